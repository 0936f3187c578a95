/**
 * The profile remote (`profile/App`): the member area (my-profile, my-reviews, messages, favorites,
 * settings) and the messages page of every account type. The shell dispatches /profile/:slug here
 * for the slugs this remote declares (src/routes.ts, published as routes.json) and titles the page "{user_name} | Profile".
 * Built by the host's page recipe (`createRemoteApp`, packages/host/src/remoteApp.tsx): the page is
 * picked by the slug, one lazy page per slug of the member area checked at compile time, inside
 * DataProvider, Suspense and a per-route error boundary, in the profile area's frame.
 *
 * Profile load failures (spec/3 §2.3): a token error is the shell's session-expired path (logout,
 * "Oops...", home); a refusal or a failed load goes to /404.
 */
import './calls';
import { Navigate, useParams } from 'react-router-dom';
import { MSG, type UserType } from '@ironscore/contract';
import { useProfileMenu } from '@ironscore/host';
import { createRemoteApp, page, type RemoteFrameProps } from '@ironscore/host/src/remoteApp';
import { selectManager, useSession } from '@ironscore/session';
import { EmptyState, ProfileFrame } from '@ironscore/ui';
import { useProfile } from './frame/useProfile';
import { ROUTES } from './routes';

/** Whether the page of `slug` is declared for user type `type` (messages: every type; the others: members). */
const servesType = (slug: string, type: UserType) => ROUTES.profile.some((p) => p.slug === slug && (p.types as Partial<Record<UserType, number>>)[type] !== undefined);

/** The profile area's frame; a page not declared for the user's type shows "No content found!". */
function ProfileArea({ page: slugPage, children }: RemoteFrameProps<typeof ROUTES>) {
  const { profile_slug_url: slug = '' } = useParams();
  const profile = useProfile();
  const manager = useSession(selectManager);
  const menu = useProfileMenu(profile.data ? { user_type: profile.data.user_type, manager } : null);
  if (profile.failed) return <Navigate to="/404" replace />;
  const user = profile.data;
  const shown = slugPage !== null && user !== null && servesType(slugPage, user.user_type);
  return (
    <ProfileFrame profile={user} menu={menu} slug={slug}>
      {!user ? null : shown ? children : <EmptyState text={MSG.noContentFound} />}
    </ProfileFrame>
  );
}

const App = createRemoteApp({
  routes: ROUTES,
  pageFrom: { param: 'profile_slug_url' },
  pages: {
    'my-profile': page(() => import('./my-profile/MyProfilePage'), 'MyProfilePage'),
    'my-reviews': page(() => import('./my-reviews/MyReviewsPage'), 'MyReviewsPage'),
    messages: page(() => import('./messages/MessagesPage'), 'MessagesPage'),
    favorites: page(() => import('./favorites/FavoritesPage'), 'FavoritesPage'),
    'price-alerts': page(() => import('./price-alerts/PriceAlertsPage'), 'PriceAlertsPage'),
    settings: page(() => import('./settings/SettingsPage'), 'SettingsPage'),
  },
  frame: ProfileArea,
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
