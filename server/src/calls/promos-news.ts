/** Promos and news (spec/3 §7 "Promos and news"; spec/1 §2 Promotions; spec/2 §2.3 News). */
import { and, asc, count, eq, gt, lte, sql, type SQL } from 'drizzle-orm';
import { MSG, type HomeNews, type News, type Promo } from '@ironscore/contract';
import { news, newsCategories, promos, sources } from '../db/schema';
import { fail, ok, type Handler } from './types';
import { iso, paging, sanitizeCached, descNL } from './catalog-lib/format';
import type { Executor } from '../db/executor';

/** Home "Most Popular Promos". */
export const TOP_PROMOS = 8;
/** Home "Most Read News": items per column. */
export const TOP_NEWS_PER_POSITION = { left: 4, center: 1, right: 4 } as const;

const promoFields = {
  promo_id: promos.promo_id,
  promo_name: promos.promo_name,
  promo_slug_url: promos.promo_slug_url,
  promo_image: promos.promo_image,
  promo_description: promos.promo_description,
  promo_code: promos.promo_code,
  promo_end_date: promos.promo_end_date,
  total_views: promos.total_views,
  source_id: sources.source_id,
  source_name: sources.source_name,
  source_slug_url: sources.source_slug_url,
  source_profile_image: sources.source_profile_image,
};

type PromoRow = {
  promo_id: number;
  promo_name: string;
  promo_slug_url: string;
  promo_image: string;
  promo_description: string;
  promo_code: string | null;
  promo_end_date: Date;
  total_views: number;
  source_id: number;
  source_name: string;
  source_slug_url: string;
  source_profile_image: string;
};

function toPromo(r: PromoRow): Promo {
  const promo: Promo = {
    promo_id: r.promo_id,
    promo_name: r.promo_name,
    promo_slug_url: r.promo_slug_url,
    promo_image: r.promo_image,
    promo_description: sanitizeCached(r.promo_description),
    promo_end_date: iso(r.promo_end_date),
    total_views: r.total_views,
    source_id: r.source_id,
    source_name: r.source_name,
    source_slug_url: r.source_slug_url,
    source_profile_image: r.source_profile_image,
  };
  // Present means a coupon code; absent means a plain promotion.
  if (r.promo_code && r.promo_code.trim()) promo.promo_code = r.promo_code;
  return promo;
}

/** Shown promos of published sources. */
const visiblePromo = (): SQL => and(eq(promos.promo_status, 1), eq(sources.source_status, 1))!;
/** Running now: started and not ended. */
const activePromo = (): SQL => and(visiblePromo(), lte(promos.promo_start_date, sql`now()`), gt(promos.promo_end_date, sql`now()`))!;

function promoQuery(db: Executor, where: SQL) {
  return db.select(promoFields).from(promos).innerJoin(sources, eq(sources.source_id, promos.source_id)).where(where).$dynamic();
}

export const Get_TopPromos: Handler<'Get_TopPromos'> = async ({ db }) => {
  const rows = await promoQuery(db, activePromo()).orderBy(descNL(promos.total_views), descNL(promos.promo_id)).limit(TOP_PROMOS);
  return ok(rows.map(toPromo));
};

export const Get_Promo: Handler<'Get_Promo'> = async ({ db, payload }) => {
  const [row] = await promoQuery(db, and(visiblePromo(), eq(promos.promo_slug_url, payload.promo_slug_url))!).limit(1);
  if (!row) return fail(MSG.notFound.promo);
  return ok(toPromo(row));
};

/** The source's running promos, newest first ([] when none). */
export const Get_PromoBySource: Handler<'Get_PromoBySource'> = async ({ db, payload }) => {
  const rows = await promoQuery(db, and(activePromo(), eq(promos.source_id, payload.source_id))!)
    .orderBy(descNL(promos.created_date), descNL(promos.promo_id))
    .limit(10);
  return ok(rows.map(toPromo));
};

