/**
 * The business remote (`business/App`): the source and brand areas (source-* and brand-* slugs).
 * The shell dispatches /profile/:profile_slug_url here by the signed-in user's type
 * (profileRemoteFor) and passes route 'profile'; the slug comes from useParams. A slug of the other
 * business type shows "No content found!" (spec/3 §2.3). Every page sits in the profile area's
 * frame of packages/ui (spec/2 §2.1: avatar, full name, @username, rank and the account type's
 * menu), the same one as the member pages and messages of mfe-profile.
 * Built by the host's page recipe (`createRemoteApp`, packages/host/src/remoteApp.tsx): the page is
 * picked by the slug, one lazy page per source and brand slug checked at compile time, inside
 * DataProvider, Suspense and a per-route error boundary, in the frame.
 */
import './calls';
import { useParams } from 'react-router-dom';
import { MSG } from '@ironscore/contract';
import { useCallQuery } from '@ironscore/data';
import { createRemoteApp, page, type PageKeyOf, type RemoteFrameProps } from '@ironscore/host/src/remoteApp';
import { selectUser, userType, useSession } from '@ironscore/session';
import { ProfileFrame } from '@ironscore/ui';
import type { BusinessType } from './business';

type BusinessSlug = PageKeyOf<'business'>;

/** The account type of a slug of the area (its prefix). */
const typeOf = (slug: BusinessSlug): BusinessType => (slug.startsWith('brand-') ? 'brand' : 'source');

/** Pages without their own h1 (the dashboard's h1 comes with its data, so the frame gives it the hidden one). */
const NO_OWN_HEADING: ReadonlySet<BusinessSlug> = new Set(['source-dashboard', 'brand-dashboard']);

/** The profile area's frame; a page of the other business type shows "No content found!". */
function BusinessArea({ page: slugPage, children }: RemoteFrameProps<'business'>) {
  const { profile_slug_url: slug = '' } = useParams();
  const type = useSession(userType);
  const signedIn = useSession(selectUser) !== null;
  const profile = useCallQuery('Get_Profile', signedIn ? {} : null);
  const shown = slugPage !== null && (type === null || type === typeOf(slugPage)) ? slugPage : null;
  return (
    <ProfileFrame profile={profile.data?.data ?? null} slug={slug} ownHeading={shown !== null && !NO_OWN_HEADING.has(shown)}>
      {shown ? children : <p>{MSG.noContentFound}</p>}
    </ProfileFrame>
  );
}

const Dashboard = () => import('./pages/dashboard/DashboardPage');
const Reviews = () => import('./pages/reviews/ReceivedReviews');
const Advertisement = () => import('./pages/Advertisement');
const Settings = () => import('./pages/settings/Settings');

const App = createRemoteApp({
  remote: 'business',
  pageFrom: { param: 'profile_slug_url' },
  pages: {
    'source-dashboard': page(Dashboard, 'DashboardPage', { type: 'source' }),
    'source-reviews': page(Reviews, 'ReceivedReviews', { type: 'source' }),
    'source-advertisement': page(Advertisement, 'Advertisement'),
    'source-settings': page(Settings, 'Settings', { type: 'source' }),
    'brand-dashboard': page(Dashboard, 'DashboardPage', { type: 'brand' }),
    'brand-reviews': page(Reviews, 'ReceivedReviews', { type: 'brand' }),
    'brand-products': page(() => import('./pages/products/BrandProducts'), 'BrandProducts'),
    'brand-offical-sellers': page(() => import('./pages/sellers/OfficialSellers'), 'OfficialSellers'),
    'brand-advertisement': page(Advertisement, 'Advertisement'),
    'brand-settings': page(Settings, 'Settings', { type: 'brand' }),
  },
  frame: BusinessArea,
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
