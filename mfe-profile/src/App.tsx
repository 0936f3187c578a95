/**
 * The profile remote (`profile/App`): the member area (my-profile, my-reviews, messages, favorites,
 * settings) and the messages page of every account type. The shell dispatches /profile/:slug here
 * by the signed-in user's type (profileRemoteFor) and titles the page "{user_name} | Profile".
 *
 * Profile load failures (spec/3 §2.3): a token error is the shell's session-expired path (logout,
 * "Oops...", home); a refusal or a failed load goes to /404.
 */
import './calls';
import type { JSX } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { MSG, type RemoteAppProps } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { EmptyState, ProfileFrame } from '@ironscore/ui';
import { useProfile } from './frame/useProfile';
import { MyProfilePage } from './my-profile/MyProfilePage';
import { MyReviewsPage } from './my-reviews/MyReviewsPage';
import { MessagesPage } from './messages/MessagesPage';
import { FavoritesPage } from './favorites/FavoritesPage';
import { SettingsPage } from './settings/SettingsPage';

/** Member slugs of spec/3 §2.3; messages serves every account type. */
const MEMBER_PAGES: Record<string, () => JSX.Element> = {
  'my-profile': MyProfilePage,
  'my-reviews': MyReviewsPage,
  favorites: FavoritesPage,
  settings: SettingsPage,
};

export default function App(_props: RemoteAppProps<'profile'>) {
  return (
    <DataProvider>
      <ProfileArea />
    </DataProvider>
  );
}

function ProfileArea() {
  const { profile_slug_url: slug = '' } = useParams();
  const profile = useProfile();
  if (profile.failed) return <Navigate to="/404" replace />;
  const user = profile.data;
  const Page = slug === 'messages' ? MessagesPage : user?.user_type === 'member' ? MEMBER_PAGES[slug] : undefined;
  return (
    <ProfileFrame profile={user} slug={slug}>
      {!user ? null : Page ? <Page /> : <EmptyState text={MSG.noContentFound} />}
    </ProfileFrame>
  );
}
