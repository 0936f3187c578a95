/**
 * Price feed imports (issue 25 item 3): fetch a source's feed through the SSRF-safe fetcher
 * (lib/ssrf.ts: public addresses only, redirects checked, PRICE_FEED.timeoutMs and maxBytes),
 * parse it (feed-parse.ts), apply it with its price-drop alerts (feed-import.ts) and store the report
 * on the feed.
 *
 * `importFeed` resolves with the report. A feed that cannot be fetched (network, timeout, 5xx)
 * throws `FeedFetchError` after storing a failed report, so a job queue retries it; a feed that
 * was fetched but is refused (too large, not CSV/JSON, too many rows, no columns) stores a failed
 * report and resolves — the same file would be refused again, so it waits for the next schedule.
 */
import { sql } from 'drizzle-orm';
import { MSG, PRICE_FEED, type PriceFeedReport } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/types';
import { FetchLimitError, safeFetch, type FetchPolicy } from '../lib/ssrf';
import { parseFeed } from './feed-parse';
import { importFeedRows } from './feed-import';

const P = MSG.sourcePrices;

export class FeedFetchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

export interface PriceFeedDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  /** SSRF policy overrides (tests: allowOrigins of a local site). */
  policy?: FetchPolicy;
  log?: { error(obj: unknown, msg?: string): void; info?(obj: unknown, msg?: string): void };
}

const emptyReport = (started: Date, error: string): PriceFeedReport => ({
  started_at: started.toISOString(),
  finished_at: new Date().toISOString(),
  status: 'failed',
  error,
  rows: 0,
  matched: 0,
  changed: 0,
  created: 0,
  unmatched_count: 0,
  refused_count: 0,
  unmatched: [],
  refused: [],
});

async function storeReport(db: Db, sourceId: number, report: PriceFeedReport): Promise<void> {
  await db.execute(sql`
    update source_price_feeds set last_report = ${JSON.stringify(report)}::jsonb, last_import_at = now(),
      next_import_at = now() + make_interval(mins => ${PRICE_FEED.intervalMinutes}), updated_date = now()
    where source_id = ${sourceId}`);
}

/** Why a fetch failed, for the report (no internals: the owner reads it). */
function fetchReason(err: unknown): string {
  if (err instanceof FetchLimitError) {
    if (/larger than|too large/.test(err.message)) return P.feedTooLarge(PRICE_FEED.maxBytes / 1024 / 1024);
    return P.feedFetchFailed(err.message.includes('timed out') ? `no answer within ${PRICE_FEED.timeoutMs / 1000} seconds` : err.message);
  }
  if (err instanceof Error && err.name === 'BlockedUrlError') return P.feedFetchFailed('this address cannot be reached from the internet');
  if (err instanceof Error && 'code' in err) return P.feedFetchFailed(`connection failed (${String((err as NodeJS.ErrnoException).code)})`);
  return P.feedFetchFailed('connection failed');
}

/** Imports the feed of `sourceId` now (nothing when the source has no feed). */
export async function importFeed(deps: PriceFeedDeps, sourceId: number): Promise<PriceFeedReport | null> {
  const [feed] = (
    await deps.db.execute<{ feed_url: string; feed_format: 'csv' | 'json'; status: number; approval: string | null; suspended: boolean }>(sql`
      select f.feed_url, f.feed_format, s.source_status::int as status, u.user_approval_status as approval, u.suspended_at is not null as suspended
      from source_price_feeds f join sources s on s.source_id = f.source_id left join users u on u.user_id = s.user_id
      where f.source_id = ${sourceId}`)
  ).rows;
  if (!feed) return null;
  const started = new Date();
  // The next scheduled import counts from now: the round does not queue this feed again while it runs.
  await deps.db.execute(sql`
    update source_price_feeds set next_import_at = now() + make_interval(mins => ${PRICE_FEED.intervalMinutes}) where source_id = ${sourceId}`);
  // Only an approved, published source changes its prices: the owner may have been rejected,
  // suspended or the source unpublished since the feed was saved (the calls check the same when saving).
  const refusal =
    feed.approval !== 'approved'
      ? feed.approval === 'rejected'
        ? MSG.auth.businessRejected
        : MSG.auth.businessAwaitingApproval
      : feed.suspended
        ? MSG.manage.accountSuspended
        : Number(feed.status) !== 1
          ? P.notPublished
          : null;
  if (refusal) {
    const report = emptyReport(started, refusal);
    await storeReport(deps.db, sourceId, report);
    return report;
  }
  let body: Buffer;
  try {
    const res = await safeFetch(
      feed.feed_url,
      { headers: { 'user-agent': 'IronScorePriceFeed/1.0', accept: feed.feed_format === 'csv' ? 'text/csv,text/plain,*/*;q=0.5' : 'application/json,*/*;q=0.5' } },
      { timeoutMs: PRICE_FEED.timeoutMs, maxBytes: PRICE_FEED.maxBytes, maxRedirects: 5, ...deps.policy },
    );
    if (res.status < 200 || res.status >= 300) {
      const report = emptyReport(started, P.feedHttpStatus(res.status));
      await storeReport(deps.db, sourceId, report);
      // a server error may pass; a 4xx is the owner's address
      if (res.status >= 500) throw new FeedFetchError(report.error);
      return report;
    }
    body = res.body;
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    const reason = fetchReason(err);
    await storeReport(deps.db, sourceId, emptyReport(started, reason));
    if (err instanceof FetchLimitError && /larger than|too large/.test(err.message)) return emptyReport(started, reason);
    throw new FeedFetchError(reason);
  }
  const parsed = parseFeed(body, feed.feed_format);
  if (!parsed.ok) {
    const report = emptyReport(started, parsed.error);
    await storeReport(deps.db, sourceId, report);
    return report;
  }
  const { report: counts } = await importFeedRows(deps, sourceId, parsed.rows);
  const report: PriceFeedReport = { started_at: started.toISOString(), finished_at: new Date().toISOString(), status: 'ok', error: '', ...counts };
  await storeReport(deps.db, sourceId, report);
  return report;
}

/** Sources whose feed is due (next_import_at passed), oldest first. */
export async function dueFeeds(db: Db, limit = 50): Promise<number[]> {
  const rows = await db.execute<{ source_id: number }>(sql`
    select source_id from source_price_feeds where next_import_at <= now() order by next_import_at limit ${limit}`);
  return rows.rows.map((r) => Number(r.source_id));
}
