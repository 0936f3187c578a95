/**
 * The profile remote (`profile/App`): the member profile area (my-profile, my-reviews, messages, favorites, settings) and the messages
 * page of every account type. The shell dispatches
 * /profile/:profile_slug_url here by the signed-in user's type (profileRemoteFor) and passes
 * route 'profile'; the slug comes from useParams.
 */
import { useParams } from 'react-router-dom';
import { MSG, type RemoteAppProps } from '@ironscore/contract';
import { SectionPending } from '@ironscore/ui';

const SECTION_NAMES: Record<string, string> = {
  'my-profile': 'My Profile',
  'my-reviews': 'My Reviews',
  messages: 'Messages',
  favorites: 'Favorites',
  settings: 'Settings',
};

export default function App(_props: RemoteAppProps<'profile'>) {
  const { profile_slug_url: slug = '' } = useParams();
  const section = SECTION_NAMES[slug];
  if (!section) return <p>{MSG.noContentFound}</p>;
  return <SectionPending section={section} />;
}
