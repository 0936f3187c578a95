/**
 * A small local website for tests of the screenshot service and the badge check: pages are set per
 * path (HTML, a redirect, any status). It listens on 127.0.0.1 on a free port; the tests allow
 * exactly its origin (`allow`) through the test-only SSRF allowance.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface LocalPage {
  status?: number;
  body?: string | Buffer;
  type?: string;
  headers?: Record<string, string>;
}

export interface LocalSite {
  origin: string;
  /** "127.0.0.1:port" for FetchPolicy.allowOrigins / SSRF_TEST_ALLOW. */
  allow: string;
  url(path?: string): string;
  set(path: string, page: LocalPage): void;
  /** Paths requested so far (newest last). */
  hits: string[];
  close(): Promise<void>;
}

export async function startLocalSite(pages: Record<string, LocalPage> = {}): Promise<LocalSite> {
  const table = new Map(Object.entries(pages));
  const hits: string[] = [];
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    hits.push(path);
    const page = table.get(path);
    if (!page) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    res.writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers });
    res.end(page.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    allow: `127.0.0.1:${port}`,
    url: (path = '/') => `${origin}${path}`,
    set: (path, page) => void table.set(path, page),
    hits,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
