/**
 * The community remote (`community/App`): /community/* routes. The shell passes the route id;
 * parameters (page, username, post_id, community_id) come from useParams. At start the view shows
 * its 1.5 s loader (spec/2 §2.2).
 */
import './calls';
import type { JSX } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { COMMUNITY_PAGES, type RemoteAppProps } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { Spinner } from '@ironscore/ui';
import { useStartLoader } from './lib/useStartLoader';
import { CommunitiesPage } from './pages/CommunitiesPage';
import { CommunityPage } from './pages/CommunityPage';
import { HomePage } from './pages/HomePage';
import { NotificationsPage } from './pages/NotificationsPage';
import { PostPage } from './pages/PostPage';
import { ProfilePage } from './pages/ProfilePage';
import { SearchPage } from './pages/SearchPage';

type CommunityRoute = RemoteAppProps<'community'>['route'];
type CommunityPageName = (typeof COMMUNITY_PAGES)[number];

const PAGE_NAMES: Record<CommunityPageName, () => JSX.Element> = {
  home: HomePage,
  'home-reset': HomePage,
  communitys: CommunitiesPage,
  search: SearchPage,
  notification: NotificationsPage,
};

/** /community/{page}: home, communitys, search, notification, home-reset. */
function CommunityAreaPage() {
  const { page = '' } = useParams();
  if (!(COMMUNITY_PAGES as readonly string[]).includes(page)) return <Navigate to="/404" replace />;
  const Page = PAGE_NAMES[page as CommunityPageName];
  return <Page />;
}

/** One page per route id: a route of the table without a page here fails to compile. */
const PAGES: Record<CommunityRoute, () => JSX.Element> = {
  community: CommunityAreaPage,
  'community-profile': ProfilePage,
  'community-post': PostPage,
  'community-page': CommunityPage,
};

export default function App({ route }: RemoteAppProps<'community'>) {
  const loading = useStartLoader();
  const Page = PAGES[route];
  return <DataProvider>{loading ? <Spinner center size="lg" label="Loading the community..." /> : Page ? <Page /> : null}</DataProvider>;
}
