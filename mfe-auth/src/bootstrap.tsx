/**
 * Standalone entry of the auth remote: a page with the two sign-in buttons that opens the popup.
 * In the platform the shell loads `auth/AuthPopup` on 'auth:open' / 'auth:claim' instead.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { configureApi } from '@ironscore/api';
import '@ironscore/ui/tokens.css';
import App from './App';
import { StandaloneFrame, readRuntimeConfig } from '@ironscore/ui';

async function start() {
  configureApi(await readRuntimeConfig());
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame title="Accounts">
          <App />
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
