import { fileTestApp } from '../test/harness';
import { news, promos } from '../db/schema';
import { DEMO_PROMO, DEMO_SOURCE } from '../seed/fixed-accounts';
import { sqlNumber, sqlRow } from './catalog-lib/test-helpers';

const t = fileTestApp();
const DAY = 86_400_000;
beforeAll(async () => {
  const now = Date.now();
  await t.db.insert(promos).values([
    // a plain promotion (no code), running, very popular
    { source_id: DEMO_SOURCE.source_id, promo_name: 'Test plain promo', promo_slug_url: 'test-plain-promo', promo_code: null, promo_end_date: new Date(now + 5 * DAY), total_views: 999_999, promo_description: '<p>ok</p><script>x()</script>' },
    // ended, and not started yet: not in the lists
    { source_id: DEMO_SOURCE.source_id, promo_name: 'Test ended promo', promo_slug_url: 'test-ended-promo', promo_code: 'OLD', promo_end_date: new Date(now - DAY), total_views: 999_998 },
    { source_id: DEMO_SOURCE.source_id, promo_name: 'Test future promo', promo_slug_url: 'test-future-promo', promo_start_date: new Date(now + DAY), promo_end_date: new Date(now + 9 * DAY) },
    { source_id: DEMO_SOURCE.source_id, promo_name: 'Test hidden promo', promo_slug_url: 'test-hidden-promo', promo_status: 0, promo_end_date: new Date(now + 9 * DAY) },
  ]);
  await t.db.insert(news).values({
    news_name: 'Test creatine news',
    news_slug_url: 'test-creatine-news',
    news_content: '<p>Creatine <b>works</b></p><img src=x onerror="alert(1)"><script>alert(2)</script>',
    category_id: 1,
    position: 'center',
    total_views: 999_999,
  });
});

const ACTIVE = `p.promo_status = 1 and s.source_status = 1 and p.promo_start_date <= now() and p.promo_end_date > now()`;

