/**
 * Standalone mode of a remote: when a remote's own index.html is opened directly (not through the
 * shell), `startStandalone` (called by the bootstrap packages/mf-config gives every remote) renders
 * its routes in this minimal frame so it can be developed and checked alone.
 * The API origin comes from this server's `/remotes.json` (same format as the shell's) when there
 * is one, else the local API with the development key. Toasts and alerts get their hosts here too
 * (the shell has them in the platform).
 */
import { StrictMode, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import { configureApi } from '@ironscore/api';
import { DEV_API_KEY, LOCAL_API_BASE, MSG, PROFILE_SLUG_PARAM, loadRuntimeConfig, type RemoteRoutes, type RuntimeConfig } from '@ironscore/contract';
import { AlertHost } from '../components/AlertHost';
import { ToastHost } from '../components/ToastHost';
import styles from './Standalone.module.css';

/** What a remote opened alone needs of the runtime file: its API. */
export type StandaloneApi = Pick<RuntimeConfig, 'apiBase' | 'apiKey' | 'basicAuth'>;

export const DEFAULT_RUNTIME_CONFIG: StandaloneApi = { apiBase: LOCAL_API_BASE, apiKey: DEV_API_KEY, basicAuth: null };

/** The API of this server's runtime file (packages/contract runtimeConfig.mjs), else the local API with the development key. */
export async function readRuntimeConfig(): Promise<StandaloneApi> {
  return (await loadRuntimeConfig()) ?? DEFAULT_RUNTIME_CONFIG;
}

export function StandaloneFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.frame}>
      <header className={styles.bar}>
        <Link to="/" className={styles.logo}>
          Iron<span>Score</span>
        </Link>
        <span className={styles.tag}>{title} · standalone</span>
      </header>
      <main className={styles.main}>{children}</main>
      <ToastHost />
      <AlertHost />
    </div>
  );
}

export function StandaloneNotFound() {
  return (
    <div className={styles.notFound}>
      <h1>{MSG.notFoundTitle}</h1>
      <p>{MSG.notFoundText}</p>
    </div>
  );
}

export interface StandaloneOptions {
  /** Shown in the frame's bar ("Catalog · standalone"). */
  title: string;
  /** The remote's own route declaration (its src/routes.ts). */
  routes: RemoteRoutes;
}

/**
 * Configures the API client and renders the remote into #root: each of its routes (App receives
 * the route id), its /profile/{slug} pages when it declares some, the not-found page for any other
 * path; or App alone when the remote declares nothing (mfe-auth's page with the sign-in buttons).
 */
export async function startStandalone(App: ComponentType<{ route?: string }>, { title, routes }: StandaloneOptions) {
  const { apiBase, apiKey, basicAuth } = await readRuntimeConfig();
  configureApi({ apiBase, apiKey, basicAuth });
  const container = document.getElementById('root');
  if (!container) return;
  const hasProfile = (routes.profile ?? []).length > 0;
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <StandaloneFrame title={title}>
          {routes.routes.length === 0 && !hasProfile ? (
            <App />
          ) : (
            <Routes>
              {routes.routes.map((r) => (
                <Route key={r.id} path={r.path} element={<App route={r.id} />} />
              ))}
              {hasProfile && <Route path={`/profile/:${PROFILE_SLUG_PARAM}`} element={<App />} />}
              <Route path="*" element={<StandaloneNotFound />} />
            </Routes>
          )}
        </StandaloneFrame>
      </BrowserRouter>
    </StrictMode>,
  );
}
