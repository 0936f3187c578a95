/**
 * The platform's apps with their folders and local ports, the API's local port and the development
 * API key. The one list of the remotes: the build, `npm start`, the e2e stack and remotes.json take
 * them from here, the shell from remotes.json (adding a remote: its folder and its entry here). Written once, in platform.data.json, because plain Node reads it too: scripts/lib/apps.mjs
 * (npm start, builds, e2e stack, benchmarks) and packages/mf-config (webpack). The server's defaults
 * (port, CORS origins, API key), the remotes' standalone mode and e2e take it from here.
 */
import platform from './platform.data.json' with { type: 'json' };

/** 'shell' or a remote's Module Federation name: the apps are data (this file's JSON), not a type. */
export type AppName = string;

export interface PlatformApp {
  /** Module Federation name. */
  name: AppName;
  /** Folder in the repository. */
  dir: string;
  /** Local port (`npm start`; shifted by PORT_OFFSET / E2E_PORT_OFFSET). */
  port: number;
}

/** The shell first, then the remotes, in the order of the local ports. */
export const APPS = platform.apps as readonly PlatformApp[];

export const REMOTE_NAMES = APPS.flatMap((app) => (app.name === 'shell' ? [] : [app.name]));

/** Port of the API in a local run (API_PORT overrides it). */
export const LOCAL_API_PORT: number = platform.api.port;

export const LOCAL_API_BASE = `http://127.0.0.1:${LOCAL_API_PORT}`;

/**
 * The API key of local runs and tests (API_KEY overrides it). It is public: a production
 * deployment sets its own.
 */
export const DEV_API_KEY: string = platform.api.devKey;
