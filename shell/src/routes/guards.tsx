import type { ReactNode } from 'react';
import { Navigate, redirect, useParams } from 'react-router-dom';
import { PROFILE_SLUG_PARAM, profileOwner } from '@ironscore/contract';
import { useRouteTable } from '@ironscore/host';
import { restoreSession, selectManager, useSession } from '@ironscore/session';
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

/** Loader of manager routes: anyone but a signed-in manager gets the site's 404 (as for a path nobody owns). */
export function managerLoader() {
  if (restoreSession()?.user_is_manager !== true) throw redirect('/404');
  return null;
}

/** Also guards while the page is open (logout, another account in another tab). */
export function RequireManager({ children }: { children: ReactNode }) {
  const manager = useSession(selectManager);
  return manager ? <>{children}</> : <Navigate to="/404" replace />;
}

/**
 * /profile/:profile_slug_url (spec/3 §2.3): the remote that declares the slug for the signed-in
 * user's type (the composed table: member pages and messages → profile, source-* / brand-* →
 * business), anything else → "No content found!". The remote's App picks the page by the slug.
 */
export function ProfileView() {
  const { [PROFILE_SLUG_PARAM]: slug = '' } = useParams();
  const userType = useSession((s) => s.user?.user_type ?? null);
  const table = useRouteTable();
  if (!userType) return <Navigate to="/" replace />;
  const remote = profileOwner(table, userType, slug);
  if (!remote) return <NoContent />;
  return (
    <>
      <UnverifiedBanner />
      <RemoteArea remote={remote} route="profile" />
    </>
  );
}
