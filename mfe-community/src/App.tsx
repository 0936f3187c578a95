/**
 * The community remote (`community/App`): the /community/* routes it declares (src/routes.ts,
 * published as routes.json; /community/{page} of spec/3 §2.1 is one route per page). The shell
 * passes the route id; parameters (username, post_id, community_id) come from useParams. At start
 * the view shows its 1.5 s loader (spec/2 §2.2). Built by the host's page recipe
 * (`createRemoteApp`, packages/host/src/remoteApp.tsx): DataProvider, Suspense, a per-route error
 * boundary, one lazy page per route id checked at compile time.
 */
import './calls';
import type { ReactNode } from 'react';
import { createRemoteApp, page } from '@ironscore/host/src/remoteApp';
import { Spinner } from '@ironscore/ui';
import { useStartLoader } from './lib/useStartLoader';
import { ROUTES } from './routes';

const HomePage = page(() => import('./pages/HomePage'), 'HomePage');

/** The view's loader at start, in place of the page. */
function StartLoader({ children }: { children: ReactNode }) {
  const loading = useStartLoader();
  return loading ? <Spinner center size="lg" label="Loading the community..." /> : <>{children}</>;
}

const App = createRemoteApp({
  routes: ROUTES,
  pages: {
    home: HomePage,
    'home-reset': HomePage,
    communitys: page(() => import('./pages/CommunitiesPage'), 'CommunitiesPage'),
    search: page(() => import('./pages/SearchPage'), 'SearchPage'),
    notification: page(() => import('./pages/NotificationsPage'), 'NotificationsPage'),
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
