/**
 * The seed on a real PostgreSQL 18 (embedded, throwaway): migrations apply, the 'test' scale
 * seeds with every foreign-key check on, counts and fixed accounts are as documented, every
 * aggregate column agrees with the rows, and the generator is deterministic.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import { brandRankSql, recomputeAllAggregates, sourceRankSql } from '../aggregates';
import { brands, sources } from '../db/schema';
import { BRAND_OWNER, DEMO_BRAND, DEMO_MEMBER, DEMO_PROMO, DEMO_SOURCE, GENERATED_USER_PASSWORD, MANAGER, SOURCE_OWNER, UNCLAIMED_BRAND, UNCLAIMED_SOURCE, UNVERIFIED_MEMBER } from './fixed-accounts';
import { generateSeedData, SCALES, seedNow, TABLE_ORDER } from './generate';
import { seedDatabase, type SeedReport } from './index';
import { startThrowawayDb, type ThrowawayDb } from './throwaway-db';

const NOW = seedNow(new Date('2026-03-15T10:00:00Z'));

let pg: ThrowawayDb;
let uploadsDir: string;
let report: SeedReport;

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await pg.db.execute(query)).rows as T[];
}
async function one<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T> {
  return (await rows<T>(query))[0];
}
async function count(query: ReturnType<typeof sql>): Promise<number> {
  return Number((await one<{ n: number | string }>(query)).n);
}

beforeAll(async () => {
  pg = await startThrowawayDb();
  uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ironscore-seed-test-uploads-'));
  report = await seedDatabase(pg.db, { uploadsDir, scale: 'test', now: NOW });
}, 180_000);

afterAll(async () => {
  await pg?.stop();
  if (uploadsDir) fs.rmSync(uploadsDir, { recursive: true, force: true });
});

describe('test scale', () => {
  it('has the documented counts', async () => {
    const cfg = SCALES.test;
    expect(await count(sql`SELECT count(*) n FROM users`)).toBe(cfg.users);
    expect(await count(sql`SELECT count(*) n FROM sources`)).toBe(cfg.sources);
    expect(await count(sql`SELECT count(*) n FROM brands`)).toBe(cfg.brands);
    expect(await count(sql`SELECT count(*) n FROM products`)).toBe(cfg.products);
    expect(await count(sql`SELECT count(*) n FROM reviews`)).toBe(cfg.sourceReviews + cfg.brandReviews + cfg.productReviews);
    expect(await count(sql`SELECT count(*) n FROM reviews WHERE review_type = 'source'`)).toBe(cfg.sourceReviews);
    expect(await count(sql`SELECT count(*) n FROM promos`)).toBe(cfg.promos);
    expect(await count(sql`SELECT count(*) n FROM news`)).toBe(cfg.news);
    expect(await count(sql`SELECT count(*) n FROM communities`)).toBe(cfg.communities);
    expect(await count(sql`SELECT count(*) n FROM community_posts WHERE parent_post_id IS NULL`)).toBe(cfg.posts);
    expect(await count(sql`SELECT count(*) n FROM countries`)).toBeGreaterThanOrEqual(230);
    expect(await count(sql`SELECT count(*) n FROM ranks`)).toBe(7);
    // about one comment per four reviews
    expect(await count(sql`SELECT count(*) n FROM review_comments`)).toBe(Math.round((cfg.sourceReviews + cfg.brandReviews + cfg.productReviews) / 4));
    for (const table of ['review_useful_votes', 'favourites', 'page_views', 'price_offers', 'user_follows', 'community_post_likes', 'community_poll_votes', 'community_notifications', 'message_threads', 'login_log'])
      expect(await count(sql`SELECT count(*) n FROM ${sql.identifier(table)}`)).toBeGreaterThan(0);
    expect(report.rows.reviews).toBe(600);
  });

  it('has the fixed accounts with their passwords', async () => {
    const users = await rows<{ user_id: number; user_name: string; user_type: string; user_verification_status: number; is_manager: boolean; user_password_hash: string; rank_no: number }>(
      sql`SELECT user_id, user_name, user_type, user_verification_status, is_manager, user_password_hash, rank_no FROM users WHERE user_id <= 6 ORDER BY user_id`,
    );
    expect(users.map((u) => [u.user_id, u.user_name, u.user_type, u.user_verification_status, u.is_manager])).toEqual([
      [1, 'ironscore', 'member', 1, false],
      [DEMO_MEMBER.user_id, 'demo', 'member', 1, false],
      [UNVERIFIED_MEMBER.user_id, 'newbie', 'member', 0, false],
      [SOURCE_OWNER.user_id, 'sourceowner', 'source', 1, false],
      [BRAND_OWNER.user_id, 'brandowner', 'brand', 1, false],
      [MANAGER.user_id, 'manager', 'member', 1, true],
    ]);
    expect(users[0].user_password_hash).toBeNull();
    for (const account of [DEMO_MEMBER, UNVERIFIED_MEMBER, SOURCE_OWNER, BRAND_OWNER, MANAGER]) {
      const hash = users.find((u) => u.user_id === account.user_id)!.user_password_hash;
      expect(await verify(hash, account.password)).toBe(true);
    }
    expect(users[3].rank_no).toBe(999);
    expect(users[4].rank_no).toBe(998);
    const generated = await one<{ user_password_hash: string }>(sql`SELECT user_password_hash FROM users WHERE user_id = 7`);
    expect(await verify(generated.user_password_hash, GENERATED_USER_PASSWORD)).toBe(true);
    // demo has content of every kind
    const demo = await one<Record<string, number>>(sql`SELECT total_reviews, total_follower, total_followed, total_posts, user_score FROM users WHERE user_id = ${DEMO_MEMBER.user_id}`);
    expect(demo.total_reviews).toBeGreaterThanOrEqual(7);
    expect(demo.total_follower).toBeGreaterThan(0);
    expect(demo.total_posts).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM favourites WHERE user_id = ${DEMO_MEMBER.user_id}`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM message_threads WHERE ${DEMO_MEMBER.user_id} IN (user1_id, user2_id)`)).toBeGreaterThan(0);
    // the unverified member has written nothing
    expect(await count(sql`SELECT count(*) n FROM reviews WHERE user_id = ${UNVERIFIED_MEMBER.user_id}`)).toBe(0);
  });

  it('has the fixed listings', async () => {
    const s1 = await one<Record<string, unknown>>(sql`SELECT * FROM sources WHERE source_id = ${DEMO_SOURCE.source_id}`);
    expect(s1).toMatchObject({ user_id: SOURCE_OWNER.user_id, source_slug_url: DEMO_SOURCE.source_slug_url, source_status: 1, source_setup_status: 1, source_verification_status: 1 });
    expect(Number(s1.total_review)).toBeGreaterThan(0);
    const s2 = await one<Record<string, unknown>>(sql`SELECT * FROM sources WHERE source_id = ${UNCLAIMED_SOURCE.source_id}`);
    expect(s2).toMatchObject({ user_id: 1, source_slug_url: UNCLAIMED_SOURCE.source_slug_url, source_website: UNCLAIMED_SOURCE.source_website, source_status: 1 });
    const b1 = await one<Record<string, unknown>>(sql`SELECT * FROM brands WHERE brand_id = ${DEMO_BRAND.brand_id}`);
    expect(b1).toMatchObject({ user_id: BRAND_OWNER.user_id, brand_slug_url: DEMO_BRAND.brand_slug_url, brand_status: 1, brand_verification_status: 1 });
    expect(Number(b1.total_product)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM brand_official_resellers WHERE brand_id = 1`)).toBeGreaterThan(0);
    const b2 = await one<Record<string, unknown>>(sql`SELECT user_id, brand_slug_url FROM brands WHERE brand_id = ${UNCLAIMED_BRAND.brand_id}`);
    expect(b2).toEqual({ user_id: 1, brand_slug_url: UNCLAIMED_BRAND.brand_slug_url });
    const promo = await one<Record<string, unknown>>(sql`SELECT source_id, promo_slug_url, promo_code FROM promos WHERE promo_id = ${DEMO_PROMO.promo_id}`);
    expect(promo).toEqual({ source_id: DEMO_SOURCE.source_id, promo_slug_url: DEMO_PROMO.promo_slug_url, promo_code: DEMO_PROMO.promo_code });
    // unclaimed listings exist in numbers, every claimed listing has a business owner
    expect(await count(sql`SELECT count(*) n FROM sources WHERE user_id = 1`)).toBeGreaterThan(SCALES.test.sources / 2);
    expect(await count(sql`SELECT count(*) n FROM sources s JOIN users u USING (user_id) WHERE s.user_id <> 1 AND u.user_type <> 'source'`)).toBe(0);
    expect(await count(sql`SELECT count(*) n FROM brands b JOIN users u USING (user_id) WHERE b.user_id <> 1 AND u.user_type <> 'brand'`)).toBe(0);
  });

  it('keeps every source, brand and product aggregate equal to its rows', async () => {
    const badSources = await rows(sql`
      SELECT s.source_id FROM sources s
      LEFT JOIN LATERAL (
        SELECT count(*) n, round(avg(rating), 1) avg, round(avg(contact_rating), 1) c, round(avg(delivery_rating), 1) d, round(avg(quality_rating), 1) q,
               round(avg(pricing_rating), 1) p, round(avg(support_rating), 1) su, count(*) FILTER (WHERE rating < 3) bad
        FROM reviews r WHERE r.review_type = 'source' AND r.source_id = s.source_id AND r.review_status = 1) a ON true
      WHERE s.total_review <> a.n OR s.source_rating <> coalesce(a.avg, 0) OR s.contact_rating_total <> coalesce(a.c, 0)
         OR s.delivery_rating_total <> coalesce(a.d, 0) OR s.quality_rating_total <> coalesce(a.q, 0) OR s.pricing_rating_total <> coalesce(a.p, 0)
         OR s.support_rating_total <> coalesce(a.su, 0) OR s.bad_review <> a.bad
         OR s.total_views <> (SELECT count(*) FROM page_views v WHERE v.view_type = 'source' AND v.parent_id = s.source_id)
         OR s.total_favourite <> (SELECT count(*) FROM favourites f WHERE f.source_id = s.source_id)
         OR s.total_comment <> (SELECT count(*) FROM review_comments c JOIN reviews r USING (rating_id) WHERE r.review_type = 'source' AND r.source_id = s.source_id)`);
    expect(badSources).toEqual([]);
    expect(await count(sql`SELECT count(*) n FROM sources WHERE total_review > 0`)).toBeGreaterThan(10);

    const badBrands = await rows(sql`
      SELECT b.brand_id FROM brands b
      WHERE b.total_review <> (SELECT count(*) FROM reviews r WHERE r.review_type = 'brand' AND r.brand_id = b.brand_id)
         OR b.brand_rating <> coalesce((SELECT round(avg(rating), 1) FROM reviews r WHERE r.review_type = 'brand' AND r.brand_id = b.brand_id), 0)
         OR b.total_product <> (SELECT count(*) FROM products p WHERE p.brand_id = b.brand_id AND p.product_status = 1)
         OR b.total_views <> (SELECT count(*) FROM page_views v WHERE v.view_type = 'brand' AND v.parent_id = b.brand_id)
         OR b.total_favourite <> (SELECT count(*) FROM favourites f WHERE f.brand_id = b.brand_id)`);
    expect(badBrands).toEqual([]);

    const badProducts = await rows(sql`
      SELECT p.product_id FROM products p
      WHERE p.total_review <> (SELECT count(*) FROM reviews r WHERE r.review_type = 'product' AND r.product_id = p.product_id)
         OR p.product_rating <> coalesce((SELECT round(avg(rating), 1) FROM reviews r WHERE r.review_type = 'product' AND r.product_id = p.product_id), 0)
         OR p.price_count <> (SELECT count(*) FROM price_offers o WHERE o.product_id = p.product_id)
         OR p.min_price IS DISTINCT FROM (SELECT min(sale_price) FROM price_offers o WHERE o.product_id = p.product_id)
         OR p.total_views <> (SELECT count(*) FROM page_views v WHERE v.view_type = 'brand_product' AND v.parent_id = p.product_id)`);
    expect(badProducts).toEqual([]);
    // every product has 1–8 offers, from distinct sources
    expect(await one(sql`SELECT min(price_count) lo, max(price_count) hi FROM products`)).toEqual({ lo: 1, hi: expect.any(Number) });
    expect(Number((await one<{ hi: number }>(sql`SELECT max(price_count) hi FROM products`)).hi)).toBeLessThanOrEqual(8);

    const badReviews = await rows(sql`
      SELECT r.rating_id FROM reviews r
      WHERE r.useful_count <> (SELECT count(*) FROM review_useful_votes v WHERE v.rating_id = r.rating_id)
         OR r.comment_count <> (SELECT count(*) FROM review_comments c WHERE c.rating_id = r.rating_id)
         OR r.report_count <> (SELECT count(*) FROM review_reports p WHERE p.rating_id = r.rating_id)
         OR (r.review_type = 'source' AND r.rating <> round((r.contact_rating + r.delivery_rating + r.quality_rating + r.pricing_rating + r.support_rating) / 5.0, 1))`);
    expect(badReviews).toEqual([]);
  });

  it('ranks published sources and brands by rating, then review count (computed when read)', async () => {
    const sourceRanks = await pg.db
      .select({ rank: sourceRankSql, status: sources.source_status, expected: sql<number>`(row_number() OVER (PARTITION BY source_status = 1 ORDER BY source_rating DESC, total_review DESC, source_id))::int` })
      .from(sources);
    expect(sourceRanks.filter((r) => r.status === 1).length).toBeGreaterThan(0);
    expect(sourceRanks.filter((r) => r.rank !== (r.status === 1 ? r.expected : 0))).toEqual([]);
    const brandRanks = await pg.db
      .select({ rank: brandRankSql, status: brands.brand_status, expected: sql<number>`(row_number() OVER (PARTITION BY brand_status = 1 ORDER BY brand_rating DESC, total_review DESC, brand_id))::int` })
      .from(brands);
    expect(brandRanks.filter((r) => r.rank !== (r.status === 1 ? r.expected : 0))).toEqual([]);
  });

  it('keeps user counters, karma and rank equal to the rows', async () => {
    const users = await rows<Record<string, number>>(sql`
      SELECT u.user_id, u.user_type, u.user_score, u.rank_no, u.total_reviews, u.total_comments, u.total_likes, u.total_follower, u.total_followed, u.total_posts,
        (SELECT count(*) FROM reviews r WHERE r.user_id = u.user_id)::int reviews,
        (SELECT count(*) FROM review_comments c WHERE c.user_id = u.user_id)::int comments,
        (SELECT count(*) FROM review_comments c JOIN reviews r USING (rating_id) WHERE c.user_id = u.user_id AND r.user_id <> u.user_id)::int comments_on_others,
        (SELECT count(*) FROM review_useful_votes v WHERE v.user_id = u.user_id)::int likes_given,
        (SELECT count(*) FROM review_useful_votes v JOIN reviews r USING (rating_id) WHERE r.user_id = u.user_id)::int likes_received,
        (SELECT count(*) FROM user_follows f WHERE f.followed_id = u.user_id)::int followers,
        (SELECT count(*) FROM user_follows f WHERE f.follower_id = u.user_id)::int followed,
        (SELECT count(*) FROM community_posts p WHERE p.user_id = u.user_id AND p.parent_post_id IS NULL)::int posts,
        (SELECT count(*) FROM community_posts p JOIN community_posts pp ON pp.post_id = p.parent_post_id WHERE p.user_id = u.user_id AND pp.user_id <> u.user_id)::int post_comments_on_others,
        (SELECT count(*) FROM community_post_likes l JOIN community_posts p USING (post_id) WHERE p.user_id = u.user_id AND l.user_id <> u.user_id)::int post_likes,
        (SELECT count(*) FROM community_poll_votes v JOIN community_posts p USING (post_id) WHERE p.user_id = u.user_id AND v.user_id <> u.user_id)::int poll_votes,
        (SELECT count(*) FROM community_members m JOIN communities c USING (community_id) WHERE c.user_id = u.user_id AND m.user_id <> u.user_id)::int joins
      FROM users u`);
    const ranks = [
      [4, 4000],
      [3, 1500],
      [2, 500],
      [1, 100],
      [0, 0],
    ];
    const wrong = users.filter((u) => {
      // nothing for acting on one's own content (comments on one's own review or post, own likes and votes)
      const karma = 25 * u.reviews + 5 * u.comments_on_others + 5 * u.likes_received + 10 * u.posts + 5 * u.post_comments_on_others + u.post_likes + 5 * u.joins + u.poll_votes + 2 * u.followed;
      const rank = (u.user_type as unknown as string) === 'source' ? 999 : (u.user_type as unknown as string) === 'brand' ? 998 : ranks.find(([, score]) => karma >= score)![0];
      return (
        u.user_score !== karma ||
        u.rank_no !== rank ||
        u.total_reviews !== u.reviews ||
        u.total_comments !== u.comments ||
        u.total_likes !== u.likes_given ||
        u.total_follower !== u.followers ||
        u.total_followed !== u.followed ||
        u.total_posts !== u.posts
      );
    });
    expect(wrong).toEqual([]);
    // ranks are spread, not all Newcomers
    expect(await count(sql`SELECT count(DISTINCT rank_no) n FROM users WHERE user_type = 'member'`)).toBeGreaterThanOrEqual(3);
  });

  it('keeps community, post, category, promo and news aggregates equal to the rows', async () => {
    expect(
      await rows(sql`SELECT community_id FROM communities c WHERE member_count <> (SELECT count(*) FROM community_members m WHERE m.community_id = c.community_id)
        OR post_count <> (SELECT count(*) FROM community_posts p WHERE p.community_id = c.community_id AND p.parent_post_id IS NULL)`),
    ).toEqual([]);
    expect(
      await rows(sql`SELECT post_id FROM community_posts p WHERE like_count <> (SELECT count(*) FROM community_post_likes l WHERE l.post_id = p.post_id)
        OR comment_count <> (SELECT count(*) FROM community_posts c WHERE c.parent_post_id = p.post_id)
        OR poll_vote_count <> (SELECT count(*) FROM community_poll_votes v WHERE v.post_id = p.post_id)`),
    ).toEqual([]);
    expect(await rows(sql`SELECT category_id FROM product_categories c WHERE product_count <> (SELECT count(*) FROM products p WHERE p.category_id = c.category_id AND p.product_status = 1)`)).toEqual([]);
    expect(await rows(sql`SELECT promo_id FROM promos p WHERE total_views <> (SELECT count(*) FROM page_views v WHERE v.view_type = 'promo' AND v.parent_id = p.promo_id)`)).toEqual([]);
    expect(await rows(sql`SELECT news_id FROM news n WHERE total_views <> (SELECT count(*) FROM page_views v WHERE v.view_type = 'news' AND v.parent_id = n.news_id)`)).toEqual([]);
  });

  it('recomputing the aggregates in SQL changes nothing', async () => {
    const snapshot = () =>
      one<{ s: string }>(sql`SELECT md5(string_agg(x, '|' ORDER BY x)) s FROM (
        SELECT concat_ws(',', 's', source_id, source_rating, total_review, total_views, total_comment, total_favourite, bad_review, contact_rating_total) x FROM sources
        UNION ALL SELECT concat_ws(',', 'b', brand_id, brand_rating, total_review, total_views, total_product, total_favourite, total_comment) FROM brands
        UNION ALL SELECT concat_ws(',', 'p', product_id, product_rating, total_review, total_views, price_count, min_price, percent_cheaper) FROM products
        UNION ALL SELECT concat_ws(',', 'r', rating_id, useful_count, comment_count, report_count) FROM reviews
        UNION ALL SELECT concat_ws(',', 'u', user_id, user_score, rank_no, total_reviews, total_comments, total_likes, total_follower, total_followed, total_posts) FROM users
      ) t`);
    const before = await snapshot();
    await recomputeAllAggregates(pg.db);
    expect(await snapshot()).toEqual(before);
  });

  it('has content for every screen', async () => {
    const now = NOW.toISOString();
    expect(await count(sql`SELECT count(*) n FROM promos WHERE promo_end_date <= ${now}::timestamptz`)).toBe(0);
    expect(await count(sql`SELECT count(*) n FROM promos WHERE promo_code IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM promos WHERE promo_code IS NULL`)).toBeGreaterThan(0);
    expect((await rows<{ position: string }>(sql`SELECT DISTINCT position FROM news ORDER BY position`)).map((r) => r.position)).toEqual(['left', 'center', 'right']);
    const pages = await rows<{ page_slug_url: string; page_content: string }>(sql`SELECT page_slug_url, page_content FROM pages ORDER BY sort_order`);
    expect(pages.map((p) => p.page_slug_url)).toEqual(['about-us', 'privacy-policy', 'terms-and-conditions', 'contact', 'faq']);
    expect(pages[2].page_content).toContain('Users under 25 are prohibited from creating an account');
    const settings = Object.fromEntries((await rows<{ setting_key: string; setting_value: string }>(sql`SELECT setting_key, setting_value FROM general_settings`)).map((r) => [r.setting_key, r.setting_value]));
    expect(settings.general_site_title).toBe('IronScore');
    expect(settings.social_pinterest).toBe('#');
    expect(settings.seo_source_detail).toContain('{source_name}');
    expect(settings.seo_product_detail).toContain('{product_name}');
    expect(settings.seo_product_list).toContain('{category_name}');
    for (const key of ['general_site_description', 'general_site_keywords', 'general_copyright', 'seo_source_list', 'seo_source_list_description', 'seo_news_detail', 'seo_page_detail', 'seo_community', 'seo_product_price_matcher', 'seo_product_categories'])
      expect(settings[key]).toBeTruthy();
    expect(await count(sql`SELECT count(*) n FROM community_posts WHERE post_type = 'poll' AND post_poll IS NOT NULL`)).toBeGreaterThan(0);
    expect(await count(sql`SELECT count(*) n FROM community_posts WHERE post_type = 'image' AND post_image <> 'default.jpg'`)).toBeGreaterThan(0);
    expect((await rows<{ t: string }>(sql`SELECT DISTINCT category_type::text t FROM product_categories ORDER BY 1`)).map((r) => r.t)).toEqual(['Injectable', 'Oral', 'Other']);
  });

  it('writes every referenced image into its upload folder', async () => {
    const refs = await rows<{ folder: string; file: string }>(sql`
      SELECT DISTINCT 'sources/profile' folder, source_profile_image file FROM sources
      UNION SELECT 'sources/screenshots', source_site_image FROM sources
      UNION SELECT 'brands/profile', brand_profile_image FROM brands
      UNION SELECT 'brands/products', product_image FROM products
      UNION SELECT 'users/profile', user_profile_image FROM users
      UNION SELECT 'users/community', user_community_image FROM users
      UNION SELECT 'promos', promo_image FROM promos
      UNION SELECT 'news', news_image FROM news
      UNION SELECT 'countries', country_image FROM countries
      UNION SELECT 'payment-methods', payment_method_image FROM payment_methods
      UNION SELECT 'reviews/' || review_type, review_image FROM reviews
      UNION SELECT 'community/posts', post_image FROM community_posts`);
    const missing = refs.filter((r) => !fs.existsSync(path.join(uploadsDir, r.folder, r.file)));
    expect(missing).toEqual([]);
    expect(refs.length).toBeGreaterThan(100);
  });

  it('supports relational queries through the schema relations', async () => {
    const source = await pg.db.query.sources.findFirst({
      where: (s, { eq }) => eq(s.source_id, DEMO_SOURCE.source_id),
      with: { owner: { columns: { user_name: true } }, paymentMethods: { with: { paymentMethod: true } }, deliveryCountries: { with: { country: true } }, promos: true },
    });
    expect(source?.owner.user_name).toBe(SOURCE_OWNER.user_name);
    expect(source?.paymentMethods.length).toBeGreaterThan(0);
    expect(source?.deliveryCountries[0].country.country_name).toBeTruthy();
    const post = await pg.db.query.communityPosts.findFirst({
      where: (p, { isNull }) => isNull(p.parent_post_id),
      with: { user: { columns: { user_name: true } }, comments: true, likes: true },
    });
    expect(post?.user.user_name).toBeTruthy();
    const review = await pg.db.query.reviews.findFirst({ with: { user: true, comments: { with: { user: true } } } });
    expect(review?.user.user_id).toBe(review?.user_id);
  });

  it('refuses to seed a database that already has users', async () => {
    await expect(seedDatabase(pg.db, { uploadsDir, scale: 'test', now: NOW, skipImages: true })).rejects.toThrow(/already has users/);
  });
});

describe('determinism', () => {
  it('generates the same rows twice', () => {
    const a = generateSeedData('test', NOW);
    const b = generateSeedData('test', NOW);
    expect(JSON.stringify(a)).toEqual(JSON.stringify(b));
    for (const table of TABLE_ORDER) expect(b[table].length).toBe(a[table].length);
  });

  it('generates the recorded rows (the parts of generateSeedData draw in their fixed order)', () => {
    // The digest of every row of the test scale at NOW. A change that moves a part or adds a
    // draw changes it; when the seed's data is meant to change, record the new digest here.
    const digest = createHash('sha256');
    const data = generateSeedData('test', NOW);
    for (const table of TABLE_ORDER) digest.update(`${table}\n${JSON.stringify(data[table])}\n`);
    expect(digest.digest('hex')).toBe('b03ec1c1bf784045ec2afa3e5aea8880298d888a418a3d1a081a8b97937e978b');
  });

  it('seeds the same first rows into a second database', async () => {
    const second = await pg.createDatabase('ironscore_second');
    await seedDatabase(second.db, { uploadsDir, scale: 'test', now: NOW, skipImages: true });
    const firstRows = async (db: typeof pg.db) => ({
      users: (await db.execute(sql`SELECT user_id, user_name, user_email, user_score, rank_no FROM users ORDER BY user_id LIMIT 20`)).rows,
      sources: (await db.execute(sql`SELECT source_id, source_name, source_rating, total_review FROM sources ORDER BY source_id LIMIT 20`)).rows,
      reviews: (await db.execute(sql`SELECT rating_id, user_id, rating, review_comment, created_date FROM reviews ORDER BY rating_id LIMIT 20`)).rows,
      products: (await db.execute(sql`SELECT product_id, product_name, product_slug_url, price_count, percent_cheaper FROM products ORDER BY product_id LIMIT 20`)).rows,
    });
    expect(await firstRows(second.db)).toEqual(await firstRows(pg.db));
  }, 120_000);
});

describe('full scale generator', () => {
  it('has the required sizes', () => {
    const unique = (values: unknown[]) => new Set(values).size === values.length;
    const data = generateSeedData('full', NOW);
    expect(data.sources.length).toBeGreaterThanOrEqual(2000);
    expect(data.brands.length).toBeGreaterThanOrEqual(500);
    expect(data.products.length).toBeGreaterThanOrEqual(5000);
    expect(data.reviews.length).toBeGreaterThanOrEqual(50000);
    expect(data.users.length).toBe(2000);
    expect(data.reviewComments.length).toBe(12500);
    expect(data.promos.length).toBe(300);
    expect(data.news.length).toBe(200);
    expect(data.communities.length).toBe(300);
    expect(data.communityPosts.filter((p) => p.parent_post_id === null).length).toBe(50000);
    expect(data.communityPostLikes.length).toBeGreaterThanOrEqual(200000);
    expect(data.userFollows.length).toBeGreaterThanOrEqual(20000);
    expect(data.communityNotifications.length).toBeGreaterThan(0);
    expect(new Set(data.communityPosts.filter((p) => p.parent_post_id === null).map((p) => p.post_type))).toEqual(new Set(['text', 'image', 'poll']));
    // feeds are ordered by post_id: ids grow with time
    const top = data.communityPosts.filter((p) => p.parent_post_id === null).sort((a, b) => (a.post_id as number) - (b.post_id as number));
    expect(top.every((p, i) => i === 0 || String(p.created_date) >= String(top[i - 1].created_date))).toBe(true);
    expect(unique(data.communities.map((c) => String(c.community_name).toLowerCase()))).toBe(true);
    const offers = new Map<unknown, number>();
    for (const o of data.priceOffers) offers.set(o.product_id, (offers.get(o.product_id) ?? 0) + 1);
    expect(offers.size).toBe(5000);
    expect(Math.max(...offers.values())).toBeLessThanOrEqual(8);
    // unique keys the schema enforces
    expect(unique(data.users.map((u) => u.user_name))).toBe(true);
    expect(unique(data.users.map((u) => String(u.user_email).toLowerCase()))).toBe(true);
    expect(unique(data.sources.map((s) => s.source_slug_url))).toBe(true);
    expect(unique(data.brands.map((b) => b.brand_slug_url))).toBe(true);
    expect(unique(data.promos.map((p) => p.promo_slug_url))).toBe(true);
    expect(unique(data.news.map((n) => n.news_slug_url))).toBe(true);
    expect(unique(data.products.map((p) => `${p.brand_id}/${p.product_slug_url}`))).toBe(true);
    expect(unique(data.reviews.map((r) => `${r.review_type}:${r.user_id}:${r.source_id ?? r.product_id ?? r.brand_id}`))).toBe(true);
  }, 60_000);
});
