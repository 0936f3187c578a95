/**
 * Pages and general calls of the catalogue (spec/3 §7 "Pages and general"): recent comments,
 * page views, site search, favourites.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MSG, type HomeComment, type PayloadOut } from '@ironscore/contract';
import { brands, favourites, pageViews, sources, users } from '../db/schema';
import { CallFailure, fail, ok, type Handler } from './types';
import { iso } from './catalog-lib/format';
import { visitorKey } from './catalog-lib/visitors';
import { withAggregates } from '../aggregates';
import { searchAll, searchTerm } from './catalog-lib/search';
import type { Executor, Tx } from '../db/executor';
import { SYSTEM_USER_ID } from '../db/schema/columns';
import { notifyUser } from '../mail/notify';
import { notificationMails } from '../mail/notifications';

/** Home "Recent Comments". */
export const LAST_TOP_COMMENTS = 12;

export const Get_LastTopComments: Handler<'Get_LastTopComments'> = async ({ db }) => {
  const result = await db.execute<{
    review_type: 'source' | 'brand';
    user_name: string;
    user_profile_image: string;
    source_name: string | null;
    source_slug_url: string | null;
    brand_name: string | null;
    brand_slug_url: string | null;
    review_comment: string;
    created_date: Date | string;
  }>(sql`
    select r.review_type, u.user_name, u.user_profile_image,
           s.source_name, s.source_slug_url, b.brand_name, b.brand_slug_url,
           c.review_comment, c.created_date
    from review_comments c
    join reviews r on r.rating_id = c.rating_id
    join users u on u.user_id = c.user_id
    left join sources s on s.source_id = r.source_id
    left join brands b on b.brand_id = r.brand_id
    where c.comment_status = 1 and r.review_status = 1
      and ((r.review_type = 'source' and s.source_status = 1) or (r.review_type = 'brand' and b.brand_status = 1))
    order by c.created_date desc nulls last, c.comment_id desc
    limit ${LAST_TOP_COMMENTS}`);
  const data: HomeComment[] = result.rows.map((r) => {
    const base = {
      type: r.review_type,
      user_name: r.user_name,
      user_profile_image: r.user_profile_image,
      review_comment: r.review_comment,
      created_date: iso(r.created_date),
    };
    return r.review_type === 'source'
      ? { ...base, source_name: r.source_name ?? '', source_slug_url: r.source_slug_url ?? '' }
      : { ...base, brand_name: r.brand_name ?? '', brand_slug_url: r.brand_slug_url ?? '' };
  });
  return ok(data);
};

/** The table, key and publication flag of each kind of viewed item. */
const VIEWED = {
  source: ['sources', 'source_id', 'source_status'],
  brand: ['brands', 'brand_id', 'brand_status'],
  brand_product: ['products', 'product_id', 'product_status'],
  promo: ['promos', 'promo_id', 'promo_status'],
  news: ['news', 'news_id', 'news_status'],
} as const;

/** The published item's total_views + 1; false when there is no such published item. */
async function addView(tx: Tx, type: PayloadOut<'Set_PageViews'>['view_type'], id: number): Promise<boolean> {
  const [table, key, status] = VIEWED[type].map((name) => sql.raw(name));
  const result = await tx.execute(sql`UPDATE ${table} SET total_views = total_views + 1 WHERE ${key} = ${id} AND ${status} = 1`);
  return (result.rowCount ?? 0) > 0;
}

/**
 * Records a page view: once per visitor per item per UTC day (visitors.ts says who a visitor is).
 * The first view of the day inserts the view row and adds 1 to the item's total_views in one
 * transaction; a repeat is answered with success and counts nothing. An unknown or unpublished
 * item fails and writes nothing.
 */
export const Set_PageViews: Handler<'Set_PageViews'> = async ({ db, payload, user, ip, userAgent }) => {
  const { view_type, parent_id } = payload;
  const { day, key } = await visitorKey(db, { userId: user?.user_id ?? null, ip, userAgent });
  const NOT_FOUND = Symbol('not found');
  try {
    await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(pageViews)
        .values({ view_type, parent_id, user_id: user?.user_id ?? null, visitor_hash: key, view_day: day })
        .onConflictDoNothing()
        .returning({ id: pageViews.view_id });
      // A repeat of today's view: nothing to count (the first one checked the item).
      if (inserted.length === 0) return;
      if (!(await addView(tx, view_type, parent_id))) throw NOT_FOUND;
    });
  } catch (err) {
    if (err === NOT_FOUND) return fail(MSG.notFound.pageViewItem);
    throw err;
  }
  return ok(null);
};

