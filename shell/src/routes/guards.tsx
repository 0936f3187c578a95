import type { ReactNode } from 'react';
import { Navigate, redirect, useParams } from 'react-router-dom';
import { profileRemoteFor } from '@ironscore/contract';
import { restoreSession, useSession } from '@ironscore/session';
import { RemoteArea } from '../remote/RemoteArea';
import { NoContent } from './NotFound';
import { UnverifiedBanner } from '../session/UnverifiedBanner';

/** Root loader: before each navigation the login is restored from the stored token (spec/3 §2.2). */
export function restoreLoginLoader() {
  restoreSession();
  return null;
}

/** Loader of protected routes: no login → home. */
export function protectedLoader() {
  if (!restoreSession()) throw redirect('/');
  return null;
}

/** Also guards while the page is open (logout, session expiry in another tab). */
export function RequireLogin({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.user !== null);
  return signedIn ? <>{children}</> : <Navigate to="/" replace />;
}

/**
 * /profile/:profile_slug_url (spec/3 §2.3): member slugs and messages → the profile remote,
 * source-* / brand-* slugs of the signed-in type → the business remote, anything else → "No content found!".
 */
export function ProfileView() {
  const { profile_slug_url: slug = '' } = useParams();
  const userType = useSession((s) => s.user?.user_type ?? null);
  if (!userType) return <Navigate to="/" replace />;
  const remote = profileRemoteFor(userType, slug);
  if (!remote) return <NoContent />;
  return (
    <>
      <UnverifiedBanner />
      <RemoteArea remote={remote} route="profile" />
    </>
  );
}
