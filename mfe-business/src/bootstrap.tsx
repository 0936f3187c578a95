/**
 * Standalone entry of the business remote (its own index.html): configures the API client from this
 * server's /remotes.json (or the local default) and renders the remote's routes in a minimal frame.
 * In the platform the shell loads `business/App` instead and this file never runs.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { ROUTES, type RemoteAppProps } from '@ironscore/contract';
import { configureApi } from '@ironscore/api';
import '@ironscore/ui/tokens.css';
import App from './App';
import { StandaloneFrame, StandaloneNotFound, readRuntimeConfig } from '@ironscore/ui';

type AppRoute = RemoteAppProps<'business'>['route'];
// /profile/:profile_slug_url is dispatched here for source and brand accounts.
const OWN_ROUTES = ROUTES.filter((r) => r.id === 'profile');

async function start() {
  configureApi(await readRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame title="Business">
          <Routes>
          {OWN_ROUTES.map((r) => (
            <Route key={r.id} path={r.path} element={<App route={r.id as AppRoute} />} />
          ))}
            <Route path="*" element={<StandaloneNotFound />} />
          </Routes>
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
