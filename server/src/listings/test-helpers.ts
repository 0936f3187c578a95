/** Payloads of the business calls for server tests (real ids from the seeded database). */
import { sql } from 'drizzle-orm';
import type { TestApp } from '../test/harness';
import { pngFile } from '../test/fixtures';

async function firstIds(t: TestApp, query: string, n: number): Promise<number[]> {
  const r = await t.pool.query<{ id: number }>(`${query} limit ${n}`);
  return r.rows.map((x) => x.id);
}

/** Reference ids a setup needs: countries (two lists), payment methods, a source category, a country name, a published source (an official seller). */
export async function setupRefs(t: TestApp) {
  const countries = await firstIds(t, 'select country_id as id from countries order by country_id', 6);
  const payments = await firstIds(t, 'select payment_method_id as id from payment_methods order by payment_method_id', 2);
  const [category] = await firstIds(t, 'select category_id as id from source_categories order by category_id', 1);
  const country = (await t.pool.query<{ name: string }>('select country_name as name from countries order by country_id limit 1')).rows[0]!.name;
  const sellers = await firstIds(t, 'select source_id as id from sources where source_status = 1 order by source_id', 1);
  return { ship: countries.slice(0, 3), cannotShip: countries.slice(3, 6), payments, category: category!, country, sellers };
}

/** A complete source setup (wizard: empty website and e-mail) with new images. */
export async function sourceSetupPayload(t: TestApp, over: Record<string, unknown> = {}) {
  const r = await setupRefs(t);
  return {
    source_main_logo: await pngFile(200, 200, 'logo.png'),
    source_site_logo_file: await pngFile(512, 512, 'site.png'),
    payment_methods: JSON.stringify(r.payments),
    continents_can_ship: JSON.stringify(r.ship),
    continents_cannot_ship: JSON.stringify(r.cannotShip),
    source_category: r.category,
    source_country: r.country,
    source_since: '2015',
    source_delivery_time: '3 - 6 Days',
    source_description: '<p>We sell <b>quality</b> supplements.</p>',
    source_website: '',
    source_email: '',
    ...over,
  };
}

export async function brandSetupPayload(t: TestApp, over: Record<string, unknown> = {}) {
  const r = await setupRefs(t);
  return {
    brand_main_logo: await pngFile(200, 200, 'logo.png'),
    brand_site_logo_file: await pngFile(512, 512, 'site.png'),
    continents_can_ship: JSON.stringify(r.ship),
    continents_cannot_ship: JSON.stringify(r.cannotShip),
    brand_offical_resellers: JSON.stringify(r.sellers),
    brand_country: r.country,
    brand_since: '2012',
    brand_description: '<p>Lab-tested products.</p>',
    brand_website: '',
    brand_email: '',
    ...over,
  };
}

/** The newest submission of a listing. */
export async function latestSubmission(t: TestApp, type: 'source' | 'brand', listingId: number) {
  const r = await t.db.execute<{ submission_id: number; kind: string; status: string }>(sql`
    select submission_id, kind, status from listing_submissions where business_type = ${type} and business_id = ${listingId}
    order by submission_id desc limit 1`);
  return r.rows[0] ?? null;
}
