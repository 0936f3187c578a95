/**
 * The business remote (`business/App`): the source and brand areas (source-* and brand-* slugs).
 * The shell dispatches /profile/:profile_slug_url here for the slugs this remote declares
 * (src/routes.ts, published as routes.json); the slug comes from useParams. A slug of the other
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
import type { PageKeysOf, UserType } from '@ironscore/contract';
import { useProfileMenu } from '@ironscore/host';
import { createRemoteApp, page, type RemoteFrameProps } from '@ironscore/host/src/remoteApp';
import { selectManager, selectUser, userType, useSession } from '@ironscore/session';
import { ProfileFrame } from '@ironscore/ui';
import { ROUTES } from './routes';

type BusinessSlug = PageKeysOf<typeof ROUTES>;

/** Whether the page of `slug` is declared for user type `type` (src/routes.ts). */
const servesType = (slug: BusinessSlug, type: UserType) => ROUTES.profile.some((p) => p.slug === slug && (p.types as Partial<Record<UserType, number>>)[type] !== undefined);

/** Pages without their own h1 (the dashboard's h1 comes with its data, so the frame gives it the hidden one). */
const NO_OWN_HEADING: ReadonlySet<BusinessSlug> = new Set(['source-dashboard', 'brand-dashboard']);

/** The profile area's frame; a page of the other business type shows "No content found!". */
function BusinessArea({ page: slugPage, children }: RemoteFrameProps<typeof ROUTES>) {
  const { profile_slug_url: slug = '' } = useParams();
  const type = useSession(userType);
  const manager = useSession(selectManager);
  const menu = useProfileMenu(type ? { user_type: type, manager } : null);
  const signedIn = useSession(selectUser) !== null;
  const profile = useCallQuery('Get_Profile', signedIn ? {} : null);
  const shown = slugPage !== null && (type === null || servesType(slugPage, type)) ? slugPage : null;
  return (
    <ProfileFrame profile={profile.data?.data ?? null} menu={menu} slug={slug} ownHeading={shown !== null && !NO_OWN_HEADING.has(shown)}>
      {shown ? children : <p>{MSG.noContentFound}</p>}
    </ProfileFrame>
  );
}

const Dashboard = () => import('./pages/dashboard/DashboardPage');
const Reviews = () => import('./pages/reviews/ReceivedReviews');
const Advertisement = () => import('./pages/Advertisement');
const Settings = () => import('./pages/settings/Settings');

const App = createRemoteApp({
  routes: ROUTES,
  pageFrom: { param: 'profile_slug_url' },
  pages: {
    'source-dashboard': page(Dashboard, 'DashboardPage', { type: 'source' }),
    'source-reviews': page(Reviews, 'ReceivedReviews', { type: 'source' }),
    'source-prices': page(() => import('./pages/prices/SourcePrices'), 'SourcePrices'),
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
