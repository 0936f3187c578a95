// The front-end apps (Module Federation names, folders, local ports), the API's local port and the
// development API key. Defined once in packages/contract/src/platform.data.json, which the server, the
// apps, mf-config and e2e read too.
import { createRequire } from 'node:module';

const platform = createRequire(import.meta.url)('../../packages/contract/src/platform.data.json');

/** @type {{ name: string, dir: string, port: number }[]} */
export const APPS = platform.apps;
export const REMOTES = APPS.filter((a) => a.name !== 'shell');
/** @type {number} */
export const API_PORT = platform.api.port;
/** @type {string} */
export const API_KEY = platform.api.devKey;
