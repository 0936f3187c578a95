import { lazy, Suspense } from 'react';
import { useAuthRequest } from '@ironscore/host/src/authRequest';

/** The popup's frame (a Radix dialog): its own chunk, loaded on the first request. */
const AuthPopupHost = lazy(() => import('./AuthPopupHost'));

/**
 * Opens the authentication popup of the auth remote when an 'auth:open' or 'auth:claim' event
 * arrives. The remote is loaded on first use; while it loads, and when it cannot be loaded, the
 * shell shows its own modal (spinner, or the fallback with Retry).
 */
export function AuthHost() {
  const { request, serial, close } = useAuthRequest();
  if (!request) return null;

  return (
    <Suspense fallback={null}>
      <AuthPopupHost request={request} serial={serial} onClose={close} />
    </Suspense>
  );
}
