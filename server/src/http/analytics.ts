/**
 * The first-party analytics collector (spec/3 §2.2 "each navigation is reported to analytics as a
 * page view"): `POST /analytics/page-view` with `{ path, referrer? }` as JSON, stores one row in
 * site_page_views. Not a call of the catalogue; it sits beside /api so it can be replaced by a
 * hosted collector (remotes.json `analytics`). Same API key (and basic credentials when
 * configured) as the calls; bounded input; limited per client address.
 */
import { createHash } from 'node:crypto';
import * as v from 'valibot';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER, MSG } from '@ironscore/contract';
import { sitePageViews } from '../db/schema';
import type { AppDeps } from '../app';
import { failEnvelope, sendEnvelope } from './envelope';
import { sameSecret } from './secrets';
import { hitLimit } from '../limits/store';

export const PAGE_VIEW_ROUTE = '/analytics/page-view';
/** Page views one client address may report per minute. */
export const PAGE_VIEWS_PER_MINUTE = 120;

const MAX = 512;
// No control characters; a path of the site starts with one slash.
const text = (max: number) => v.pipe(v.string(), v.maxLength(max), v.regex(/^\P{Cc}*$/u));
const pageViewSchema = v.object({
  path: v.pipe(text(MAX), v.regex(/^\/(?!\/)/)),
  referrer: v.optional(text(MAX), ''),
});

function visitorHash(request: FastifyRequest): string {
  return createHash('sha256').update(`ironscore-site-view:${request.ip}`).digest('hex').slice(0, 32);
}

export function registerAnalyticsRoutes(app: FastifyInstance, deps: Pick<AppDeps, 'db' | 'config'>): void {
  app.post(PAGE_VIEW_ROUTE, { bodyLimit: 4096 }, async (request, reply) => {
    const key = request.headers[API_KEY_HEADER];
    if (!sameSecret(typeof key === 'string' ? key.trim() : '', deps.config.apiKey)) {
      return sendEnvelope(reply, 401, failEnvelope(MSG.request.apiKeyRequired));
    }
    // Counted in PostgreSQL (src/limits/store.ts): one budget per address across API instances.
    if (!(await hitLimit(deps.db, `page-view:${request.ip}`, PAGE_VIEWS_PER_MINUTE, 60_000)).allowed) {
      return sendEnvelope(reply, 429, failEnvelope(MSG.request.pageViewsTooMany));
    }
    const parsed = v.safeParse(pageViewSchema, request.body);
    if (!parsed.success) return sendEnvelope(reply, 400, failEnvelope(MSG.request.pageViewInvalid));
    await deps.db.insert(sitePageViews).values({ ...parsed.output, visitor_hash: visitorHash(request) });
    return sendEnvelope(reply, 200, { status: true, message: '', data: null });
  });
}
