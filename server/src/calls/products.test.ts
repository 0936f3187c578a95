import { MSG, PRODUCT_FEATURE_KEYS, REPORT_REASONS } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { pngFile } from '../test/fixtures';
import { DEMO_BRAND, DEMO_PRODUCT } from '../seed/fixed-accounts';
import { seededActorsBeforeAll, newActor, sqlNumber, sqlRow, writeCounts } from './catalog-lib/test-helpers';

const t = fileTestApp();
const { sourceOwner, brandOwner, newbie } = seededActorsBeforeAll(t);
let demoProductSlug: string;
beforeAll(async () => {
  demoProductSlug = (await sqlRow<{ s: string }>(t, 'select product_slug_url s from products where product_id = $1', [DEMO_PRODUCT.product_id])).s;
});

/** A public product of another brand than the demo one. */
async function otherProduct(): Promise<{ product_id: number; brand_id: number }> {
  return sqlRow(
    t,
    `select p.product_id, p.brand_id from products p join brands b using (brand_id)
     where p.product_status = 1 and b.brand_status = 1 and p.brand_id <> $1 order by p.product_id limit 1`,
    [DEMO_BRAND.brand_id],
  );
}

async function aReviewOf(productId: number): Promise<{ rating_id: number; user_id: number; brand_id: number }> {
  const row = await sqlRow<{ rating_id: number; user_id: number; brand_id: number }>(
    t,
    `select rating_id, user_id, brand_id from reviews where review_type = 'product' and product_id = $1 and review_status = 1 order by rating_id limit 1`,
    [productId],
  );
  expect(row).toBeDefined();
  return row;
}

