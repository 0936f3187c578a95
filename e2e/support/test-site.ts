// A local "business website" for the e2e suites (screenshots in the setup wizard, badges): served
// from e2e/fixtures/business-site on TEST_SITE_PORT. The API of the e2e stack may reach exactly
// this origin through its test-only SSRF allowance (SSRF_TEST_ALLOW, refused in production).
import http from 'node:http';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT_OFFSET } from './constants';

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/business-site');
export const TEST_SITE_PORT = 3090 + E2E_PORT_OFFSET;
export const TEST_SITE_URL = `http://127.0.0.1:${TEST_SITE_PORT}/`;
export const TEST_SITE_ALLOW = `127.0.0.1:${TEST_SITE_PORT}`;

export async function startTestSite(): Promise<() => Promise<void>> {
  const server = http.createServer((req, res) => {
    const name = (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : '';
    if (!name) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(path.join(dir, name)));
  });
  await new Promise<void>((resolve) => server.listen(TEST_SITE_PORT, '127.0.0.1', resolve));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
