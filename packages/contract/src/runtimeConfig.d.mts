// Types of runtimeConfig.mjs (the runtime file /remotes.json; plain JavaScript because the static server runs it too).

/** The spec's fixed basic credentials, when the deployment uses them (the API then requires them). */
export interface BasicAuth {
  user: string;
  password: string;
}

/** Where page views go: the API's first-party collector (default), a hosted one, or nowhere. */
export type AnalyticsConfig = { provider: 'first-party' } | { provider: 'plausible'; domain: string; endpoint: string } | { provider: 'off' };

/** Firebase web configuration for Google sign-in. */
export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  /** Local runs and tests: the Firebase Auth emulator. */
  authEmulatorUrl?: string;
}

/** Where the chat's Realtime Database is. */
export interface RealtimeWebConfig {
  databaseURL: string;
  /** host:port of the local server (tokens go in as the emulator's user token). */
  emulatorHost?: string;
  /** Firebase web config for signInWithCustomToken (production). */
  firebase?: { apiKey: string; authDomain: string; projectId: string; appId?: string };
}

export interface RuntimeConfig {
  /** Without a trailing slash; '' when absent. */
  apiBase: string;
  apiKey: string;
  /** Remote name → URL of its mf-manifest.json (or remoteEntry.js), in the file's order. */
  remotes: Record<string, string>;
  /** Remote name → the copy of its routes.json (read with readRouteFile; anything else is ignored there). */
  routes: Record<string, unknown>;
  basicAuth: BasicAuth | null;
  analytics: AnalyticsConfig;
  /** The site's public address without a trailing slash; null when absent or not http(s). */
  siteUrl: string | null;
  /** Google sign-in; null: not configured. */
  firebase: FirebaseWebConfig | null;
  /** The chat's database; null: messages unavailable. */
  realtime: RealtimeWebConfig | null;
}

export const RUNTIME_FILE: '/remotes.json';
export const PLAUSIBLE_ENDPOINT: string;
export function parseAnalyticsConfig(value: unknown): AnalyticsConfig;
export function siteUrlOf(json: unknown): string | null;
export function parseRuntimeConfig(json: unknown): RuntimeConfig;
export function loadRuntimeConfig(fetchImpl?: typeof fetch): Promise<RuntimeConfig | null>;
export function resetRuntimeConfig(): void;
