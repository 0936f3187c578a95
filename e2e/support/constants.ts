/**
 * The e2e stack runs beside a dev `npm start` on ports shifted by this offset (default: shell 3100,
 * API 4100, PostgreSQL 5533); set E2E_PORT_OFFSET to run two suites side by side.
 */
import { APPS, DEV_API_KEY, LOCAL_API_PORT } from '../../packages/contract/src/platform';

export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
const SHELL_PORT = APPS.find((app) => app.name === 'shell')!.port;
export const SHELL_URL = `http://127.0.0.1:${SHELL_PORT + E2E_PORT_OFFSET}`;
export const API_URL = `http://127.0.0.1:${LOCAL_API_PORT + E2E_PORT_OFFSET}`;
export const API_KEY = DEV_API_KEY;
