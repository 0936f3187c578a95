/**
 * Security headers, computed once. helmet decides the headers; they depend only on its options
 * (no CSP nonces here), so they are computed at start-up and copied onto every answer instead of
 * running helmet's middleware chain per request (issue 9 item 6: per-request overhead).
 *
 * Call answers (/api/*) are JSON read by scripts: they carry the subset that matters for JSON
 * (nosniff, a CSP that forbids rendering, no framing, the cross-origin resource policy, HSTS in
 * production). Everything else (images, the sitemap, the badge script, health) carries helmet's
 * full set.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for `options`, lower-cased name → value. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  };
  let done = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet's middlewares are synchronous for static options; a nonce or a function directive would not be.
  if (!done) throw new Error('helmet did not finish synchronously: the headers cannot be precomputed');
  return headers;
}

const API_HEADER_NAMES = [
  'x-content-type-options',
  'content-security-policy',
  'x-frame-options',
  'cross-origin-resource-policy',
  'strict-transport-security',
  'referrer-policy',
];

export interface SecurityHeaders {
  /** helmet's full set (pages other than calls). */
  all: Record<string, string>;
  /** The subset sent with call answers (/api/*). */
  api: Record<string, string>;
}

export function securityHeaders(options: HelmetOptions): SecurityHeaders {
  const all = helmetHeaders(options);
  const api = Object.fromEntries(API_HEADER_NAMES.filter((name) => name in all).map((name) => [name, all[name]!]));
  return { all, api };
}