describe('promos', () => {
  test('Get_TopPromos: running promos of published sources by views; code only on coupon promos', async () => {
    const res = await t.call('Get_TopPromos');
    expect(res.status).toBe(true);
    const active = await sqlNumber(t, `select count(*) from promos p join sources s using (source_id) where ${ACTIVE}`);
    expect(res.data!.length).toBe(Math.min(8, active));
    expect(res.data![0]!.promo_slug_url).toBe('test-plain-promo');
    expect(res.data![0]).not.toHaveProperty('promo_code');
    expect(res.data![0]!.promo_description).toBe('<p>ok</p>');
    const views = res.data!.map((p) => p.total_views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    for (const p of res.data!) {
      expect(['test-ended-promo', 'test-future-promo', 'test-hidden-promo']).not.toContain(p.promo_slug_url);
      expect(Date.parse(p.promo_end_date)).toBeGreaterThan(Date.now());
      expect(p.source_slug_url).toBeTruthy();
    }
  });

  test('Get_Promo: coupon code present; ended promos still open; hidden and unknown fail', async () => {
    const res = await t.call('Get_Promo', { promo_slug_url: DEMO_PROMO.promo_slug_url });
    expect(res.data).toMatchObject({ promo_id: DEMO_PROMO.promo_id, promo_code: DEMO_PROMO.promo_code, source_id: DEMO_SOURCE.source_id, source_name: DEMO_SOURCE.source_name });
    expect(
      Object.keys(res.data!).sort(),
    ).toEqual(
      ['promo_code', 'promo_description', 'promo_end_date', 'promo_id', 'promo_image', 'promo_name', 'promo_slug_url', 'source_id', 'source_name', 'source_profile_image', 'source_slug_url', 'total_views'].sort(),
    );
    expect((await t.call('Get_Promo', { promo_slug_url: 'test-ended-promo' })).status).toBe(true);
    expect((await t.call('Get_Promo', { promo_slug_url: 'test-hidden-promo' })).status).toBe(false);
    expect((await t.call('Get_Promo', { promo_slug_url: 'nope' })).status).toBe(false);
  });

  test('Get_PromoBySource: the running promos of one source', async () => {
    const res = await t.call('Get_PromoBySource', { source_id: DEMO_SOURCE.source_id });
    const expected = await sqlNumber(t, `select count(*) from promos p join sources s using (source_id) where ${ACTIVE} and p.source_id = $1`, [DEMO_SOURCE.source_id]);
    expect(res.data!.length).toBe(Math.min(10, expected));
    for (const p of res.data!) expect(p.source_id).toBe(DEMO_SOURCE.source_id);
    expect((await t.call('Get_PromoBySource', { source_id: 999999 })).data).toEqual([]);
  });

  test('Get_PromoPagination: 8 per page, total from SQL', async () => {
    const total = await sqlNumber(t, `select count(*) from promos p join sources s using (source_id) where ${ACTIVE}`);
    const p1 = await t.call('Get_PromoPagination', { limit: 8, offset: 0 });
    expect(p1.totalData).toBe(total);
    expect(p1.data!.length).toBe(Math.min(8, total));
    const p2 = await t.call('Get_PromoPagination', { limit: 8, offset: 8 });
    expect(p2.data!.length).toBe(Math.max(0, Math.min(8, total - 8)));
    const ids = new Set(p1.data!.map((p) => p.promo_id));
    for (const p of p2.data!) expect(ids.has(p.promo_id)).toBe(false);
  });
});

describe('news', () => {
  test('Get_TopNews: most read per column, 4 left, 1 center, 4 right', async () => {
    const res = await t.call('Get_TopNews');
    expect(res.status).toBe(true);
    const by = (pos: string) => res.data!.filter((n) => n.position === pos);
    for (const [pos, n] of [['left', 4], ['center', 1], ['right', 4]] as const) {
      const available = await sqlNumber(t, `select count(*) from news where news_status = 1 and position = $1`, [pos]);
      expect(by(pos).length).toBe(Math.min(n, available));
    }
    expect(by('center')[0]!.news_slug_url).toBe('test-creatine-news');
    for (const n of res.data!) expect(Object.keys(n).sort()).toEqual(['news_image', 'news_name', 'news_slug_url', 'position']);
  });

  test('Get_News: sanitized detail; unknown fails', async () => {
    const res = await t.call('Get_News', { news_slug_url: 'test-creatine-news' });
    expect(res.data).toMatchObject({ news_name: 'Test creatine news', category_id: 1, category_name: expect.any(String), total_views: 999_999 });
    expect(res.data!.news_content).toContain('<b>works</b>');
    expect(res.data!.news_content).not.toMatch(/script|onerror/);
    expect((await t.call('Get_News', { news_slug_url: 'nope' })).status).toBe(false);
  });

  test('Get_NewsPagination: category filter and totals; Get_NewsCategories', async () => {
    const cats = await t.call('Get_NewsCategories');
    expect(cats.data!.length).toBe(await t.count('news_categories'));
    for (const c of cats.data!) expect(Object.keys(c).sort()).toEqual(['category_id', 'category_name']);
    for (const category_id of [0, cats.data![0]!.category_id]) {
      const res = await t.call('Get_NewsPagination', { limit: 8, offset: 0, category_id });
      const expected = await sqlNumber(t, 'select count(*) from news where news_status = 1 and ($1 = 0 or category_id = $1)', [category_id]);
      expect(res.totalData).toBe(expected);
      expect(res.data!.length).toBe(Math.min(8, expected));
      if (category_id) for (const n of res.data!) expect(n.category_id).toBe(category_id);
      const dates = res.data!.map((n) => n.created_date);
      expect([...dates].sort().reverse()).toEqual(dates);
    }
    const latest = await t.call('Get_NewsPagination', { limit: 5, offset: 0 });
    const newest = await sqlRow<{ news_id: number }>(t, 'select news_id from news where news_status = 1 order by created_date desc, news_id desc limit 1');
    expect(latest.data![0]!.news_id).toBe(newest.news_id);
  });
});
