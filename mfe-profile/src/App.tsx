/**
 * The profile remote (`profile/App`): the member area (my-profile, my-reviews, messages, favorites,
 * settings) and the messages page of every account type. The shell dispatches /profile/:slug here
 * by the signed-in user's type (profileRemoteFor) and titles the page "{user_name} | Profile".
 * Built by the host's page recipe (`createRemoteApp`, packages/host/src/remoteApp.tsx): the page is
 * picked by the slug, one lazy page per slug of the member area checked at compile time, inside
 * DataProvider, Suspense and a per-route error boundary, in the profile area's frame.
 *
 * Profile load failures (spec/3 §2.3): a token error is the shell's session-expired path (logout,
 * "Oops...", home); a refusal or a failed load goes to /404.
 */
import './calls';
import { Navigate, useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { createRemoteApp, page, type RemoteFrameProps } from '@ironscore/host/src/remoteApp';
import { EmptyState, ProfileFrame } from '@ironscore/ui';
import { useProfile } from './frame/useProfile';

/** The profile area's frame; messages serves every account type, the other slugs members only. */
function ProfileArea({ page: slugPage, children }: RemoteFrameProps<'profile'>) {
  const { profile_slug_url: slug = '' } = useParams();
  const profile = useProfile();
  if (profile.failed) return <Navigate to="/404" replace />;
  const user = profile.data;
  const shown = slugPage === 'messages' || (slugPage !== null && user?.user_type === 'member');
  return (
    <ProfileFrame profile={user} slug={slug}>
      {!user ? null : shown ? children : <EmptyState text={MSG.noContentFound} />}
    </ProfileFrame>
  );
}

const App = createRemoteApp({
  remote: 'profile',
  pageFrom: { param: 'profile_slug_url' },
  pages: {
    'my-profile': page(() => import('./my-profile/MyProfilePage'), 'MyProfilePage'),
    'my-reviews': page(() => import('./my-reviews/MyReviewsPage'), 'MyReviewsPage'),
    messages: page(() => import('./messages/MessagesPage'), 'MessagesPage'),
    favorites: page(() => import('./favorites/FavoritesPage'), 'FavoritesPage'),
    settings: page(() => import('./settings/SettingsPage'), 'SettingsPage'),
  },
  frame: ProfileArea,
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
