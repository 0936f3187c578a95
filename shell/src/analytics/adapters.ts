/**
 * Analytics adapters (spec/3 §2.2: each navigation is reported to analytics as a page view). The
 * deployment chooses one in /remotes.json `analytics`:
 *
 *   (absent) or { "provider": "first-party" }     → the API's collector, POST {apiBase}/analytics/page-view
 *   { "provider": "plausible", "domain": "ironscore.example", "endpoint"?: "https://plausible.io/api/event" }
 *   { "provider": "off" }                         → nothing is sent
 *
 * Sending never throws and never delays navigation (fire and forget, errors ignored). No
 * `keepalive`: the shell is a single page, nothing unloads, and Chromium never reports a keepalive
 * request as finished (the page would never reach network idle).
 */
import { apiHeaders, getApiConfig } from '@ironscore/api';
import { PLAUSIBLE_ENDPOINT, type AnalyticsConfig } from '@ironscore/contract';

// The `analytics` block is read with the rest of the file (packages/contract runtimeConfig.mjs).
export { parseAnalyticsConfig, PLAUSIBLE_ENDPOINT, type AnalyticsConfig } from '@ironscore/contract';

export interface PageView {
  /** Pathname and query of the page. */
  path: string;
  /** The previous page of the site, or the document's referrer on the first view; '' when none. */
  referrer: string;
}

export interface AnalyticsAdapter {
  pageView(view: PageView): void;
}

const MAX = 512;
const clip = (text: string) => text.slice(0, MAX);

type Send = (url: string, init: RequestInit) => Promise<unknown>;
const quietFetch: Send = (url, init) =>
  fetch(url, init)
    .then((response) => response.text())
    .catch(() => undefined);

/** The API's own collector, with the API key and the basic credentials of packages/api. */
export function firstPartyAdapter(send: Send = quietFetch): AnalyticsAdapter {
  return {
    pageView({ path, referrer }) {
      const base = getApiConfig().apiBase.replace(/\/+$/, '');
      if (!base) return;
      void send(`${base}/analytics/page-view`, {
        method: 'POST',
        headers: { ...apiHeaders(), 'content-type': 'application/json' },
        body: JSON.stringify({ path: clip(path), referrer: clip(referrer) }),
      });
    },
  };
}

/** Plausible's events API (a hosted collector; text/plain keeps the request free of a preflight). */
export function plausibleAdapter(domain: string, endpoint = PLAUSIBLE_ENDPOINT, send: Send = quietFetch): AnalyticsAdapter {
  return {
    pageView({ path, referrer }) {
      void send(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: JSON.stringify({ name: 'pageview', domain, url: `${window.location.origin}${path}`, referrer: referrer || null }),
      });
    },
  };
}

export function createAnalytics(config: AnalyticsConfig, send?: Send): AnalyticsAdapter {
  if (config.provider === 'off') return { pageView: () => undefined };
  if (config.provider === 'plausible') return plausibleAdapter(config.domain, config.endpoint, send);
  return firstPartyAdapter(send);
}
