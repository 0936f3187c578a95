/**
 * Shell boot: read /remotes.json, configure the API client (key, basic credentials), register the
 * remotes with the federation runtime (loaded-first), compose the route table from the remotes'
 * published routes.json (runtime/routeTable.ts), start loading the current route's remote and
 * the data its page reads first (or take the answers the page was served with), restore the session, start unread polling,
 * render (over the page's first frame, see remote/firstFrame.ts) with the analytics adapter the file chooses.
 */
import './calls';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { configureApi } from '@ironscore/api';
import { RUNTIME_FILE, loadRuntimeConfig, parseRuntimeConfig } from '@ironscore/contract';
import { restoreSession, startUnreadPolling } from '@ironscore/session';
import { startRealtimeUnread } from '@ironscore/chat';
import '@ironscore/ui/tokens.css';
import { App, queryClient } from './App';
import { createAnalytics } from './analytics/adapters';
import { federationLoader, initFederation, preloadRouteRemote } from './runtime/federation';
import { loadRouteTable } from './runtime/routeTable';
import { hydrateServedData, prefetchRouteData } from './runtime/routeData';
import { captureFirstFrame } from './remote/firstFrame';
import { createRouter, routerReady } from './routes/routes';

/**
 * The runtime file (packages/contract runtimeConfig.mjs). When it cannot be read the shell still
 * renders: the remote areas show their fallback and API-backed parts (footer) stay empty.
 */
async function readRuntimeConfig() {
  const config = await loadRuntimeConfig();
  if (config) return config;
  console.error(`IronScore: ${RUNTIME_FILE} could not be read; remotes are unavailable.`);
  return parseRuntimeConfig({});
}

async function boot() {
  const config = await readRuntimeConfig();
  configureApi({ apiBase: config.apiBase, apiKey: config.apiKey, basicAuth: config.basicAuth });
  initFederation(config.remotes);
  const table = await loadRouteTable(config);
  preloadRouteRemote(window.location.pathname);
  hydrateServedData(queryClient);
  prefetchRouteData(queryClient, window.location.pathname);
  const signedIn = restoreSession() !== null;
  startUnreadPolling();
  startRealtimeUnread();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // The first frame of the page (server-rendered HTML in #root) stays on screen until React has
  // taken it over: that first render must be the page, not the router's empty fallback, so the
  // router's first (synchronous) loader has run before it starts.
  captureFirstFrame(container);
  const router = createRouter(table);
  await routerReady(router);
  const app = (
    <StrictMode>
      <App router={router} loader={federationLoader} analytics={createAnalytics(config.analytics)} />
    </StrictMode>
  );
  // The frame is the page as a signed-out visitor sees it: React hydrates it (keeps the markup,
  // attaches to it) for one, and renders the page anew for a member. Either way in a transition,
  // so the work is split into short tasks and the frame stays until the page is ready.
  if (container.firstElementChild && !signedIn) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverable });
    });
  } else {
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
}

/** Markup React could not hydrate (it rendered that part anew): worth knowing, not an error of the page. */
function reportRecoverable(error: unknown, info: { componentStack?: string }) {
  console.warn('IronScore: part of the page was rendered again instead of hydrated', error, info.componentStack ?? '');
}

void boot();
