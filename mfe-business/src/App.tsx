/**
 * The business remote (`business/App`): the source and brand areas (source-* and brand-* slugs).
 * The shell dispatches /profile/:profile_slug_url here by the signed-in user's type
 * (profileRemoteFor) and passes route 'profile'; the slug comes from useParams. A slug of the other
 * business type shows "No content found!" (spec/3 §2.3). Every page sits in the profile area's
 * frame of packages/ui (spec/2 §2.1: avatar, full name, @username, rank and the account type's
 * menu), the same one as the member pages and messages of mfe-profile.
 */
import './calls';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { DataProvider, useCallQuery } from '@ironscore/data';
import type { ExposeProps } from '@ironscore/host';
import { selectUser, userType, useSession } from '@ironscore/session';
import { ProfileFrame } from '@ironscore/ui';
import type { BusinessType } from './business';
import { Advertisement } from './pages/Advertisement';
import { DashboardPage } from './pages/dashboard/DashboardPage';
import { BrandProducts } from './pages/products/BrandProducts';
import { ReceivedReviews } from './pages/reviews/ReceivedReviews';
import { OfficialSellers } from './pages/sellers/OfficialSellers';
import { Settings } from './pages/settings/Settings';

/**
 * Every page of the area: its account type and what it shows. `ownHeading`: the page shows its own
 * h1 (the dashboard's h1 comes with its data, so the frame gives it the hidden one).
 */
const PAGES: Record<string, { type: BusinessType; page: () => ReactNode; ownHeading?: false }> = {
  'source-dashboard': { type: 'source', page: () => <DashboardPage type="source" />, ownHeading: false },
  'source-reviews': { type: 'source', page: () => <ReceivedReviews type="source" /> },
  'source-advertisement': { type: 'source', page: () => <Advertisement /> },
  'source-settings': { type: 'source', page: () => <Settings type="source" /> },
  'brand-dashboard': { type: 'brand', page: () => <DashboardPage type="brand" />, ownHeading: false },
  'brand-reviews': { type: 'brand', page: () => <ReceivedReviews type="brand" /> },
  'brand-products': { type: 'brand', page: () => <BrandProducts /> },
  'brand-offical-sellers': { type: 'brand', page: () => <OfficialSellers /> },
  'brand-advertisement': { type: 'brand', page: () => <Advertisement /> },
  'brand-settings': { type: 'brand', page: () => <Settings type="brand" /> },
};

export default function App(_props: ExposeProps<'business/App'>) {
  return (
    <DataProvider>
      <BusinessArea />
    </DataProvider>
  );
}

function BusinessArea() {
  const { profile_slug_url: slug = '' } = useParams();
  const type = useSession(userType);
  const signedIn = useSession(selectUser) !== null;
  const profile = useCallQuery('Get_Profile', signedIn ? {} : null);
  const entry = PAGES[slug];
  const page = entry && (type === null || type === entry.type) ? entry : null;
  return (
    <ProfileFrame profile={profile.data?.data ?? null} slug={slug} ownHeading={page ? page.ownHeading !== false : false}>
      {page ? page.page() : <p>{MSG.noContentFound}</p>}
    </ProfileFrame>
  );
}
