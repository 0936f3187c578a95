/**
 * The community remote (`community/App`): /community/* routes. The shell passes the route id;
 * parameters (page, username, post_id, community_id) come from useParams. At start the view shows
 * its 1.5 s loader (spec/2 §2.2). Built by the host's page recipe (`createRemoteApp`,
 * packages/host/src/remoteApp.tsx): DataProvider, Suspense, a per-route error boundary, one lazy
 * page per route id checked at compile time.
 */
import './calls';
import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { COMMUNITY_PAGES } from '@ironscore/contract';
import { createRemoteApp, page, type RemotePage } from '@ironscore/host/src/remoteApp';
import { Spinner } from '@ironscore/ui';
import { useStartLoader } from './lib/useStartLoader';

type CommunityPageName = (typeof COMMUNITY_PAGES)[number];

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');
const AREA_PAGES: Record<CommunityPageName, RemotePage> = {
  home: HomePage,
  'home-reset': HomePage,
  communitys: page(() => import('./pages/CommunitiesPage'), 'CommunitiesPage'),
  search: page(() => import('./pages/SearchPage'), 'SearchPage'),
  notification: page(() => import('./pages/NotificationsPage'), 'NotificationsPage'),
};

/** /community/{page}: home, communitys, search, notification, home-reset. */
function CommunityAreaPage() {
  const { page: name = '' } = useParams();
  if (!(COMMUNITY_PAGES as readonly string[]).includes(name)) return <Navigate to="/404" replace />;
  const Page = AREA_PAGES[name as CommunityPageName];
  return <Page />;
}
CommunityAreaPage.preload = () => Promise.all(Object.values(AREA_PAGES).map((p) => p.preload?.()));

/** The view's loader at start, in place of the page. */
function StartLoader({ children }: { children: ReactNode }) {
  const loading = useStartLoader();
  return loading ? <Spinner center size="lg" label="Loading the community..." /> : <>{children}</>;
}

const App = createRemoteApp({
  remote: 'community',
  pages: {
    community: CommunityAreaPage,
    'community-profile': page(() => import('./pages/ProfilePage'), 'ProfilePage'),
    'community-post': page(() => import('./pages/PostPage'), 'PostPage'),
    'community-page': page(() => import('./pages/CommunityPage'), 'CommunityPage'),
  },
  frame: StartLoader,
  loading: <Spinner center size="lg" label="Loading the community..." />,
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
