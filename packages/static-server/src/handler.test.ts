import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createHandler, robotsTxt } from './handler.mjs';
import { rawGet, type Answer } from './test-client';

/** A built app on disk: a hashed chunk with its precompressed copies, the remote files, index.html. */
function makeDist() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-test-'));
  const chunk = 'console.log("chunk");'.repeat(100);
  writeFileSync(path.join(dir, '112.85b33b5a71.js'), chunk);
  writeFileSync(path.join(dir, '112.85b33b5a71.js.br'), brotliCompressSync(chunk));
  writeFileSync(path.join(dir, '112.85b33b5a71.js.gz'), gzipSync(chunk));
  writeFileSync(path.join(dir, 'remoteEntry.js'), 'var catalog;');
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  const html = '<!doctype html><title>IronScore</title>';
  writeFileSync(path.join(dir, 'index.html'), html);
  writeFileSync(path.join(dir, 'index.html.br'), brotliCompressSync(html));
  mkdirSync(path.join(dir, 'assets'));
  return dir;
}

async function withServer(options: { spa?: boolean; files?: Record<string, string> }, run: (get: (p: string, h?: Record<string, string>) => Promise<Answer>) => Promise<void>) {
  const dir = makeDist();
  const server = http.createServer(createHandler({ dir, spa: options.spa ?? false, files: options.files ?? {} }));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (p: string, headers: Record<string, string> = {}) => rawGet(port, p, headers);
  try {
    await run(get);
  } finally {
    server.closeAllConnections();
    server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('a remote’s static server', () => {
  test('sends the brotli copy when accepted, gzip otherwise, the file itself without either', () =>
    withServer({}, async (get) => {
      const br = await get('/112.85b33b5a71.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers.vary).toBe('Accept-Encoding');
      const gz = await get('/112.85b33b5a71.js', { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const raw = await get('/112.85b33b5a71.js');
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body.toString()).toContain('console.log("chunk")');
      expect(br.body.length).toBeLessThan(raw.body.length);
    }));

  test('caches hashed chunks for good and revalidates the entry and manifest', () =>
    withServer({}, async (get) => {
      expect((await get('/112.85b33b5a71.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const entry = await get('/remoteEntry.js');
      expect(entry.headers['cache-control']).toBe('no-cache');
      expect(entry.headers.etag).toBeTruthy();
      expect((await get('/remoteEntry.js', { 'if-none-match': String(entry.headers.etag) })).status).toBe(304);
      expect((await get('/mf-manifest.json')).headers['cache-control']).toBe('no-cache');
    }));

  test('carries CORS, nosniff and a referrer policy; its own page may not be framed', () =>
    withServer({}, async (get) => {
      const res = await get('/mf-manifest.json');
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      const page = await get('/');
      expect(page.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }));
});

describe('the shell’s static server', () => {
  const runtime = () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'static-server-rt-')), 'remotes.json');
    writeFileSync(file, JSON.stringify({ apiBase: 'http://127.0.0.1:4000', remotes: { catalog: 'http://127.0.0.1:3001/mf-manifest.json' } }));
    return file;
  };

  test('its pages (deep links too) carry the CSP from remotes.json, compressed, and no CORS', () => {
    const file = runtime();
    return withServer({ spa: true, files: { '/remotes.json': file } }, async (get) => {
      for (const p of ['/', '/brand/titan-labs']) {
        const page = await get(p, { accept: 'text/html', 'accept-encoding': 'br' });
        expect(page.status).toBe(200);
        expect(page.headers['content-encoding']).toBe('br');
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toContain("script-src 'self' http://127.0.0.1:3001;");
        expect(csp).toContain("connect-src 'self' http://127.0.0.1:4000 http://127.0.0.1:3001;");
        expect(csp).toContain("frame-ancestors 'none'");
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers.link).toBe(
          '</remotes.json>; rel=preload; as=fetch; crossorigin, <http://127.0.0.1:3001/routes.json>; rel=preload; as=fetch; crossorigin, <http://127.0.0.1:4000>; rel=preconnect; crossorigin, <http://127.0.0.1:4000>; rel=preconnect, <http://127.0.0.1:3001>; rel=preconnect',
        );
        expect(page.headers['cache-control']).toBe('no-cache');
        expect(page.headers['access-control-allow-origin']).toBeUndefined();
      }
      const rt = await get('/remotes.json');
      expect(JSON.parse(rt.body.toString()).apiBase).toBe('http://127.0.0.1:4000');
      expect(rt.headers['cache-control']).toBe('no-cache');
      expect(rt.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  test('answers /robots.txt with the API’s sitemap address; a remote has none', async () => {
    await withServer({ spa: true, files: { '/remotes.json': runtime() } }, async (get) => {
      const robots = await get('/robots.txt', { accept: 'text/plain' });
      expect(robots.status).toBe(200);
      expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(robots.body.toString()).toBe('User-agent: *\nAllow: /\n\nSitemap: http://127.0.0.1:4000/sitemap.xml\n');
    });
    await withServer({}, async (get) => {
      expect((await get('/robots.txt', { accept: 'text/plain' })).status).toBe(404);
    });
  });

  test('robots.txt names the sitemap under the API’s path, and none without an API address', () => {
    expect(robotsTxt({ apiBase: 'https://example.com/api/' })).toContain('Sitemap: https://example.com/api/sitemap.xml\n');
    expect(robotsTxt({ apiBase: 'javascript:alert(1)' })).toBe('User-agent: *\nAllow: /\n');
    expect(robotsTxt(null)).toBe('User-agent: *\nAllow: /\n');
  });

  test('an unknown file is a 404, not the page', () =>
    withServer({ spa: true, files: { '/remotes.json': runtime() } }, async (get) => {
      expect((await get('/missing.0123456789.js', { accept: '*/*' })).status).toBe(404);
    }));
});
