/**
 * Fetching user-supplied URLs without reaching the inside of the network (SSRF): site screenshots
 * and badge checks fetch a business's website.
 *
 * - Only http: and https: URLs, without user:password.
 * - The host is resolved and EVERY address checked: only public unicast addresses pass (ipaddr.js
 *   ranges: loopback, private, link-local incl. 169.254.0.0/16 and the cloud metadata address,
 *   carrier-grade NAT, multicast, reserved, unspecified; IPv6 ::1, fc00::/7, fe80::/10, mapped
 *   private IPv4, IPv4-compatible ::/96, NAT64, 6to4, Teredo, documentation … all refused).
 * - The connection uses the checked addresses (the check runs inside the socket's lookup), so a
 *   DNS answer that changes between check and connect (rebinding) is checked again.
 * - Redirects are followed by hand, each hop checked the same way; time and size are bounded.
 *
 * Tests reach a local test site through `allowOrigins` (host:port pairs, config SSRF_TEST_ALLOW),
 * which the configuration refuses in production.
 */
import dns from 'node:dns';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import net, { type LookupFunction } from 'node:net';
import zlib from 'node:zlib';
import ipaddr from 'ipaddr.js';

export interface FetchPolicy {
  /** Origins ("host:port", lower-case) that may be private: tests only. */
  allowOrigins?: readonly string[];
  /** Whole request (all redirects) in ms. */
  timeoutMs?: number;
  /** Largest body (after decompression). */
  maxBytes?: number;
  maxRedirects?: number;
}

export class BlockedUrlError extends Error {
  readonly code = 'EBLOCKED';
  constructor(
    readonly url: string,
    reason: string,
  ) {
    super(`Refused ${url}: ${reason}`);
    this.name = 'BlockedUrlError';
  }
}

export class FetchLimitError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FetchLimitError';
  }
}

/**
 * True only for a public unicast address (IPv4 or IPv6, in the standard notation). An IPv4-mapped
 * IPv6 address (::ffff:a.b.c.d) counts as its IPv4; the IPv4-compatible block ::/96 (deprecated,
 * RFC 4291: [::127.0.0.1], [::a9fe:a9fe]) is refused whole, like NAT64 (64:ff9b::/96,
 * 64:ff9b:1::/48), 6to4 (2002::/16), Teredo and the other special ranges of ipaddr.js.
 */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const family = net.isIP(plain);
  if (family === 4) return ipaddr.IPv4.parse(plain).range() === 'unicast';
  if (family !== 6) return false;
  // Node's URL parser normalises the text first: ipaddr.js reads "::a.b.c.d" as ::ffff:a.b.c.d.
  const ip = ipaddr.IPv6.parse(new URL(`http://[${plain}]/`).hostname.slice(1, -1));
  if (ip.toByteArray().slice(0, 12).every((b) => b === 0)) return false; // ::/96, :: and ::1 included
  if (ip.isIPv4MappedAddress()) return ip.toIPv4Address().range() === 'unicast';
  return ip.range() === 'unicast';
}

const originOf = (url: URL) => `${url.hostname.toLowerCase()}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;

function isAllowed(url: URL, policy: FetchPolicy): boolean {
  return !!policy.allowOrigins?.length && policy.allowOrigins.includes(originOf(url));
}

/** Parses and checks a URL's scheme and credentials (no network). */
export function parseFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrlError(raw, 'not a URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new BlockedUrlError(raw, `scheme ${url.protocol} is not allowed`);
  if (url.username || url.password) throw new BlockedUrlError(raw, 'credentials in the URL');
  return url;
}

const bareHost = (url: URL) => url.hostname.replace(/^\[|\]$/g, '');

/** The socket lookup that refuses a host unless every address it resolves to is public. */
function guardedLookup(url: string): LookupFunction {
  return ((hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err);
      const list = addresses as dns.LookupAddress[];
      const bad = list.find((a) => !isPublicAddress(a.address));
      if (!list.length || bad) return callback(new BlockedUrlError(url, `${hostname} resolves to ${bad?.address ?? 'nothing'}`));
      if (options.all) return callback(null, list);
      return callback(null, list[0]!.address, list[0]!.family);
    });
  }) as LookupFunction;
}

/**
 * Checks a URL before any connection: scheme, then the host's addresses (resolved here). Returns the
 * parsed URL. Allowed test origins skip the address check.
 */
export async function checkUrl(raw: string, policy: FetchPolicy = {}): Promise<URL> {
  const url = parseFetchUrl(raw);
  if (isAllowed(url, policy)) return url;
  const host = bareHost(url);
  if (net.isIP(host)) {
    if (!isPublicAddress(host)) throw new BlockedUrlError(raw, `${host} is not a public address`);
    return url;
  }
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch (err) {
    throw new BlockedUrlError(raw, `${host} does not resolve (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
  }
  const bad = addresses.find((a) => !isPublicAddress(a.address));
  if (!addresses.length || bad) throw new BlockedUrlError(raw, `${host} resolves to ${bad?.address ?? 'nothing'}`);
  return url;
}

