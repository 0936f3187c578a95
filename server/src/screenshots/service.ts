/**
 * Screenshots of business sites (Get_SiteScreenshot, setup wizard step 2): Debian's chromium driven
 * by playwright-core.
 *
 * - One browser, started on first use and reused (restarted if it dies; closed after 5 idle
 *   minutes); every screenshot gets a fresh browser context (no cookies shared between sites).
 * - Bounded: `concurrency` pages at once, at most `maxQueued` waiting (others are refused at
 *   once), a time budget per screenshot, a request count and byte budget per page.
 * - SSRF-safe: every request the page makes (the document, redirects, subresources) is intercepted
 *   and fetched by the server through lib/ssrf (scheme check, every resolved address public,
 *   pinned connection), then fulfilled; anything else is aborted. Service workers are blocked, and
 *   the browser's own network goes to a dead proxy, so a request that escapes interception (a
 *   WebSocket, a prefetch) cannot reach anything either. WebRTC may use no UDP outside that proxy
 *   (--webrtc-ip-handling-policy=disable_non_proxied_udp): no STUN, TURN or ICE check leaves.
 */
import { chromium, type Browser, type BrowserContext, type Route } from 'playwright-core';
import { BlockedUrlError, checkUrl, safeRequest, type FetchPolicy } from '../lib/ssrf';

export interface ScreenshotOptions {
  executablePath: string;
  /** Pages rendered at once. */
  concurrency?: number;
  /** Screenshots waiting for a page; more are refused (busy). */
  maxQueued?: number;
  /** Whole screenshot (navigation, settle, capture), ms. */
  timeoutMs?: number;
  /** Requests one page may make. */
  maxRequests?: number;
  /** Bytes one page may load in total. */
  maxPageBytes?: number;
  /** Largest single response. */
  maxResponseBytes?: number;
  viewport?: { width: number; height: number };
  /** Close the browser after this long without work, ms. */
  idleCloseMs?: number;
  policy?: Pick<FetchPolicy, 'allowOrigins'>;
  log?: (message: string) => void;
}

export type ScreenshotResult =
  | { ok: true; image: Buffer; blocked: string[]; ms: number }
  | { ok: false; reason: string; blocked: string[]; busy?: boolean };

const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-extensions',
  '--mute-audio',
  '--hide-scrollbars',
  // Nothing leaves the browser by itself: its network goes to a closed local port (loopback too).
  '--proxy-server=socks5://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--disable-features=DnsOverHttps,NetworkPrediction',
  // WebRTC: no UDP that does not go through the (dead) proxy, so a page's STUN/TURN requests and
  // ICE connectivity checks reach nothing; TCP candidates go to the proxy like everything else.
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/** Request headers passed on to the site (no hop-by-hop or browser-internal ones). */
const FORWARDED_HEADERS = new Set(['accept', 'accept-language', 'content-type', 'cookie', 'referer', 'user-agent', 'origin', 'range', 'if-none-match', 'if-modified-since']);
/** Response headers not handed back to the browser (the body is already decoded and complete). */
const DROPPED_RESPONSE_HEADERS = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive', 'content-security-policy-report-only']);

export class ScreenshotService {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: Array<() => void> = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private readonly o: Required<Omit<ScreenshotOptions, 'policy' | 'log'>> & Pick<ScreenshotOptions, 'policy' | 'log'>;

  constructor(options: ScreenshotOptions) {
    this.o = {
      concurrency: 2,
      maxQueued: 8,
      timeoutMs: 25_000,
      maxRequests: 300,
      maxPageBytes: 30 * 1024 * 1024,
      maxResponseBytes: 8 * 1024 * 1024,
      viewport: { width: 1280, height: 800 },
      idleCloseMs: 5 * 60_000,
      ...options,
    };
  }

  /** Pages rendering now and screenshots waiting. */
  stats() {
    return { active: this.active, queued: this.waiting.length, browser: this.browser !== null };
  }

  private async getBrowser(): Promise<Browser> {
    if (!this.browser) {
      this.browser = chromium
        .launch({ executablePath: this.o.executablePath, args: LAUNCH_ARGS, headless: true, timeout: 30_000 })
        .then((b) => {
          b.on('disconnected', () => {
            this.browser = null;
          });
          return b;
        });
      this.browser.catch(() => {
        this.browser = null;
      });
    }
    return this.browser;
  }

  private async slot(): Promise<boolean> {
    if (this.active < this.o.concurrency) {
      this.active++;
      return true;
    }
    if (this.waiting.length >= this.o.maxQueued) return false;
    await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.active++;
    return true;
  }

  private release(): void {
    this.active--;
    const next = this.waiting.shift();
    if (next) next();
    else if (this.active === 0) this.scheduleIdleClose();
  }

