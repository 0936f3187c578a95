/**
 * Shell boot: read /remotes.json, configure the API client, register the remotes with the
 * federation runtime (loaded-first), restore the session, start unread polling, render.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@ironscore/api';
import { restoreSession, startUnreadPolling } from '@ironscore/session';
import { startRealtimeUnread } from '@ironscore/chat';
import '@ironscore/ui/tokens.css';
import { App } from './App';
import { fetchRuntimeConfig } from './runtime/config';
import { federationLoader, initFederation } from './runtime/federation';

async function boot() {
  const config = await fetchRuntimeConfig();
  configureApi({ apiBase: config.apiBase, apiKey: config.apiKey });
  initFederation(config.remotes);
  restoreSession();
  startUnreadPolling();
  startRealtimeUnread();

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App loader={federationLoader} />
    </StrictMode>,
  );
}

void boot();
