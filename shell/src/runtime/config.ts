/**
 * The runtime file of the shell, `/remotes.json`, replaced per environment at deploy time:
 *
 *   { "apiBase": "https://api.example.com", "apiKey": "…",
 *     "remotes": { "catalog": "https://catalog.example.com/mf-manifest.json", … },
 *     "routes": { "catalog": { <the catalog's routes.json when remotes.json was written> }, … } }
 *
 * No remote URL or route is built into the shell: the remotes are the entries of `remotes`, in
 * their order (which also decides route conflicts, runtime/routeTable.ts); `routes` is the copy of
 * each remote's published routes the shell falls back on while a remote is down.
 */
import type { BasicAuth } from '@ironscore/api';
import { parseAnalyticsConfig, type AnalyticsConfig } from '../analytics/adapters';

export interface RuntimeConfig {
  apiBase: string;
  apiKey: string;
  /** Remote name → URL of its mf-manifest.json (or remoteEntry.js), in the file's order. */
  remotes: Record<string, string>;
  /** Remote name → the copy of its routes.json (read with readRouteFile; anything else is ignored there). */
  routes: Record<string, unknown>;
  /** The spec's fixed basic credentials, when the deployment uses them (the API then requires them). */
  basicAuth: BasicAuth | null;
  /** Where page views go: the API's first-party collector (default), a hosted one, or nowhere. */
  analytics: AnalyticsConfig;
}

function basicAuthOf(value: unknown): BasicAuth | null {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  return typeof v.user === 'string' && v.user && typeof v.password === 'string' && v.password ? { user: v.user, password: v.password } : null;
}

export const RUNTIME_CONFIG_URL = '/remotes.json';

/** A remote's name: what a Module Federation container may be called. */
const REMOTE_NAME = /^[a-z][a-z0-9_-]*$/;

/** Validates the file; remote names that are not names and non-string values are ignored. */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const source = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  const remotesIn = (typeof source.remotes === 'object' && source.remotes !== null ? source.remotes : {}) as Record<string, unknown>;
  const remotes: RuntimeConfig['remotes'] = {};
  for (const [name, entry] of Object.entries(remotesIn)) {
    if (REMOTE_NAME.test(name) && typeof entry === 'string' && entry.trim()) remotes[name] = entry.trim();
  }
  const routesIn = source.routes;
  const routes: RuntimeConfig['routes'] = typeof routesIn === 'object' && routesIn !== null && !Array.isArray(routesIn) ? { ...routesIn } : {};
  return {
    apiBase: typeof source.apiBase === 'string' ? source.apiBase.replace(/\/+$/, '') : '',
    apiKey: typeof source.apiKey === 'string' ? source.apiKey : '',
    remotes,
    routes,
    basicAuth: basicAuthOf(source.basicAuth),
    analytics: parseAnalyticsConfig(source.analytics),
  };
}

/**
 * Fetches /remotes.json (two attempts). When it cannot be read the shell still renders: the remote
 * areas show their fallback and API-backed parts (footer) stay empty.
 */
export async function fetchRuntimeConfig(url = RUNTIME_CONFIG_URL, fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      // The static server answers `Cache-Control: no-cache` (revalidated on every load) and the page's
      // Link header already preloads this file: a request with its own cache mode would not reuse it.
      const response = await fetchImpl(url, { headers: { accept: 'application/json' } });
      if (response.ok) return parseRuntimeConfig(await response.json());
    } catch {
      /* retry once, then give up */
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  console.error(`IronScore: ${url} could not be read; remotes are unavailable.`);
  return parseRuntimeConfig({});
}
