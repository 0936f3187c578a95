/**
 * Landed price (issue 25 item 5): for a signed-in member whose "live in" country is set, the offers
 * of a product are ranked by price + shipping fee, and the sources that do not ship to that country
 * come last. A source does not ship to a country when the country is one of its restricted
 * countries, or when it lists delivery countries and that country is not one of them (a source
 * without delivery countries ships everywhere it does not restrict).
 */
import { sql } from 'drizzle-orm';
import type { PriceOffer } from '@ironscore/contract';
import type { Executor } from '../db/executor';

/** The member's "live in" country (read fresh: the token carries sign-in time values), or null. */
export async function memberCountry(db: Executor, userId: number): Promise<{ country_id: number; country_name: string } | null> {
  const { rows } = await db.execute<{ country_id: number; country_name: string }>(sql`
    SELECT c.country_id, c.country_name FROM users u JOIN countries c ON c.country_name = u.user_live_in
    WHERE u.user_id = ${userId} AND u.user_type = 'member' AND u.user_live_in <> '' LIMIT 1`);
  return rows[0] ?? null;
}

/** The sources among `sourceIds` that do not ship to the country. */
export async function sourcesNotShippingTo(db: Executor, countryId: number, sourceIds: readonly number[]): Promise<Set<number>> {
  if (!sourceIds.length) return new Set();
  const { rows } = await db.execute<{ source_id: number }>(sql`
    SELECT s.source_id FROM unnest(${sql.param([...sourceIds])}::int[]) AS s(source_id)
    WHERE EXISTS (SELECT 1 FROM source_restricted_countries r WHERE r.source_id = s.source_id AND r.country_id = ${countryId})
       OR (EXISTS (SELECT 1 FROM source_delivery_countries d WHERE d.source_id = s.source_id)
           AND NOT EXISTS (SELECT 1 FROM source_delivery_countries d WHERE d.source_id = s.source_id AND d.country_id = ${countryId}))`);
  return new Set(rows.map((r) => r.source_id));
}

const landed = (o: PriceOffer) => Math.round((o.sale_price + o.shipping_fee) * 100);

/** Sorts in place: shipping sources by price + shipping (then price), the others after them the same way. */
export function rankByLandedPrice(offers: PriceOffer[]): PriceOffer[] {
  return offers.sort(
    (a, b) =>
      Number(a.ships_to_member === false) - Number(b.ships_to_member === false) ||
      landed(a) - landed(b) ||
      a.sale_price - b.sale_price,
  );
}
