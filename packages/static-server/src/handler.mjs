/**
 * The request handler of the static server (serve.mjs is its command line).
 *
 * - Files come from `dir`, looked up per request (a rebuilt dist is served without a restart); the
 *   build's precompressed copy (`x.js.br`, `x.js.gz`, see packages/mf-config) is sent when the
 *   request accepts that encoding, with `Vary: Accept-Encoding`.
 * - Cache-Control, security headers and CORS: headers.mjs.
 * - The shell's page requests get the route's first frame in the HTML (first-frame.mjs).
 * - The shell is the server that maps `/remotes.json` (its runtime file): its HTML carries the
 *   Content-Security-Policy built from that file, and it sends no CORS headers (only remote assets
 *   are fetched cross-origin), and a Link header of preload/preconnect hints from that file.
 *   It also answers `/robots.txt` (`robotsTxt`): every page may be crawled, and the sitemap is the
 *   API's `/sitemap.xml` (server/src/http/sitemap.ts) at the runtime file's `apiBase`.
 */
import fs from 'node:fs';
import path from 'node:path';
import sirv from 'sirv';
import {
  COMMON_HEADERS,
  CORS_HEADERS,
  STANDALONE_CONTENT_SECURITY_POLICY,
  cacheControlFor,
  shellContentSecurityPolicy,
  shellLinkHeader,
} from './headers.mjs';
import { RUNTIME_FILE } from '@ironscore/contract/src/runtimeConfig.mjs';
import { readRuntimeConfigFile } from '@ironscore/contract/src/runtimeConfig.node.mjs';
import { createFirstFrames } from './first-frame.mjs';
import { ENDPOINT as REQUEST_FRAME_ENDPOINT, createRequestFrames } from './request-frame.mjs';

const ROBOTS_FILE = '/robots.txt';

/** The shell's robots.txt: crawling allowed, the sitemap's absolute address (the API serves it). */
export function robotsTxt(config) {
  const lines = ['User-agent: *', 'Allow: /'];
  try {
    const api = new URL(String(config?.apiBase ?? ''));
    if (api.protocol === 'http:' || api.protocol === 'https:') lines.push('', `Sitemap: ${new URL('sitemap.xml', api.href.replace(/\/*$/, '/')).href}`);
  } catch {
    /* no API address: no sitemap line */
  }
  return `${lines.join('\n')}\n`;
}

/** True for a request path that is answered with an HTML page. */
const isHtmlPath = (pathname) => pathname.endsWith('/') || /\.html?$/.test(pathname);

/** The encoding of a precompressed copy the request accepts, best first. */
function acceptedEncodings(req) {
  const accept = String(req.headers['accept-encoding'] ?? '');
  const list = [];
  if (/\bbr\b/.test(accept)) list.push(['br', '.br']);
  if (/\bgzip\b/.test(accept)) list.push(['gzip', '.gz']);
  return list;
}

function decodeURIComponentSafe(value) {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * @param {{ dir: string, spa: boolean, files: Record<string,string>, render?: { file: string, configFile: string } | null }} options
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function createHandler({ dir, spa, files, render = null }) {
  const runtimeFile = files[RUNTIME_FILE];
  const isShell = Boolean(runtimeFile);
  const htmlHeaders = (res) => {
    res.setHeader('X-Frame-Options', 'DENY');
    if (!isShell) {
      res.setHeader('Content-Security-Policy', STANDALONE_CONTENT_SECURITY_POLICY);
      return;
    }
    // The runtime file is read per page, so a changed remotes.json changes the headers at once.
    const config = readRuntimeConfigFile(runtimeFile);
    res.setHeader('Content-Security-Policy', shellContentSecurityPolicy(config));
    res.setHeader('Link', shellLinkHeader(config));
  };

  const assets = sirv(dir, {
    dev: true, // look files up per request: a redeployed dist is picked up at once
    etag: true,
    dotfiles: false,
    brotli: true,
    gzip: true,
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', cacheControlFor(pathname));
      if (isHtmlPath(pathname)) htmlHeaders(res);
    },
  });
  const indexFile = path.join(dir, 'index.html');
  const firstFrames = isShell ? createFirstFrames({ dir }) : null;
  const requestFrames = render ? createRequestFrames(render) : null;
  requestFrames?.warm();

  /** An answer read at request time (no-cache, 200 unless `status`); `encoding` given: an HTML page in that encoding. */
  const sendBody = (req, res, body, contentType, { html = false, encoding = null, status = 200 } = {}) => {
    res.statusCode = status;
    res.setHeader('Content-Type', contentType);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Content-Length', body.length);
    if (html) {
      res.setHeader('Vary', 'Accept-Encoding');
      if (encoding) res.setHeader('Content-Encoding', encoding);
      htmlHeaders(res);
    }
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  /** The shell's page with the route's first frame; false when the route has none. */
  const sendFirstFrame = async (req, res, pathname, search) => {
    const page = await firstFrames.page(pathname, readRuntimeConfigFile(runtimeFile), search);
    if (!page) return false;
    const [encoding = null] = acceptedEncodings(req)[0] ?? [];
    const body = encoding === 'br' ? page.br : encoding === 'gzip' ? page.gz : page.html;
    sendBody(req, res, body, 'text/html; charset=utf-8', { html: true, encoding });
    return true;
  };

  /** Sends a file read at request time (a --file mapping or the SPA's index.html). */
  const sendFile = (req, res, file, contentType, { html = false } = {}) => {
    let body;
    let encoding = null;
    for (const [name, ext] of html ? acceptedEncodings(req) : []) {
      try {
        body = fs.readFileSync(file + ext);
        encoding = name;
        break;
      } catch {
        /* no precompressed copy */
      }
    }
    try {
      body ??= fs.readFileSync(file);
    } catch {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-cache');
      res.end('Not found');
      return;
    }
    sendBody(req, res, body, contentType, { html, encoding });
  };

  return (req, res) => {
    for (const [name, value] of Object.entries(COMMON_HEADERS)) res.setHeader(name, value);
    if (!isShell) for (const [name, value] of Object.entries(CORS_HEADERS)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.setHeader('Allow', 'GET, HEAD, OPTIONS');
      res.end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://x');
    const pathname = decodeURIComponentSafe(url.pathname);
    if (requestFrames && pathname === REQUEST_FRAME_ENDPOINT) {
      void requestFrames.answer(url.searchParams).then(({ status, body }) => sendBody(req, res, Buffer.from(body), 'application/json; charset=utf-8', { status }));
      return;
    }
    if (isShell && pathname === ROBOTS_FILE) {
      sendBody(req, res, Buffer.from(robotsTxt(readRuntimeConfigFile(runtimeFile))), 'text/plain; charset=utf-8');
      return;
    }
    const mapped = files[pathname];
    if (mapped) {
      sendFile(req, res, mapped, pathname.endsWith('.json') ? 'application/json; charset=utf-8' : 'application/octet-stream');
      return;
    }
    const wantsHtml = (req.headers.accept ?? '').includes('text/html');
    if (firstFrames && wantsHtml) {
      sendFirstFrame(req, res, pathname, url.search)
        .then((sent) => sent || serveAssets())
        .catch((error) => {
          console.error('ironscore-serve: first frame failed', error);
          serveAssets();
        });
      return;
    }
    serveAssets();

    function serveAssets() {
      assets(req, res, () => {
        if (spa && wantsHtml) {
          sendFile(req, res, indexFile, 'text/html; charset=utf-8', { html: true });
          return;
        }
        res.statusCode = 404;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end('Not found');
      });
    }
  };
}