describe('catalogue reads', () => {
  test('Get_BrandProductPagination: brand and category filters; totals from SQL', async () => {
    const categoryId = await sqlNumber(t, 'select category_id from products where product_status = 1 and category_id is not null group by 1 order by count(*) desc limit 1');
    for (const [brand_id, category_id] of [
      [0, 0],
      [DEMO_BRAND.brand_id, 0],
      [0, categoryId],
      [DEMO_BRAND.brand_id, categoryId],
    ] as const) {
      const res = await t.call('Get_BrandProductPagination', { limit: 9, offset: 0, brand_id, category_id });
      expect(res.status).toBe(true);
      const expected = await sqlNumber(
        t,
        `select count(*) from products p join brands b using (brand_id)
         where p.product_status = 1 and b.brand_status = 1 and ($1 = 0 or p.brand_id = $1) and ($2 = 0 or p.category_id = $2)`,
        [brand_id, category_id],
      );
      expect(res.totalData).toBe(expected);
      expect(res.data!.length).toBe(Math.min(9, expected));
      for (const p of res.data!) {
        if (brand_id) expect(p.brand_id).toBe(brand_id);
        expect(['0', '1']).toContain(p.brand_verification_status);
        expect(p.product_slug_url).toBeTruthy();
        expect(p.brand_slug_url).toBeTruthy();
      }
    }
  });

  test('Get_ProductCategoriesPagination: type filter, totals, and limit -1 for all', async () => {
    for (const category_type of ['', 'Injectable', 'Oral'] as const) {
      const res = await t.call('Get_ProductCategoriesPagination', { limit: 20, offset: 0, category_type });
      const expected = await sqlNumber(t, `select count(*) from product_categories where ($1 = '' or category_type::text = $1)`, [category_type]);
      expect(res.totalData).toBe(expected);
      expect(res.data!.length).toBe(Math.min(20, expected));
      for (const c of res.data!) {
        expect(Object.keys(c).sort()).toEqual(['category_id', 'category_name', 'category_slug_url', 'category_type', 'product_count']);
        if (category_type) expect(c.category_type).toBe(category_type);
      }
    }
    const all = await t.call('Get_ProductCategoriesPagination', { limit: -1, offset: -1, category_type: '' });
    expect(all.data!.length).toBe(await t.count('product_categories'));
    expect((await t.call('Get_ProductCategoriesPagination', { category_type: 'Liquid' })).status).toBe(false);
  });

  test('Get_ProductCategory by slug', async () => {
    const c = await sqlRow<{ category_id: number; category_name: string; category_slug_url: string }>(t, 'select * from product_categories order by category_id limit 1');
    expect((await t.call('Get_ProductCategory', { category_slug_url: c.category_slug_url })).data).toEqual({
      category_id: c.category_id,
      category_name: c.category_name,
    });
    expect((await t.call('Get_ProductCategory', { category_slug_url: 'nope' })).status).toBe(false);
  });

  test('Get_BrandProduct: detail with every feature key and seller prices cheapest first', async () => {
    const member = await newActor(t, { user_verification_status: 0 });
    const res = await t.call('Get_BrandProduct', { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: demoProductSlug }, { token: member.token });
    expect(res.status).toBe(true);
    const p = res.data!;
    expect(p.product_id).toBe(DEMO_PRODUCT.product_id);
    expect(p.brand_id).toBe(DEMO_BRAND.brand_id);
    expect(Object.keys(p.product_features).sort()).toEqual([...PRODUCT_FEATURE_KEYS].sort());
    const offers = await sqlNumber(t, 'select count(*) from price_offers o join sources s using (source_id) where o.product_id = $1 and s.source_status = 1', [p.product_id]);
    expect(p.price_match_list.length).toBe(offers);
    expect(p.price_count).toBe(offers);
    expect(offers).toBeGreaterThan(0);
    const prices = p.price_match_list.map((o) => o.sale_price);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    for (const o of p.price_match_list) {
      expect(Object.keys(o).sort()).toEqual(
        [
          'matching_product_link', 'matching_product_name', 'sale_price', 'source_name', 'source_profile_image', 'source_slug_url', 'stock_status', 'updated_date',
          'shipping_fee', 'deal_percent', 'good_deal', 'ships_to_member',
        ].sort(),
      );
      expect(typeof o.sale_price).toBe('number');
      expect([0, 1]).toContain(o.stock_status);
      expect(Number.isNaN(Date.parse(o.updated_date))).toBe(false);
    }
    expect(p.price_match_list[0]!.sale_price).toBe(
      await sqlNumber(t, 'select min(sale_price) from price_offers o join sources s using (source_id) where o.product_id = $1 and s.source_status = 1', [p.product_id]),
    );
    expect(p.price_match_list.every((o) => o.source_name !== '' && o.sale_price > 0)).toBe(true);
    // a visitor gets the same list with price and seller blanked
    const visitor = await t.call('Get_BrandProduct', { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: demoProductSlug });
    expect(visitor.data!.price_match_list.length).toBe(offers);
    for (const o of visitor.data!.price_match_list) expect(o).toMatchObject({ sale_price: 0, source_name: '', source_slug_url: '', matching_product_link: '' });
    const row = await sqlRow<Record<string, unknown>>(t, 'select * from products where product_id = $1', [p.product_id]);
    expect(p.product_rating).toBe(Number(row.product_rating));
    expect(p.percent_cheaper).toBe(Number(row.percent_cheaper));
    expect(p.owner_user_id).toBe(brandOwner.user_id);
    // wrong brand slug or unknown product
    const other = await sqlRow<{ brand_slug_url: string }>(t, 'select brand_slug_url from brands where brand_id <> $1 limit 1', [DEMO_BRAND.brand_id]);
    expect((await t.call('Get_BrandProduct', { brand_slug_url: other.brand_slug_url, product_slug_url: demoProductSlug })).status).toBe(false);
    expect((await t.call('Get_BrandProduct', { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: 'nope' })).status).toBe(false);
  });

  test('Get_BrandProductMostViewed: by views, limit respected', async () => {
    const res = await t.call('Get_BrandProductMostViewed', { limit: 12 });
    expect(res.data!.length).toBe(12);
    const top = await sqlNumber(
      t,
      'select p.product_id from products p join brands b using (brand_id) where p.product_status = 1 and b.brand_status = 1 order by p.total_views desc, p.product_id limit 1',
    );
    expect(res.data![0]!.product_id).toBe(top);
    expect((await t.call('Get_BrandProductMostViewed', { limit: 0 })).status).toBe(false);
  });

  test('Get_BrandProductSearchtext: products only, from 3 characters', async () => {
    const name = (await sqlRow<{ n: string }>(t, 'select product_name n from products where product_id = $1', [DEMO_PRODUCT.product_id])).n;
    const res = await t.call('Get_BrandProductSearchtext', { searchText: name.slice(0, 8) });
    expect(res.status).toBe(true);
    expect(res.data!.length).toBeGreaterThan(0);
    for (const r of res.data!) {
      expect(r.type).toBe('product');
      expect(r.url).toMatch(/^\/brand\/[^/]+\/[^/]+$/);
      expect(r.name.toLowerCase()).toContain(name.slice(0, 8).toLowerCase().split(' ')[0]);
    }
    expect(res.data!.some((r) => r.name === name)).toBe(true);
    expect((await t.call('Get_BrandProductSearchtext', { searchText: 'ab' })).status).toBe(false);
  });

  test('Get_BrandProductReviewsPagination and Get_BrandProductReviewSingle', async () => {
    const total = await sqlNumber(t, `select count(*) from reviews where review_type = 'product' and product_id = $1 and review_status = 1`, [DEMO_PRODUCT.product_id]);
    const res = await t.call('Get_BrandProductReviewsPagination', { limit: 20, offset: 0, product_id: DEMO_PRODUCT.product_id });
    expect(res.totalData).toBe(total);
    for (const r of res.data!) expect(r).toMatchObject({ product_id: DEMO_PRODUCT.product_id, brand_id: DEMO_BRAND.brand_id, product_name: expect.any(String) });
    const { rating_id } = await aReviewOf(DEMO_PRODUCT.product_id);
    expect((await t.call('Get_BrandProductReviewSingle', { rating_id })).token_error).toBe(true);
    const single = await t.call('Get_BrandProductReviewSingle', { rating_id }, { token: brandOwner.token });
    expect(single.data).toMatchObject({ rating_id, product_id: DEMO_PRODUCT.product_id, product_rating: expect.any(Number), comments: expect.any(Array) });
  });
});

