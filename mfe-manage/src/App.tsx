/**
 * The managers' console (`manage/App`, issue 24): the /manage/* routes it declares (src/routes.ts,
 * access 'manager'). Built by the host's page recipe (`createRemoteApp`,
 * packages/host/src/remoteApp.tsx): DataProvider, Suspense, a per-route error boundary, one lazy
 * page per route id checked at compile time. Every call it makes is refused by the server to
 * anyone who is not a manager.
 */
import './calls';
import { createRemoteApp, page } from '@ironscore/host/src/remoteApp';
import { ROUTES } from './routes';

const App = createRemoteApp({
  routes: ROUTES,
  pages: {
    approvals: page(() => import('./pages/ApprovalsPage'), 'ApprovalsPage'),
    reports: page(() => import('./pages/ReportsPage'), 'ReportsPage'),
    members: page(() => import('./pages/MembersPage'), 'MembersPage'),
    audit: page(() => import('./pages/AuditPage'), 'AuditPage'),
  },
});

export default App;

/** Loads every page's chunk (tests render pages synchronously after it). */
export const preloadPages = App.preloadPages;
