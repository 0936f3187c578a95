/** The e2e stack runs beside a dev `npm start` on ports shifted by this offset (shell 3100, API 4100). */
export const E2E_PORT_OFFSET = 100;
export const SHELL_URL = `http://127.0.0.1:${3000 + E2E_PORT_OFFSET}`;
export const API_URL = `http://127.0.0.1:${4000 + E2E_PORT_OFFSET}`;
export const API_KEY = 'ironscore-dev-key';