export interface SafeResponse {
  url: string;
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface SafeRequestInit {
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer | null;
  /** Abort signal of the caller. */
  signal?: AbortSignal;
}

const DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 5 };

function decoder(encoding: string | undefined): NodeJS.ReadWriteStream | null {
  switch ((encoding ?? '').trim().toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/** One request, no redirects followed: the answer as it is (3xx included), body bounded and decompressed. */
export async function safeRequest(raw: string, init: SafeRequestInit = {}, policy: FetchPolicy = {}): Promise<SafeResponse> {
  const { timeoutMs, maxBytes } = { ...DEFAULTS, ...policy };
  const url = await checkUrl(raw, policy);
  const allowed = isAllowed(url, policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<SafeResponse>((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, value?: SafeResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
      if (err) {
        req.destroy();
        reject(err);
      } else resolve(value!);
    };
    const timer = setTimeout(() => finish(new FetchLimitError(`timed out after ${timeoutMs} ms`)), timeoutMs);
    const onAbort = () => finish(new FetchLimitError('aborted'));
    init.signal?.addEventListener('abort', onAbort);
    const req = client.request(
      url,
      {
        method: init.method ?? 'GET',
        headers: { 'accept-encoding': 'gzip, deflate, br', ...init.headers },
        agent: false,
        ...(allowed ? {} : { lookup: guardedLookup(raw) }),
      },
      (res) => {
        const declared = Number(res.headers['content-length'] ?? 0);
        if (declared > maxBytes * 4) return finish(new FetchLimitError(`response too large (${declared} bytes)`));
        const decode = decoder(res.headers['content-encoding']);
        const stream = decode ? res.pipe(decode) : res;
        const chunks: Buffer[] = [];
        let size = 0;
        stream.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return finish(new FetchLimitError(`response larger than ${maxBytes} bytes`));
          chunks.push(chunk);
        });
        stream.on('end', () => {
          const headers = { ...res.headers };
          if (decode) delete headers['content-encoding'];
          delete headers['content-length'];
          finish(null, { url: url.href, status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
        });
        stream.on('error', (err: Error) => finish(err));
        res.on('error', (err: Error) => finish(err));
      },
    );
    req.on('error', (err) => finish(err instanceof BlockedUrlError ? err : (err as Error)));
    if (init.body && init.body.length) req.write(init.body);
    req.end();
  });
}

/** GET with redirects followed (each hop checked), within one time budget. */
export async function safeFetch(raw: string, init: Omit<SafeRequestInit, 'method' | 'body'> = {}, policy: FetchPolicy = {}): Promise<SafeResponse> {
  const { timeoutMs, maxRedirects } = { ...DEFAULTS, ...policy };
  const deadline = Date.now() + timeoutMs;
  let current = raw;
  for (let hop = 0; ; hop++) {
    const left = deadline - Date.now();
    if (left <= 0) throw new FetchLimitError(`timed out after ${timeoutMs} ms`);
    const res = await safeRequest(current, init, { ...policy, timeoutMs: left });
    const location = res.headers.location;
    if (res.status >= 300 && res.status < 400 && location) {
      if (hop >= maxRedirects) throw new FetchLimitError(`more than ${maxRedirects} redirects`);
      current = new URL(location, current).href;
      continue;
    }
    return res;
  }
}