  private scheduleIdleClose(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => {
      if (this.active === 0 && this.browser) void this.closeBrowser();
    }, this.o.idleCloseMs);
    this.idleTimer.unref();
  }

  private async closeBrowser(): Promise<void> {
    const b = this.browser;
    this.browser = null;
    if (b) await (await b.catch(() => null))?.close().catch(() => undefined);
  }

  /** Renders `url` and returns a PNG of the viewport, or why not. */
  async capture(url: string): Promise<ScreenshotResult> {
    const blocked: string[] = [];
    if (this.closed) return { ok: false, reason: 'service closed', blocked };
    const policy = this.o.policy ?? {};
    try {
      await checkUrl(url, policy);
    } catch (err) {
      blocked.push(url);
      return { ok: false, reason: (err as Error).message, blocked };
    }
    if (!(await this.slot())) return { ok: false, reason: 'busy', blocked, busy: true };
    if (this.idleTimer) clearTimeout(this.idleTimer);
    const started = Date.now();
    let context: BrowserContext | null = null;
    let timer: NodeJS.Timeout | undefined;
    try {
      const browser = await this.getBrowser();
      context = await browser.newContext({
        viewport: this.o.viewport,
        serviceWorkers: 'block',
        acceptDownloads: false,
        javaScriptEnabled: true,
        ignoreHTTPSErrors: false,
      });
      const budget = { requests: 0, bytes: 0 };
      const deadline = started + this.o.timeoutMs;
      await context.route('**/*', (route) => this.handle(route, policy, budget, blocked, deadline));
      const page = await context.newPage();
      const work = (async () => {
        const response = await page.goto(url, { waitUntil: 'load', timeout: Math.max(1_000, deadline - Date.now() - 3_000) });
        if (!response) throw new Error('no response');
        if (response.status() >= 400) throw new Error(`the site answered ${response.status()}`);
        // Let late content settle briefly (bounded).
        await page.waitForLoadState('networkidle', { timeout: Math.min(2_000, Math.max(0, deadline - Date.now() - 2_500)) }).catch(() => undefined);
        return page.screenshot({ type: 'png', timeout: Math.max(1_000, deadline - Date.now()) });
      })();
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`timed out after ${this.o.timeoutMs} ms`)), this.o.timeoutMs);
      });
      const image = await Promise.race([work, timeout]);
      return { ok: true, image, blocked, ms: Date.now() - started };
    } catch (err) {
      return { ok: false, reason: (err as Error).message.split('\n')[0]!, blocked };
    } finally {
      clearTimeout(timer);
      await context?.close().catch(() => undefined);
      this.release();
    }
  }

  /** Every request of the page: fetched by the server under the SSRF policy, or aborted. */
  private async handle(
    route: Route,
    policy: FetchPolicy,
    budget: { requests: number; bytes: number },
    blocked: string[],
    deadline: number,
  ): Promise<void> {
    const request = route.request();
    const target = request.url();
    if (!/^https?:/i.test(target)) {
      blocked.push(target);
      return route.abort('blockedbyclient').catch(() => undefined);
    }
    budget.requests += 1;
    const left = deadline - Date.now();
    if (budget.requests > this.o.maxRequests || budget.bytes > this.o.maxPageBytes || left <= 0) {
      return route.abort('blockedbyclient').catch(() => undefined);
    }
    try {
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(await request.allHeaders())) if (FORWARDED_HEADERS.has(k.toLowerCase())) headers[k] = v;
      // Redirects are followed here, each hop checked (a redirect fulfilled to the browser would be
      // followed by the browser itself, outside interception).
      let res = await safeRequest(target, { method: request.method(), headers, body: request.postDataBuffer() }, { ...policy, timeoutMs: Math.min(left, 15_000), maxBytes: this.o.maxResponseBytes });
      for (let hop = 0; res.status >= 300 && res.status < 400 && res.headers.location; hop++) {
        if (hop >= 5 || Date.now() >= deadline) throw new Error('too many redirects');
        const next = new URL(String(res.headers.location), res.url).href;
        const keep = res.status === 307 || res.status === 308;
        res = await safeRequest(
          next,
          { method: keep ? request.method() : 'GET', headers, body: keep ? request.postDataBuffer() : null },
          { ...policy, timeoutMs: Math.min(deadline - Date.now(), 15_000), maxBytes: this.o.maxResponseBytes },
        );
      }
      if (res.url !== target && /text\/html/i.test(String(res.headers['content-type'] ?? ''))) {
        // Relative links of a redirected document resolve against where it really came from.
        const base = `<base href="${res.url.replace(/"/g, '%22')}">`;
        const html = res.body.toString('utf8');
        res = { ...res, body: Buffer.from(/<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (m) => m + base) : base + html) };
      }
      budget.bytes += res.body.length;
      const out: Record<string, string> = {};
      for (const [k, v] of Object.entries(res.headers)) {
        if (v === undefined || DROPPED_RESPONSE_HEADERS.has(k)) continue;
        out[k] = Array.isArray(v) ? v.join(k === 'set-cookie' ? '\n' : ', ') : String(v);
      }
      await route.fulfill({ status: res.status, headers: out, body: res.body });
    } catch (err) {
      if (err instanceof BlockedUrlError) blocked.push(target);
      await route.abort(err instanceof BlockedUrlError ? 'blockedbyclient' : 'failed').catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.closeBrowser();
  }
}