describe('product review actions', () => {
  test('Set_BrandProductNewReview: permission matrix with the product messages; bad input writes nothing', async () => {
    const target = await otherProduct();
    const member = await newActor(t);
    const payload = { ...target, review_comment: 'Works well.', rating: 5 };
    const before = await writeCounts(t);
    expect(await t.call('Set_BrandProductNewReview', payload)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandProductNewReview', payload, { token: newbie.token })).toMatchObject({ message: MSG.gating.reviewNeedsVerification });
    expect(await t.call('Set_BrandProductNewReview', payload, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewProduct });
    expect(await t.call('Set_BrandProductNewReview', payload, { token: brandOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewProduct });
    expect(await t.call('Set_BrandProductNewReview', { ...payload, brand_id: DEMO_BRAND.brand_id }, { token: member.token })).toMatchObject({
      message: MSG.notFound.product,
    });
    expect(await t.call('Set_BrandProductNewReview', { ...payload, rating: 7 }, { token: member.token })).toMatchObject({ status: false });
    expect(await t.call('Set_BrandProductNewReview', { ...payload, review_comment: '' }, { token: member.token })).toMatchObject({ message: MSG.validation.fieldBlank });
    expect(await writeCounts(t)).toEqual(before);
  });

  test('Set_BrandProductNewReview: product aggregates and karma; brand rating unchanged; one review per product', async () => {
    const target = await otherProduct();
    const member = await newActor(t);
    const brandBefore = await sqlRow<{ brand_rating: string; total_review: number }>(t, 'select brand_rating, total_review from brands where brand_id = $1', [target.brand_id]);
    const res = await t.call('Set_BrandProductNewReview', { ...target, review_comment: 'Works well.', rating: 1, review_image: await pngFile(200, 200) }, { token: member.token });
    expect(res).toMatchObject({ status: true, message: MSG.review.reviewSent });
    const agg = await sqlRow<{ r: string; n: number }>(
      t,
      `select round(avg(rating), 1) r, count(*)::int n from reviews where review_type = 'product' and product_id = $1 and review_status = 1`,
      [target.product_id],
    );
    const p = await sqlRow<{ product_rating: string; total_review: number }>(t, 'select product_rating, total_review from products where product_id = $1', [target.product_id]);
    expect(Number(p.product_rating)).toBe(Number(agg.r));
    expect(p.total_review).toBe(agg.n);
    expect(await sqlRow(t, 'select brand_rating, total_review from brands where brand_id = $1', [target.brand_id])).toEqual(brandBefore);
    expect(await sqlNumber(t, 'select user_score from users where user_id = $1', [member.user_id])).toBe(25);
    const image = (await sqlRow<{ i: string }>(t, 'select review_image i from reviews where user_id = $1', [member.user_id])).i;
    expect(await t.storage.open('reviews/product', image)).not.toBeNull();
    expect(await t.call('Set_BrandProductNewReview', { ...target, review_comment: 'Again', rating: 3 }, { token: member.token })).toMatchObject({
      message: MSG.review.alreadyReviewed.product,
    });
  });

  test('comments, reports and useful votes on product reviews', async () => {
    const target = await aReviewOf(DEMO_PRODUCT.product_id);
    const base = { product_id: DEMO_PRODUCT.product_id, brand_id: DEMO_BRAND.brand_id };
    const member = await newActor(t);
    const comment = { ...base, parent_rating_id: target.rating_id, review_comment: 'Same here.' };
    const before = await writeCounts(t);
    expect(await t.call('Set_BrandProductNewComment', comment)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandProductNewComment', comment, { token: newbie.token })).toMatchObject({ message: MSG.gating.reviewNeedsVerification });
    expect(await t.call('Set_BrandProductNewComment', comment, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewProduct });
    const report = { ...base, rating_id: target.rating_id, report_reason: REPORT_REASONS[8] };
    expect(await t.call('Set_BrandProductReviewReport', report)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandProductReviewReport', report, { token: newbie.token })).toMatchObject({ message: MSG.gating.complainNeedsVerification });
    expect(await t.call('Set_BrandProductReviewReport', report, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotComplainProduct });
    const useful = { ...base, rating_id: target.rating_id };
    expect(await t.call('Set_BrandProductReviewUseful', useful)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandProductReviewUseful', useful, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewProduct });
    expect(await t.call('Set_BrandProductReviewUseful', { ...useful, brand_id: 999 }, { token: member.token })).toMatchObject({ status: false });
    expect(await writeCounts(t)).toEqual(before);

    expect(await t.call('Set_BrandProductNewComment', comment, { token: member.token })).toMatchObject({ status: true, message: MSG.review.commentLive });
    // the brand owner answers on its own product's review
    expect(await t.call('Set_BrandProductNewComment', comment, { token: brandOwner.token })).toMatchObject({ status: true, message: MSG.review.commentSubmitted });
    expect(await t.call('Set_BrandProductReviewReport', report, { token: member.token })).toMatchObject({ status: true });
    expect(await t.call('Set_BrandProductReviewReport', report, { token: brandOwner.token })).toMatchObject({ status: true });
    expect(await t.call('Set_BrandProductReviewUseful', useful, { token: member.token })).toMatchObject({ status: true, type: 'positive' });
    expect(await t.call('Set_BrandProductReviewUseful', useful, { token: member.token })).toMatchObject({ status: true, type: 'negative' });
    const u = await sqlRow<{ user_score: number; total_comments: number; total_likes: number }>(
      t,
      'select user_score, total_comments, total_likes from users where user_id = $1',
      [member.user_id],
    );
    expect(u).toEqual({ user_score: 5, total_comments: 1, total_likes: 0 });
    const list = await t.call('Get_BrandProductReviewsPagination', { limit: 100, offset: 0, product_id: DEMO_PRODUCT.product_id });
    const shown = list.data!.find((r) => r.rating_id === target.rating_id)!;
    expect(shown.comments.slice(-2).map((c) => c.user_name)).toEqual([member.user_name, 'brandowner']);
  });
});
