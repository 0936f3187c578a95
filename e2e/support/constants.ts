/**
 * The e2e stack runs beside a dev `npm start` on ports shifted by this offset (default: shell 3100,
 * API 4100, PostgreSQL 5533); set E2E_PORT_OFFSET to run two suites side by side.
 */
export const E2E_PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 100);
export const SHELL_URL = `http://127.0.0.1:${3000 + E2E_PORT_OFFSET}`;
export const API_URL = `http://127.0.0.1:${4000 + E2E_PORT_OFFSET}`;
export const API_KEY = 'ironscore-dev-key';
