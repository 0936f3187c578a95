/**
 * The business remote (`business/App`): the source and brand areas (source-* and brand-* slugs). The shell dispatches
 * /profile/:profile_slug_url here by the signed-in user's type (profileRemoteFor) and passes
 * route 'profile'; the slug comes from useParams.
 */
import { useParams } from 'react-router-dom';
import { MSG, type RemoteAppProps } from '@ironscore/contract';
import { SectionPending } from '@ironscore/ui';

const SECTION_NAMES: Record<string, string> = {
  'source-dashboard': 'Source dashboard',
  'source-reviews': 'Source reviews',
  'source-advertisement': 'Advertisement',
  'source-settings': 'Source settings',
  'brand-dashboard': 'Brand dashboard',
  'brand-reviews': 'Brand reviews',
  'brand-products': 'Brand products',
  'brand-offical-sellers': 'Official Sellers',
  'brand-advertisement': 'Advertisement',
  'brand-settings': 'Brand settings',
};

export default function App(_props: RemoteAppProps<'business'>) {
  const { profile_slug_url: slug = '' } = useParams();
  const section = SECTION_NAMES[slug];
  if (!section) return <p>{MSG.noContentFound}</p>;
  return <SectionPending section={section} />;
}
