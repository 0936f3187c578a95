/**
 * Automatic verification (spec/3 §1, §4): a listing is verified (verification status 1) while its
 * badge is on its own website, and loses it as soon as a check finds the page without the badge.
 *
 * A check fetches the listing's website through lib/ssrf (public addresses only, redirects checked,
 * 10 s, 2 MB) and looks for the badge by the listing's hash: the marker attribute of badgeSnippet()
 * or the badge script's path. The result is written to badge_checks; the status changes only on a
 * page that loaded (2xx). A site that cannot be reached keeps its status (a hiccup must not
 * unverify a business) and the error is recorded.
 *
 * When: right after a setup or account edit is saved, and on a schedule — every round the
 * listings checked longest ago (set-up listings with a website). Both are jobs of the job queue
 * (badges/jobs.ts), so they run once across API instances and survive restarts.
 */
import { sql } from 'drizzle-orm';
import { BADGE_MARKER_ATTRIBUTE } from '@ironscore/contract';
import type { Db } from '../db/client';
import { safeFetch, type FetchPolicy } from '../lib/ssrf';
import { listingTables, setColumn, type BusinessType } from '../listings/tables';

export interface BadgeCheckResult {
  /** null: the page could not be loaded (status unchanged). */
  found: boolean | null;
  verification_status: number;
  error?: string;
}

/** Whether an HTML page carries the badge of `hash`. */
export function pageHasBadge(html: string, hash: string): boolean {
  const h = hash.replace(/[^a-f0-9]/gi, '');
  if (!h) return false;
  const marker = new RegExp(`${BADGE_MARKER_ATTRIBUTE}\\s*=\\s*["']?${h}["'\\s>/]`, 'i');
  return marker.test(html) || html.includes(`/badge/${h}/`);
}

/** Checks one listing's website now and stores the result. */
export async function checkListingBadge(db: Db, type: BusinessType, listingId: number, policy: FetchPolicy = {}): Promise<BadgeCheckResult> {
  const t = listingTables(type);
  const [listing] = (
    await db.execute<{ website: string; hash: string; status: number }>(sql`
      select ${t.website} as website, ${t.badge_hash} as hash, ${t.verification_status}::int as status
      from ${t.from} where ${t.id} = ${listingId}`)
  ).rows;
  if (!listing) return { found: null, verification_status: 0, error: 'no listing' };
  let found: boolean | null = null;
  let error: string | undefined;
  if (!listing.website) {
    found = false;
    error = 'no website';
  } else {
    try {
      const res = await safeFetch(listing.website, { headers: { 'user-agent': 'IronScoreBadgeCheck/1.0', accept: 'text/html,*/*;q=0.5' } }, {
        timeoutMs: 10_000,
        maxBytes: 2 * 1024 * 1024,
        maxRedirects: 5,
        ...policy,
      });
      if (res.status >= 200 && res.status < 300) found = pageHasBadge(res.body.toString('utf8'), listing.hash);
      else error = `the site answered ${res.status}`;
    } catch (err) {
      error = (err as Error).message.slice(0, 300);
    }
  }
  const next = found === null ? listing.status : found ? 1 : 0;
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${t.table} set ${setColumn(t.verification_status)} = ${next}, ${setColumn(t.badge_checked_at)} = now()
      where ${t.id} = ${listingId}`);
    await tx.execute(sql`
      insert into badge_checks (business_type, business_id, checked_url, found, error)
      values (${type}, ${listingId}, ${listing.website.slice(0, 500)}, ${found ? 1 : 0}, ${error ?? null})`);
  });
  return { found, verification_status: next, ...(error ? { error } : {}) };
}

/** The `batch` set-up listings with a website whose badge was checked longest ago (never first). */
export async function listingsDueForCheck(db: Db, batch: number): Promise<Array<{ type: BusinessType; id: number }>> {
  const rows = (
    await db.execute<{ type: BusinessType; id: number }>(sql`
      (select 'source' as type, source_id as id, badge_checked_at from sources
        where source_setup_status = 1 and source_website <> '' order by badge_checked_at nulls first limit ${batch})
      union all
      (select 'brand', brand_id, badge_checked_at from brands
        where brand_setup_status = 1 and brand_website <> '' order by badge_checked_at nulls first limit ${batch})
      order by badge_checked_at nulls first limit ${batch}`)
  ).rows;
  return rows.map((r) => ({ type: r.type, id: r.id }));
}
