/**
 * The e2e stack runs beside a dev `npm start` on ports shifted by this offset (default: shell 3100,
 * API 4100, PostgreSQL 5533); set E2E_PORT_OFFSET to run two suites side by side.
 */
// The one list of apps and ports and the development API key (read as JSON: e2e runs as ES modules
// and packages/contract's TypeScript is CommonJS to Playwright).
import platform from '../../packages/contract/src/platform.data.json' with { type: 'json' };

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const SHELL_PORT = platform.apps.find((app) => app.name === 'shell')!.port;
export const SHELL_URL = `http://127.0.0.1:${SHELL_PORT + E2E_PORT_OFFSET}`;
export const API_URL = `http://127.0.0.1:${platform.api.port + E2E_PORT_OFFSET}`;
export const API_KEY = platform.api.devKey;