/** Site search: sources, brands, products, promos and news (from 3 characters). */
export const Get_SearchText: Handler<'Get_SearchText'> = async ({ db, payload }) => {
  const term = searchTerm(payload.searchText);
  if (!term) return fail(MSG.validation.searchMin);
  return ok(await searchAll(db, term));
};

// ---------------------------------------------------------------- favourites

type FavoriteType = 'source' | 'brand';

async function favoriteExists(db: Executor, userId: number, type: FavoriteType, itemId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: favourites.favorite_id })
    .from(favourites)
    .where(
      and(
        eq(favourites.user_id, userId),
        eq(favourites.item_type, type),
        type === 'source' ? eq(favourites.source_id, itemId) : eq(favourites.brand_id, itemId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Toggles a favourite of a member. Reply `button` is the label of the next action: 'Unfavorite'
 * after adding, 'Favorite' after removing. Source and brand accounts cannot keep favourites.
 */
export const Set_UserFavoriteList: Handler<'Set_UserFavoriteList'> = async (ctx) => {
  const { db, payload, requireUser } = ctx;
  const user = requireUser();
  const [actor] = await db.select({ user_type: users.user_type }).from(users).where(eq(users.user_id, user.user_id)).limit(1);
  if (!actor) throw new CallFailure(MSG.sessionExpired, undefined, true);
  if (actor.user_type !== 'member') return fail(MSG.gating.cannotFavorite);

  const type = payload.item_type;
  const itemId = payload.item_id;
  const [item] =
    type === 'source'
      ? await db
          .select({ status: sources.source_status, name: sources.source_name, owner: sources.user_id, ownerName: users.user_name })
          .from(sources)
          .innerJoin(users, eq(users.user_id, sources.user_id))
          .where(eq(sources.source_id, itemId))
          .limit(1)
      : await db
          .select({ status: brands.brand_status, name: brands.brand_name, owner: brands.user_id, ownerName: users.user_name })
          .from(brands)
          .innerJoin(users, eq(users.user_id, brands.user_id))
          .where(eq(brands.brand_id, itemId))
          .limit(1);

  const touched = type === 'source' ? { sourceFavourites: [itemId] } : { brandFavourites: [itemId] };
  const added = await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      const removed = await tx
        .delete(favourites)
        .where(
          and(
            eq(favourites.user_id, user.user_id),
            eq(favourites.item_type, type),
            type === 'source' ? eq(favourites.source_id, itemId) : eq(favourites.brand_id, itemId),
          ),
        )
        .returning({ id: favourites.favorite_id });
      if (removed.length > 0) return false;
      if (payload.action === 'remove') return false;
      // Only published items can be added (removal works whatever the item's state).
      if (!item || item.status !== 1) throw new CallFailure(MSG.notFound[type]);
      await tx
        .insert(favourites)
        .values({
          user_id: user.user_id,
          item_type: type,
          source_id: type === 'source' ? itemId : null,
          brand_id: type === 'brand' ? itemId : null,
        })
        .onConflictDoNothing();
      return true;
    }),
  );
  if (added && item && item.owner !== SYSTEM_USER_ID && item.owner !== user.user_id) {
    await notifyUser(ctx, item.owner, 'favorite_share', notificationMails.favorited(item.ownerName, item.name), { actorId: user.user_id, item: `${type}:${itemId}` });
  }
  return added
    ? ok(null, { message: MSG.favorites.added, extra: { button: 'Unfavorite' as const } })
    : ok(null, { message: MSG.favorites.removed, extra: { button: 'Favorite' as const } });
};

/** status true when the item is already one of the user's favourites. */
export const Get_UserFavoriteControl: Handler<'Get_UserFavoriteControl'> = async ({ db, payload, requireUser }) => {
  const user = requireUser();
  if (await favoriteExists(db, user.user_id, payload.item_type, payload.item_id)) return ok(null);
  return fail(MSG.favorites.notFavorite);
};
