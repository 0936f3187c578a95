// npm run check-deploy: a remote's recorded calls against an API's catalogue (GET /api), run as a
// user runs it, against a local stand-in of the API and of the remote's deployed preview.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..');

let server: http.Server;
let base = '';
let catalogueCalls: string[] = [];
let remoteCalls: unknown = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const json = (body: unknown) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.url === '/api') return json({ status: true, message: 'ok', data: { version: '9.9.9', build: null, calls: catalogueCalls.map((name) => ({ name })) } });
    if (req.url === '/catalog/calls.json') return json({ app: 'catalog', calls: remoteCalls });
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Runs the script (asynchronously: the stand-in server answers from this process). */
function checkDeploy(...args: string[]): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/check-deploy.mjs', ...args], { cwd: ROOT });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}

test('passes when the API answers every call the remote uses', async () => {
  remoteCalls = ['Get_Source', 'Get_SourcePagination'];
  catalogueCalls = ['Get_Source', 'Get_SourcePagination', 'Sign_In'];
  const { code, out } = await checkDeploy('--remote', 'catalog', '--api-url', base, '--remote-url', `${base}/catalog`);
  expect(out).toContain(`the API at ${base} (version 9.9.9) answers all 2 calls catalog uses`);
  expect(code).toBe(0);
});

test('refuses, naming the missing calls, when the API lacks one', async () => {
  remoteCalls = ['Get_Source', 'Get_SourcePagination', 'Get_SourceDeals'];
  catalogueCalls = ['Get_Source', 'Get_SourcePagination'];
  const { code, out } = await checkDeploy('--remote', 'catalog', '--api-url', base, '--remote-url', `${base}/catalog/`);
  expect(out).toContain('refused');
  expect(out).toContain('lacks 1 of the 3 calls catalog uses: Get_SourceDeals');
  expect(code).toBe(1);
});

test('refuses when the API does not answer or the remote has no call list', async () => {
  catalogueCalls = ['Get_Source'];
  remoteCalls = 'not a list';
  const broken = await checkDeploy('--remote', 'catalog', '--api-url', base, '--remote-url', `${base}/catalog`);
  expect(broken.out).toContain('holds no call list');
  expect(broken.code).toBe(1);
  const noPreview = await checkDeploy('--remote', 'catalog', '--api-url', base, '--remote-url', `${base}/nowhere`);
  expect(noPreview.out).toContain('answered 404');
  expect(noPreview.code).toBe(1);
  remoteCalls = ['Get_Source'];
  const down = await checkDeploy('--remote', 'catalog', '--api-url', 'http://127.0.0.1:9', '--remote-url', `${base}/catalog`);
  expect(down.out).toContain('the API catalogue at http://127.0.0.1:9/api does not answer');
  expect(down.code).toBe(1);
});

test('bad arguments: usage and exit 2', async () => {
  for (const args of [['--api-url', base], ['--remote', 'nope', '--api-url', base], ['--remote', 'catalog', '--api-url']]) {
    const { code, out } = await checkDeploy(...args);
    expect(out).toContain('usage: npm run check-deploy');
    expect(code).toBe(2);
  }
});

test('a build records the calls its sources and bundled packages name, and no other', () => {
  const script = `
    import { appSourceDirs, callsNamedIn, contractCallNames } from './scripts/lib/app-calls.mjs';
    const known = contractCallNames();
    const of = (dir) => callsNamedIn(appSourceDirs(dir), known);
    process.stdout.write(JSON.stringify({ known, catalog: of('mfe-catalog'), business: of('mfe-business') }));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '--eval', script], { cwd: ROOT, encoding: 'utf8' });
  expect(result.stderr).toBe('');
  const { known, catalog, business } = JSON.parse(result.stdout) as Record<string, string[]>;
  expect(known.length).toBeGreaterThan(100);
  // the catalog's own pages, and the quick-view of packages/ui it bundles
  expect(catalog).toEqual(expect.arrayContaining(['Get_SourcePagination', 'Get_Source', 'Get_User']));
  expect(catalog).not.toContain('Set_SourceSetup');
  expect(business).toEqual(expect.arrayContaining(['Set_SourceSetup', 'Get_SourceDashboard']));
  expect(business).not.toContain('Get_SourcePagination');
  for (const list of [catalog, business]) expect(list.every((name) => known.includes(name))).toBe(true);
});
