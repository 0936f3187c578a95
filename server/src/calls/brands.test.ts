import { MSG, REPORT_REASONS, rankName } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { jpegFile } from '../test/fixtures';
import { DEMO_BRAND, UNCLAIMED_BRAND } from '../seed/fixed-accounts';
import { seededActorsBeforeAll, expectedRank, newActor, rankMismatches, sqlNumber, sqlRow, writeCounts } from './catalog-lib/test-helpers';

const t = fileTestApp();
const { sourceOwner, brandOwner, newbie } = seededActorsBeforeAll(t);

const BRAND_CARD_KEYS = [
  'brand_id',
  'brand_name',
  'brand_profile_image',
  'brand_rating',
  'brand_ranked',
  'brand_slug_url',
  'brand_verification_status',
  'total_product',
  'total_review',
  'total_views',
  'user_name',
  'user_profile_image',
].sort();

async function otherBrand(): Promise<number> {
  return sqlNumber(t, 'select brand_id from brands where brand_status = 1 and brand_id not in ($1, $2) order by brand_id limit 1', [
    DEMO_BRAND.brand_id,
    UNCLAIMED_BRAND.brand_id,
  ]);
}

async function aReviewOf(brandId: number): Promise<{ rating_id: number; user_id: number }> {
  const row = await sqlRow<{ rating_id: number; user_id: number }>(
    t,
    `select rating_id, user_id from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1 order by rating_id limit 1`,
    [brandId],
  );
  expect(row).toBeDefined();
  return row;
}

const review = (brandId: number, overrides: Record<string, unknown> = {}) => ({
  brand_id: brandId,
  review_comment: '<p>Reliable brand.</p>',
  rating: 4,
  ...overrides,
});

