/**
 * The e2e stack runs beside a dev `npm start` on ports shifted by this offset (default: shell 3100,
 * API 4100, PostgreSQL 5533); set E2E_PORT_OFFSET to run two suites side by side.
 *
 * Aimed at a deployment (`npm run e2e -- --base-url … --api-url …`, README "QA"), E2E_BASE_URL and
 * E2E_API_URL name the running site and its API: no stack is started, and the specs that need their
 * own stack (tagged @own-stack, support/tags.ts) are left out.
 */
// The one list of apps and ports and the development API key (read as JSON: e2e runs as ES modules
// and packages/contract's TypeScript is CommonJS to Playwright).
import platform from '../../packages/contract/src/platform.data.json' with { type: 'json' };

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
/** Set when the suites run against a site that is already running (no stack, no database access). */
export const DEPLOYMENT = Boolean(process.env.E2E_BASE_URL);
const SHELL_PORT = platform.apps.find((app) => app.name === 'shell')!.port;
export const SHELL_URL = process.env.E2E_BASE_URL ? withoutSlash(process.env.E2E_BASE_URL) : `http://127.0.0.1:${SHELL_PORT + E2E_PORT_OFFSET}`;
export const API_URL = process.env.E2E_API_URL ? withoutSlash(process.env.E2E_API_URL) : `http://127.0.0.1:${platform.api.port + E2E_PORT_OFFSET}`;
export const API_KEY = process.env.E2E_API_KEY || platform.api.devKey;