export const Get_PromoPagination: Handler<'Get_PromoPagination'> = async ({ db, payload }) => {
  const where = activePromo();
  const { limit, offset } = paging(payload.limit, payload.offset);
  let q = promoQuery(db, where).orderBy(descNL(promos.created_date), descNL(promos.promo_id));
  q = q.limit(limit);
  if (offset) q = q.offset(offset);
  const [rows, [total]] = await Promise.all([
    q,
    db.select({ n: count() }).from(promos).innerJoin(sources, eq(sources.source_id, promos.source_id)).where(where),
  ]);
  return ok(rows.map(toPromo), { totalData: Number(total?.n ?? 0) });
};

// ---------------------------------------------------------------- news

const newsFields = {
  news_id: news.news_id,
  news_name: news.news_name,
  news_slug_url: news.news_slug_url,
  news_image: news.news_image,
  news_content: news.news_content,
  category_id: news.category_id,
  category_name: newsCategories.category_name,
  created_date: news.created_date,
  total_views: news.total_views,
};

type NewsRow = {
  news_id: number;
  news_name: string;
  news_slug_url: string;
  news_image: string;
  news_content: string;
  category_id: number | null;
  category_name: string | null;
  created_date: Date;
  total_views: number;
};

function toNews(r: NewsRow): News {
  return {
    news_id: r.news_id,
    news_name: r.news_name,
    news_slug_url: r.news_slug_url,
    news_image: r.news_image,
    news_content: sanitizeCached(r.news_content),
    category_id: r.category_id ?? 0,
    category_name: r.category_name ?? '',
    created_date: iso(r.created_date),
    total_views: r.total_views,
  };
}

export const Get_TopNews: Handler<'Get_TopNews'> = async ({ db }) => {
  const branch = (position: keyof typeof TOP_NEWS_PER_POSITION) => sql`(
    select news_name, news_slug_url, news_image, position::text as position from news
    where news_status = 1 and position = ${position}
    order by total_views desc nulls last, news_id desc limit ${TOP_NEWS_PER_POSITION[position]})`;
  const result = await db.execute<{ news_name: string; news_slug_url: string; news_image: string; position: HomeNews['position'] }>(sql`${branch('left')} union all ${branch('center')} union all ${branch('right')}`);
  return ok(
    result.rows.map((r) => ({ news_name: r.news_name, news_slug_url: r.news_slug_url, news_image: r.news_image, position: r.position })),
  );
};

export const Get_News: Handler<'Get_News'> = async ({ db, payload }) => {
  const [row] = await db
    .select(newsFields)
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.category_id, news.category_id))
    .where(and(eq(news.news_slug_url, payload.news_slug_url), eq(news.news_status, 1)))
    .limit(1);
  if (!row) return fail(MSG.notFound.news);
  return ok(toNews(row));
};

export const Get_NewsPagination: Handler<'Get_NewsPagination'> = async ({ db, payload }) => {
  const where = payload.category_id ? and(eq(news.news_status, 1), eq(news.category_id, payload.category_id))! : eq(news.news_status, 1);
  const { limit, offset } = paging(payload.limit, payload.offset);
  let q = db
    .select(newsFields)
    .from(news)
    .leftJoin(newsCategories, eq(newsCategories.category_id, news.category_id))
    .where(where)
    .orderBy(descNL(news.created_date), descNL(news.news_id))
    .$dynamic();
  q = q.limit(limit);
  if (offset) q = q.offset(offset);
  const [rows, [total]] = await Promise.all([q, db.select({ n: count() }).from(news).where(where)]);
  return ok(rows.map(toNews), { totalData: Number(total?.n ?? 0) });
};

export const Get_NewsCategories: Handler<'Get_NewsCategories'> = async ({ db }) => {
  const rows = await db
    .select({ category_id: newsCategories.category_id, category_name: newsCategories.category_name })
    .from(newsCategories)
    .orderBy(asc(newsCategories.sort_order), asc(newsCategories.category_id));
  return ok(rows);
};