describe('public brand calls', () => {
  test('Get_TopBrands: the 10 best published brands in rank order', async () => {
    const res = await t.call('Get_TopBrands');
    expect(res.status).toBe(true);
    expect(res.data!.length).toBe(Math.min(10, await sqlNumber(t, 'select count(*) from brands where brand_status = 1')));
    expect(res.data!.map((b) => b.brand_ranked)).toEqual(res.data!.map((_, i) => i + 1));
    for (const b of res.data!) expect(Object.keys(b).sort()).toEqual(BRAND_CARD_KEYS);
  });

  test('Get_BrandPagination: totals equal SQL counts for rating and verification filters', async () => {
    for (const rating_id of [0, 2, 3, 4]) {
      for (const verification of [false, true]) {
        const res = await t.call('Get_BrandPagination', { limit: 20, offset: 0, rating_id, verification });
        expect(res.status).toBe(true);
        const expected = await sqlNumber(
          t,
          'select count(*) from brands where brand_status = 1 and brand_rating >= $1 and ($2 = false or brand_verification_status = 1)',
          [rating_id, verification],
        );
        expect(res.totalData).toBe(expected);
        expect(res.data!.length).toBe(Math.min(20, expected));
        for (const b of res.data!) {
          expect(b.brand_rating).toBeGreaterThanOrEqual(rating_id);
          if (verification) expect(b.brand_verification_status).toBe('1');
        }
      }
    }
    const p2 = await t.call('Get_BrandPagination', { limit: 20, offset: 20 });
    expect(p2.data!.length).toBe(Math.max(0, Math.min(20, p2.totalData! - 20)));
  });

  test('Get_Brand: detail shape with countries and official resellers; unknown slug fails', async () => {
    const res = await t.call('Get_Brand', { brand_slug_url: DEMO_BRAND.brand_slug_url });
    expect(res.status).toBe(true);
    const b = res.data!;
    expect(b.brand_id).toBe(DEMO_BRAND.brand_id);
    expect(b.brand_name).toBe(DEMO_BRAND.brand_name);
    const row = await sqlRow<Record<string, unknown>>(t, 'select * from brands where brand_id = $1', [b.brand_id]);
    expect(b.brand_rating).toBe(Number(row.brand_rating));
    expect(b.total_product).toBe(row.total_product);
    expect(b.brand_ranked).toBe(await expectedRank(t, 'brand', b.brand_id));
    expect(b.brand_offical_resellers.length).toBe(
      await sqlNumber(t, 'select count(*) from brand_official_resellers o join sources s using (source_id) where o.brand_id = $1 and s.source_status = 1', [b.brand_id]),
    );
    for (const r of b.brand_offical_resellers) expect(Object.keys(r)).toEqual(['source_name']);
    expect(b.brand_delivery_countries.length).toBe(await sqlNumber(t, 'select count(*) from brand_delivery_countries where brand_id = $1', [b.brand_id]));
    for (const key of ['brand_website', 'brand_email', 'brand_since', 'brand_country', 'brand_description']) {
      expect(typeof (b as unknown as Record<string, unknown>)[key]).toBe('string');
    }
    expect((await t.call('Get_Brand', { brand_slug_url: 'no-such-brand' })).status).toBe(false);
    expect((await t.call('Get_Brand', {})).status).toBe(false);
  });

  test('Get_AllBrand lists every published brand for the filter', async () => {
    const res = await t.call('Get_AllBrand');
    expect(res.data!.length).toBe(await sqlNumber(t, 'select count(*) from brands where brand_status = 1'));
    for (const b of res.data!) expect(Object.keys(b).sort()).toEqual(['brand_id', 'brand_name', 'brand_profile_image', 'brand_slug_url']);
  });

  test('Get_BrandReviewsPagination and Get_LastBrandReviews', async () => {
    const total = await sqlNumber(t, `select count(*) from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1`, [DEMO_BRAND.brand_id]);
    const res = await t.call('Get_BrandReviewsPagination', { limit: 20, offset: 0, brand_id: DEMO_BRAND.brand_id });
    expect(res.totalData).toBe(total);
    expect(res.data!.length).toBe(Math.min(20, total));
    for (const r of res.data!) {
      expect(r.brand_id).toBe(DEMO_BRAND.brand_id);
      expect(r.brand_name).toBe(DEMO_BRAND.brand_name);
      expect(r.user_rank.rank_name).toBe(rankName(r.user_rank.rank_no));
      expect(Array.isArray(r.comments)).toBe(true);
    }
    const last = await t.call('Get_LastBrandReviews');
    expect(last.data!.length).toBeGreaterThan(0);
    expect(last.data!.length).toBeLessThanOrEqual(12);
    const dates = last.data!.map((r) => r.created_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('Get_BrandReviewSingle: token required; brand reviews only', async () => {
    const { rating_id } = await aReviewOf(DEMO_BRAND.brand_id);
    expect((await t.call('Get_BrandReviewSingle', { rating_id })).token_error).toBe(true);
    const res = await t.call('Get_BrandReviewSingle', { rating_id }, { token: brandOwner.token });
    expect(res.data).toMatchObject({ rating_id, brand_id: DEMO_BRAND.brand_id, comments: expect.any(Array) });
    const sourceReview = await sqlNumber(t, `select rating_id from reviews where review_type = 'source' limit 1`);
    expect((await t.call('Get_BrandReviewSingle', { rating_id: sourceReview }, { token: brandOwner.token })).status).toBe(false);
  });
});

describe('brand review actions', () => {
  test('Set_BrandNewReview: permission matrix and bad input write nothing', async () => {
    const brandId = await otherBrand();
    const member = await newActor(t);
    const before = await writeCounts(t);
    expect(await t.call('Set_BrandNewReview', review(brandId))).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_BrandNewReview', review(brandId), { token: newbie.token })).toMatchObject({ message: MSG.gating.reviewNeedsVerification });
    expect(await t.call('Set_BrandNewReview', review(brandId), { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewSourceOrBrand });
    expect(await t.call('Set_BrandNewReview', review(brandId), { token: brandOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewSourceOrBrand });
    expect(await t.call('Set_BrandNewReview', review(brandId, { rating: 0 }), { token: member.token })).toMatchObject({ message: MSG.validation.atLeastOnePoint });
    expect(await t.call('Set_BrandNewReview', review(brandId, { rating: '' }), { token: member.token })).toMatchObject({ status: false });
    expect(await t.call('Set_BrandNewReview', review(brandId, { review_comment: '   ' }), { token: member.token })).toMatchObject({ message: MSG.validation.fieldBlank });
    expect(await t.call('Set_BrandNewReview', review(999999), { token: member.token })).toMatchObject({ message: MSG.notFound.brand });
    expect(await writeCounts(t)).toEqual(before);
  });

  test('Set_BrandNewReview: aggregates, ranking and karma in one go; a second review is refused', async () => {
    const member = await newActor(t);
    const brandId = await otherBrand();
    const res = await t.call('Set_BrandNewReview', review(brandId, { rating: 2, review_image: await jpegFile(300, 200) }), { token: member.token });
    expect(res).toMatchObject({ status: true, message: MSG.review.reviewSent });
    const agg = await sqlRow<{ r: string; n: number; bad: number }>(
      t,
      `select round(avg(rating), 1) r, count(*)::int n, (count(*) filter (where rating < 3))::int bad from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1`,
      [brandId],
    );
    const b = await sqlRow<Record<string, unknown>>(t, 'select * from brands where brand_id = $1', [brandId]);
    expect(Number(b.brand_rating)).toBe(Number(agg.r));
    expect(b.total_review).toBe(agg.n);
    expect(b.bad_review).toBe(agg.bad);
    expect(await rankMismatches(t, 'brand')).toEqual([]);
    const u = await sqlRow<{ user_score: number; total_reviews: number }>(t, 'select user_score, total_reviews from users where user_id = $1', [member.user_id]);
    expect(u).toEqual({ user_score: 25, total_reviews: 1 });
    const stored = await sqlRow<{ review_image: string; rating: string }>(t, 'select review_image, rating from reviews where user_id = $1', [member.user_id]);
    expect(Number(stored.rating)).toBe(2);
    expect(await t.storage.open('reviews/brand', stored.review_image)).not.toBeNull();

    const counts = await writeCounts(t);
    expect(await t.call('Set_BrandNewReview', review(brandId), { token: member.token })).toMatchObject({
      status: false,
      message: MSG.review.alreadyReviewed.brand,
    });
    expect(await writeCounts(t)).toEqual(counts);
  });

  test('Set_BrandNewComment: members and the brand owner; other business accounts refused', async () => {
    const target = await aReviewOf(DEMO_BRAND.brand_id);
    const payload = { brand_id: DEMO_BRAND.brand_id, parent_rating_id: target.rating_id, review_comment: 'Agreed.' };
    const before = await writeCounts(t);
    expect(await t.call('Set_BrandNewComment', payload)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandNewComment', payload, { token: newbie.token })).toMatchObject({ message: MSG.gating.reviewNeedsVerification });
    expect(await t.call('Set_BrandNewComment', payload, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewSourceOrBrand });
    const other = await otherBrand();
    const otherReview = await aReviewOf(other);
    expect(
      await t.call('Set_BrandNewComment', { brand_id: other, parent_rating_id: otherReview.rating_id, review_comment: 'x' }, { token: brandOwner.token }),
    ).toMatchObject({ message: MSG.gating.cannotReviewSourceOrBrand });
    expect(await writeCounts(t)).toEqual(before);

    const member = await newActor(t);
    expect(await t.call('Set_BrandNewComment', payload, { token: member.token })).toMatchObject({ status: true, message: MSG.review.commentLive });
    expect(await t.call('Set_BrandNewComment', payload, { token: brandOwner.token })).toMatchObject({ status: true, message: MSG.review.commentSubmitted });
    expect((await sqlRow<{ user_score: number }>(t, 'select user_score from users where user_id = $1', [member.user_id])).user_score).toBe(5);
    const total = await sqlNumber(t, `select sum(comment_count) from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1`, [DEMO_BRAND.brand_id]);
    expect(await sqlNumber(t, 'select total_comment from brands where brand_id = $1', [DEMO_BRAND.brand_id])).toBe(total);
  });

  test('Set_BrandReviewReport and Set_BrandReviewUseful', async () => {
    const target = await aReviewOf(DEMO_BRAND.brand_id);
    const member = await newActor(t);
    const report = { brand_id: DEMO_BRAND.brand_id, rating_id: target.rating_id, report_reason: REPORT_REASONS[0] };
    const before = await writeCounts(t);
    expect(await t.call('Set_BrandReviewReport', report)).toMatchObject({ token_error: true });
    expect(await t.call('Set_BrandReviewReport', report, { token: newbie.token })).toMatchObject({ message: MSG.gating.complainNeedsVerification });
    expect(await t.call('Set_BrandReviewReport', report, { token: sourceOwner.token })).toMatchObject({ message: MSG.gating.cannotComplainSourceOrBrand });
    expect(await t.call('Set_BrandReviewReport', { ...report, report_reason: '' }, { token: member.token })).toMatchObject({ message: MSG.validation.reportReasonRequired });
    expect(await writeCounts(t)).toEqual(before);
    expect(await t.call('Set_BrandReviewReport', report, { token: member.token })).toMatchObject({ status: true });
    expect(await t.call('Set_BrandReviewReport', report, { token: brandOwner.token })).toMatchObject({ status: true });
    expect(await t.call('Set_BrandReviewReport', report, { token: member.token })).toMatchObject({ message: MSG.review.alreadyReported });

    const useful = { brand_id: DEMO_BRAND.brand_id, rating_id: target.rating_id };
    expect(await t.call('Set_BrandReviewUseful', useful, { token: brandOwner.token })).toMatchObject({ message: MSG.gating.cannotReviewSourceOrBrand });
    const start = await sqlRow<{ useful_count: number }>(t, 'select useful_count from reviews where rating_id = $1', [target.rating_id]);
    // an unverified member's vote would award karma: refused, nothing written
    const counts = await writeCounts(t);
    expect(await t.call('Set_BrandReviewUseful', useful, { token: newbie.token })).toMatchObject({ status: false, message: MSG.gating.usefulNeedsVerification });
    expect(await writeCounts(t)).toEqual(counts);
    expect(await t.call('Set_BrandReviewUseful', useful, { token: member.token })).toMatchObject({ status: true, type: 'positive' });
    expect(await t.call('Set_BrandReviewUseful', useful, { token: (await newActor(t)).token })).toMatchObject({ status: true, type: 'positive' });
    expect((await sqlRow<{ useful_count: number }>(t, 'select useful_count from reviews where rating_id = $1', [target.rating_id])).useful_count).toBe(start.useful_count + 2);
    expect(await t.call('Set_BrandReviewUseful', useful, { token: member.token })).toMatchObject({ status: true, type: 'negative' });
    expect(await t.call('Set_BrandReviewUseful', { ...useful, rating_id: 999999 }, { token: member.token })).toMatchObject({ message: MSG.notFound.review });
  });
});
