/**
 * Price alert calls (issue 25 item 4): members' price watches (/profile/price-alerts, "Watch
 * price" on the product page). Verified members only, PRICE_WATCH_LIMIT per member (counted under a
 * lock of the member's row, so concurrent requests cannot pass it), one watch per member and
 * product. The alerts themselves are sent after offer changes (src/prices/alerts.ts).
 */
import { sql } from 'drizzle-orm';
import { MSG, PRICE_WATCH_LIMIT, type PriceWatch } from '@ironscore/contract';
import type { Executor } from '../db/executor';
import { iso } from './catalog-lib/format';
import { CallFailure, fail, ok, type CallContext, type Handler } from './types';

const A = MSG.priceAlerts;

// ================================================================== price watches

/** A watch's row as the query returns it: the watch's text fields as they are, prices as numeric text, dates as read. */
type WatchDb = Pick<PriceWatch, 'watch_id' | 'product_id' | 'product_name' | 'product_slug_url' | 'product_image' | 'brand_name' | 'brand_slug_url' | 'paused' | 'unread'> & {
  target_price: string;
  cheapest_price: string | null;
  cheapest_source_name: string | null;
  last_alert_price: string | null;
  last_alert_at: Date | string | null;
  created_date: Date | string;
};

const toWatch = (r: WatchDb): PriceWatch => ({
  watch_id: Number(r.watch_id),
  product_id: Number(r.product_id),
  product_name: r.product_name,
  product_slug_url: r.product_slug_url,
  product_image: r.product_image,
  brand_name: r.brand_name,
  brand_slug_url: r.brand_slug_url,
  target_price: Number(r.target_price),
  paused: Boolean(r.paused),
  unread: Boolean(r.unread),
  cheapest_price: r.cheapest_price === null ? null : Number(r.cheapest_price),
  cheapest_source_name: r.cheapest_source_name ?? '',
  last_alert_price: r.last_alert_price === null ? null : Number(r.last_alert_price),
  last_alert_date: r.last_alert_at ? iso(r.last_alert_at) : null,
  created_date: iso(r.created_date),
});

/** The member's watches (all, one product's, or one watch), with the cheapest in-stock offer now. */
async function watchesOf(db: Executor, userId: number, filter: { productId?: number; watchId?: number } = {}): Promise<PriceWatch[]> {
  const rows = await db.execute<WatchDb & Record<string, unknown>>(sql`
    select w.watch_id, w.product_id, p.product_name, p.product_slug_url, p.product_image, b.brand_name, b.brand_slug_url,
      w.target_price, w.paused, w.unread, c.sale_price as cheapest_price, c.source_name as cheapest_source_name,
      w.last_alert_price, w.last_alert_at, w.created_date
    from price_watches w
    join products p on p.product_id = w.product_id
    join brands b on b.brand_id = p.brand_id
    left join lateral (
      select o.sale_price, s.source_name from price_offers o join sources s on s.source_id = o.source_id
      where o.product_id = w.product_id and o.stock_status = 1 and s.source_status = 1
      order by o.sale_price asc, o.offer_id asc limit 1
    ) c on true
    where w.user_id = ${userId}
      ${filter.productId ? sql`and w.product_id = ${filter.productId}` : sql``}
      ${filter.watchId ? sql`and w.watch_id = ${filter.watchId}` : sql``}
    order by w.unread desc, w.created_date desc, w.watch_id desc`);
  return rows.rows.map(toWatch);
}

/** A signed-in member (watches are a member feature). */
function requireMember(ctx: { requireUser: CallContext<'Get_PriceWatches'>['requireUser'] }): number {
  const me = ctx.requireUser();
  if (me.user_type !== 'member') throw new CallFailure(A.watchOnlyMembers);
  return me.user_id;
}

export const Get_PriceWatches: Handler<'Get_PriceWatches'> = async (ctx) => {
  const userId = requireMember(ctx);
  return ok(await watchesOf(ctx.db, userId, { productId: ctx.payload.product_id || undefined }));
};

export const Set_PriceWatch: Handler<'Set_PriceWatch'> = async (ctx) => {
  const userId = requireMember(ctx);
  const { db, payload } = ctx;
  const result = await db.transaction(async (tx) => {
    // the member's row, locked: concurrent watch requests of one member are counted one after another
    const [me] = (await tx.execute<{ verified: number }>(sql`select user_verification_status::int as verified from users where user_id = ${userId} for update`)).rows;
    if (!me || Number(me.verified) !== 1) return A.watchOnlyVerified;
    const [product] = (await tx.execute(sql`select 1 from products where product_id = ${payload.product_id} and product_status = 1`)).rows;
    if (!product) return A.watchProductNotFound;
    const [count] = (
      await tx.execute<{ n: number; mine: number }>(sql`
        select count(*)::int as n, count(*) filter (where product_id = ${payload.product_id})::int as mine from price_watches where user_id = ${userId}`)
    ).rows;
    if (Number(count?.mine ?? 0) === 0 && Number(count?.n ?? 0) >= PRICE_WATCH_LIMIT) return A.watchLimit(PRICE_WATCH_LIMIT);
    await tx.execute(sql`
      insert into price_watches (user_id, product_id, target_price, paused)
      values (${userId}, ${payload.product_id}, ${payload.target_price}, ${payload.paused})
      on conflict (user_id, product_id) do update set target_price = excluded.target_price, paused = excluded.paused, updated_date = now()`);
    return null;
  });
  if (result) return fail(result);
  const [watch] = await watchesOf(db, userId, { productId: payload.product_id });
  return ok(watch!, { message: A.watchSaved });
};

export const Set_PriceWatchPause: Handler<'Set_PriceWatchPause'> = async (ctx) => {
  const userId = requireMember(ctx);
  const updated = await ctx.db.execute(sql`
    update price_watches set paused = ${ctx.payload.paused}, updated_date = now() where watch_id = ${ctx.payload.watch_id} and user_id = ${userId} returning watch_id`);
  if (!updated.rows.length) return fail(A.watchNotFound);
  const [watch] = await watchesOf(ctx.db, userId, { watchId: ctx.payload.watch_id });
  return ok(watch!, { message: ctx.payload.paused ? A.watchPaused : A.watchResumed });
};

export const Set_PriceWatchSeen: Handler<'Set_PriceWatchSeen'> = async (ctx) => {
  const userId = requireMember(ctx);
  const updated = await ctx.db.execute(sql`
    update price_watches set unread = false where watch_id = ${ctx.payload.watch_id} and user_id = ${userId} returning watch_id`);
  if (!updated.rows.length) return fail(A.watchNotFound);
  return ok(null);
};

export const Set_PriceWatchDelete: Handler<'Set_PriceWatchDelete'> = async (ctx) => {
  const userId = requireMember(ctx);
  const deleted = await ctx.db.execute(sql`delete from price_watches where watch_id = ${ctx.payload.watch_id} and user_id = ${userId} returning watch_id`);
  if (!deleted.rows.length) return fail(A.watchNotFound);
  return ok(null, { message: A.watchRemoved });
};
