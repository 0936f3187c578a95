import { createHash } from 'node:crypto';
import { MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { news } from '../db/schema';
import { DEMO_BRAND, DEMO_PRODUCT, DEMO_PROMO, DEMO_SOURCE } from '../seed/fixed-accounts';
import { seededActorsBeforeAll, newActor, sqlNumber, sqlRow, writeCounts } from './catalog-lib/test-helpers';

const t = fileTestApp();
const { sourceOwner, brandOwner, newbie } = seededActorsBeforeAll(t);

test('Get_LastTopComments: newest comments on source and brand reviews with their item', async () => {
  const res = await t.call('Get_LastTopComments');
  expect(res.status).toBe(true);
  expect(res.data!.length).toBeGreaterThan(0);
  expect(res.data!.length).toBeLessThanOrEqual(12);
  const dates = res.data!.map((c) => c.created_date);
  expect([...dates].sort().reverse()).toEqual(dates);
  for (const c of res.data!) {
    expect(['source', 'brand']).toContain(c.type);
    if (c.type === 'source') expect(c.source_slug_url).toBeTruthy();
    else expect(c.brand_slug_url).toBeTruthy();
    expect(c.user_name).toBeTruthy();
  }
  const newest = await sqlRow<{ review_comment: string }>(
    t,
    `select c.review_comment from review_comments c join reviews r using (rating_id)
     left join sources s on s.source_id = r.source_id left join brands b on b.brand_id = r.brand_id
     where c.comment_status = 1 and r.review_status = 1 and ((r.review_type = 'source' and s.source_status = 1) or (r.review_type = 'brand' and b.brand_status = 1))
     order by c.created_date desc, c.comment_id desc limit 1`,
  );
  expect(res.data![0]!.review_comment).toBe(newest.review_comment);
});

describe('Set_PageViews', () => {
  let visitor = 0;
  /** A new anonymous visitor: same address, its own browser. */
  const browser = () => ({ headers: { 'user-agent': `jest-visitor-${++visitor}-${Date.now()}` } });

  test.each([
    ['source', 'sources', 'source_id', DEMO_SOURCE.source_id],
    ['brand', 'brands', 'brand_id', DEMO_BRAND.brand_id],
    ['brand_product', 'products', 'product_id', DEMO_PRODUCT.product_id],
    ['promo', 'promos', 'promo_id', DEMO_PROMO.promo_id],
    ['news', 'news', 'news_id', 1],
  ] as const)('%s: a visitor counts once per day; another visitor counts again', async (view_type, table, key, id) => {
    const views = () => sqlNumber(t, `select total_views from ${table} where ${key} = $1`, [id]);
    const before = await views();
    const rows = await t.count('page_views');
    const first = browser();
    expect(await t.call('Set_PageViews', { parent_id: id, view_type }, first)).toMatchObject({ status: true });
    expect(await views()).toBe(before + 1);
    expect(await t.count('page_views')).toBe(rows + 1);
    // the same visitor again (a reload): answered, not counted
    expect(await t.call('Set_PageViews', { parent_id: id, view_type }, first)).toMatchObject({ status: true });
    expect(await views()).toBe(before + 1);
    expect(await t.count('page_views')).toBe(rows + 1);
    // another browser is another visitor
    expect(await t.call('Set_PageViews', { parent_id: id, view_type }, browser())).toMatchObject({ status: true });
    expect(await views()).toBe(before + 2);
  });

  test('a signed-in member is one visitor on every device', async () => {
    const member = await newActor(t);
    const views = () => sqlNumber(t, 'select total_views from sources where source_id = $1', [DEMO_SOURCE.source_id]);
    const before = await views();
    for (const device of [browser(), browser(), browser()]) {
      const res = await t.call('Set_PageViews', { parent_id: DEMO_SOURCE.source_id, view_type: 'source' }, { ...device, token: member.token });
      expect(res.status).toBe(true);
    }
    expect(await views()).toBe(before + 1);
    expect(await sqlNumber(t, 'select count(*) from page_views where user_id = $1', [member.user_id])).toBe(1);
  });

  test('concurrent views of one visitor count once; of different visitors, each once', async () => {
    const views = () => sqlNumber(t, 'select total_views from brands where brand_id = $1', [DEMO_BRAND.brand_id]);
    const before = await views();
    const same = browser();
    await Promise.all(Array.from({ length: 10 }, () => t.call('Set_PageViews', { parent_id: DEMO_BRAND.brand_id, view_type: 'brand' }, same)));
    expect(await views()).toBe(before + 1);
    await Promise.all(Array.from({ length: 10 }, () => t.call('Set_PageViews', { parent_id: DEMO_BRAND.brand_id, view_type: 'brand' }, browser())));
    expect(await views()).toBe(before + 11);
    expect(await views()).toBe(await sqlNumber(t, "select count(*) from page_views where view_type = 'brand' and parent_id = $1", [DEMO_BRAND.brand_id]));
  });

  test('stores neither the address nor the user agent: only a keyed hash and the day, with one salt kept', async () => {
    const ua = browser();
    await t.call('Set_PageViews', { parent_id: DEMO_PROMO.promo_id, view_type: 'promo' }, ua);
    const row = await sqlRow<{ visitor_hash: string; view_day: string }>(t, 'select visitor_hash, view_day::text from page_views order by view_id desc limit 1');
    expect(row.view_day).toBe(new Date().toISOString().slice(0, 10));
    expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    const unsalted = createHash('sha256').update(`visitor:127.0.0.1\n${ua.headers['user-agent']}`).digest('hex').slice(0, 32);
    expect(row.visitor_hash).not.toBe(unsalted);
    expect(await t.count('page_view_salts')).toBe(1);
  });

  test('bad input counts nothing', async () => {
    const before = await writeCounts(t);
    expect((await t.call('Set_PageViews', { parent_id: 999999, view_type: 'source' }, browser())).status).toBe(false);
    expect((await t.call('Set_PageViews', { parent_id: 1, view_type: 'page' }, browser())).status).toBe(false);
    expect((await t.call('Set_PageViews', { parent_id: 0, view_type: 'brand' }, browser())).status).toBe(false);
    expect((await t.call('Set_PageViews', { view_type: 'brand' }, browser())).status).toBe(false);
    expect(await writeCounts(t)).toEqual(before);
  });
});

describe('Get_SearchText', () => {
  test('finds each type by name with its link; words in any order; typo tolerant', async () => {
    const names = await sqlRow<{ source: string; brand: string; product: string; brand_slug: string; product_slug: string; promo: string; news: string }>(
      t,
      `select (select source_name from sources where source_id = $1) source,
              (select brand_name from brands where brand_id = $2) brand,
              (select brand_slug_url from brands where brand_id = $2) brand_slug,
              (select product_name from products where product_id = $3) product,
              (select product_slug_url from products where product_id = $3) product_slug,
              (select promo_name from promos where promo_id = $4) promo,
              (select news_name from news where news_status = 1 order by news_id limit 1) news`,
      [DEMO_SOURCE.source_id, DEMO_BRAND.brand_id, DEMO_PRODUCT.product_id, DEMO_PROMO.promo_id],
    );
    const find = async (text: string) => {
      const res = await t.call('Get_SearchText', { searchText: text });
      expect(res.status).toBe(true);
      return res.data!;
    };
    expect((await find(names.source)).find((r) => r.type === 'source')).toMatchObject({ name: names.source, url: `/source/${DEMO_SOURCE.source_slug_url}` });
    expect((await find(names.brand)).find((r) => r.type === 'brand' && r.name === names.brand)).toMatchObject({ url: `/brand/${DEMO_BRAND.brand_slug_url}` });
    // several brands may sell a product of the same name: the demo one is among the results
    expect((await find(names.product)).some((r) => r.type === 'product' && r.name === names.product && r.url === `/brand/${names.brand_slug}/${names.product_slug}`)).toBe(true);
    expect((await find(names.promo)).find((r) => r.type === 'promo' && r.name === names.promo)).toMatchObject({ url: `/promo/${DEMO_PROMO.promo_slug_url}` });
    expect((await find(names.news)).some((r) => r.type === 'news' && r.name === names.news)).toBe(true);

    // words in another order
    const words = names.brand.split(' ');
    if (words.length > 1) expect((await find([...words].reverse().join(' '))).some((r) => r.type === 'brand' && r.name === names.brand)).toBe(true);
    // a typo (one letter changed) still finds the brand
    const typo = names.brand.slice(0, -1) + (names.brand.endsWith('x') ? 'y' : 'x');
    expect((await find(typo)).some((r) => r.name === names.brand)).toBe(true);

    // at most 5 per type, grouped in order
    const many = await find('a a a');
    const order = ['source', 'brand', 'product', 'promo', 'news'];
    for (const type of order) expect(many.filter((r) => r.type === type).length).toBeLessThanOrEqual(5);
    const idx = many.map((r) => order.indexOf(r.type));
    expect([...idx].sort((a, b) => a - b)).toEqual(idx);
    for (const r of many) expect(Object.keys(r).sort()).toEqual(['image', 'name', 'type', 'url']);
  });

  test('news are found by full-text search of their content', async () => {
    await t.db.insert(news).values({
      news_name: 'Quarterly market notes',
      news_slug_url: 'test-fulltext-news',
      news_content: '<p>The <b>zylophonic</b> supplements were analysed by independent laboratories.</p>',
      category_id: 1,
    });
    const res = await t.call('Get_SearchText', { searchText: 'zylophonic laboratory' });
    expect(res.data).toEqual([{ type: 'news', name: 'Quarterly market notes', image: 'default.jpg', url: '/news/test-fulltext-news' }]);
  });

  test('the exact name first, then names starting with the text, then the shortest', async () => {
    await t.db.insert(news).values(
      ['The zorblax report', 'Zorblax weekly digest', 'Zorblax'].map((name, i) => ({
        news_name: name,
        news_slug_url: `test-zorblax-${i}`,
        news_content: '<p>Notes.</p>',
        category_id: 1,
      })),
    );
    const res = await t.call('Get_SearchText', { searchText: 'zorblax' });
    expect(res.data!.map((r) => r.name)).toEqual(['Zorblax', 'Zorblax weekly digest', 'The zorblax report']);
  });

  test('under 3 characters is refused; wildcards match literally; nothing found is an empty list', async () => {
    expect(await t.call('Get_SearchText', { searchText: ' ab ' })).toMatchObject({ status: false, message: MSG.validation.searchMin });
    expect((await t.call('Get_SearchText', { searchText: '%%%' })).data).toEqual([]);
    expect((await t.call('Get_SearchText', { searchText: '___' })).data).toEqual([]);
    expect((await t.call('Get_SearchText', { searchText: 'zzqqxxjj' })).data).toEqual([]);
  });
});

describe('favourites', () => {
  test('Set_UserFavoriteList toggles with the next action label; counters follow; Get_UserFavoriteControl reflects it', async () => {
    const member = await newActor(t);
    const item = { item_type: 'source' as const, item_id: DEMO_SOURCE.source_id };
    const favs = () => sqlNumber(t, 'select total_favourite from sources where source_id = $1', [DEMO_SOURCE.source_id]);
    const start = await favs();
    expect(await t.call('Get_UserFavoriteControl', item, { token: member.token })).toMatchObject({ status: false });

    expect(await t.call('Set_UserFavoriteList', item, { token: member.token })).toMatchObject({ status: true, button: 'Unfavorite', message: MSG.favorites.added });
    expect(await favs()).toBe(start + 1);
    expect(await t.call('Get_UserFavoriteControl', item, { token: member.token })).toMatchObject({ status: true });

    expect(await t.call('Set_UserFavoriteList', item, { token: member.token })).toMatchObject({ status: true, button: 'Favorite', message: MSG.favorites.removed });
    expect(await favs()).toBe(start);
    expect(await t.call('Get_UserFavoriteControl', item, { token: member.token })).toMatchObject({ status: false });

    // brands too; unverified members may keep favourites
    const brand = { item_type: 'brand' as const, item_id: DEMO_BRAND.brand_id };
    await t.pool.query('delete from favourites where user_id = $1', [newbie.user_id]);
    expect(await t.call('Set_UserFavoriteList', brand, { token: newbie.token })).toMatchObject({ status: true, button: 'Unfavorite' });
    expect(await sqlNumber(t, 'select count(*) from favourites where user_id = $1 and brand_id = $2', [newbie.user_id, DEMO_BRAND.brand_id])).toBe(1);
    expect(await t.call('Get_UserFavoriteControl', brand, { token: newbie.token })).toMatchObject({ status: true });
  });

  test('visitors, source and brand accounts and unknown items are refused; nothing written', async () => {
    const member = await newActor(t);
    const item = { item_type: 'brand', item_id: DEMO_BRAND.brand_id };
    const before = await writeCounts(t);
    expect(await t.call('Set_UserFavoriteList', item)).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Get_UserFavoriteControl', item)).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_UserFavoriteList', item, { token: sourceOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotFavorite });
    expect(await t.call('Set_UserFavoriteList', item, { token: brandOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotFavorite });
    expect(await t.call('Set_UserFavoriteList', { item_type: 'brand', item_id: 999999 }, { token: member.token })).toMatchObject({ status: false });
    expect(await t.call('Set_UserFavoriteList', { item_type: 'product', item_id: 1 }, { token: member.token })).toMatchObject({ status: false });
    expect(await writeCounts(t)).toEqual(before);
  });
});
