import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { on } from '@ironscore/events';
import type { AuthRequest } from '@ironscore/host';

/** The popup's frame (a Radix dialog): its own chunk, loaded on the first request. */
const AuthPopupHost = lazy(() => import('./AuthPopupHost'));

/**
 * Opens the authentication popup of the auth remote when an 'auth:open' or 'auth:claim' event
 * arrives. The remote is loaded on first use; while it loads, and when it cannot be loaded, the
 * shell shows its own modal (spinner, or the fallback with Retry).
 */
export function AuthHost() {
  const [request, setRequest] = useState<AuthRequest | null>(null);
  const [serial, setSerial] = useState(0);

  useEffect(() => {
    const offOpen = on('auth:open', (detail) => {
      setRequest({ kind: 'open', detail });
      setSerial((n) => n + 1);
    });
    const offClaim = on('auth:claim', (detail) => {
      setRequest({ kind: 'claim', detail });
      setSerial((n) => n + 1);
    });
    return () => {
      offOpen();
      offClaim();
    };
  }, []);

  const close = useCallback(() => setRequest(null), []);
  if (!request) return null;

  return (
    <Suspense fallback={null}>
      <AuthPopupHost request={request} serial={serial} onClose={close} />
    </Suspense>
  );
}
