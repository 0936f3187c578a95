import { KARMA, MSG, REPORT_REASONS, rankName } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { fakeImage, pngFile, bytesFile } from '../test/fixtures';
import { DEMO_SOURCE, UNCLAIMED_SOURCE } from '../seed/fixed-accounts';
import { seededActorsBeforeAll, expectedRank, newActor, rankMismatches, sqlNumber, sqlRow, writeCounts } from './catalog-lib/test-helpers';

const t = fileTestApp();
const { sourceOwner, brandOwner, newbie } = seededActorsBeforeAll(t);

const SOURCE_CARD_KEYS = [
  'category_name',
  'source_id',
  'source_name',
  'source_profile_image',
  'source_ranked',
  'source_rating',
  'source_slug_url',
  'source_verification_status',
  'total_review',
  'total_views',
  'user_name',
  'user_profile_image',
].sort();

/** A published source other than the demo ones, with no review by `userId`. */
async function otherSource(exclude: number[] = []): Promise<number> {
  return sqlNumber(
    t,
    `select source_id from sources where source_status = 1 and source_id <> all($1::int[]) order by source_id limit 1`,
    [[DEMO_SOURCE.source_id, UNCLAIMED_SOURCE.source_id, ...exclude]],
  );
}

async function aReviewOf(sourceId: number, notBy: number[] = []): Promise<{ rating_id: number; user_id: number }> {
  const row = await sqlRow<{ rating_id: number; user_id: number }>(
    t,
    `select rating_id, user_id from reviews where review_type = 'source' and source_id = $1 and review_status = 1 and user_id <> all($2::int[]) order by rating_id limit 1`,
    [sourceId, notBy],
  );
  expect(row).toBeDefined();
  return row;
}

const review = (sourceId: number, overrides: Record<string, unknown> = {}) => ({
  source_id: sourceId,
  review_comment: '<p>Fast delivery and <b>good</b> products.</p>',
  contact_rating: 5,
  delivery_rating: 4,
  quality_rating: 4,
  pricing_rating: 3,
  support_rating: 5,
  ...overrides,
});

describe('public source calls', () => {
  test('Get_SourceCategories lists every category with id, name and abbreviation', async () => {
    const res = await t.call('Get_SourceCategories');
    expect(res.status).toBe(true);
    expect(res.data!.length).toBe(await t.count('source_categories'));
    for (const c of res.data!) expect(Object.keys(c).sort()).toEqual(['category_abbreviation', 'category_id', 'category_name']);
  });

  test('Get_TopSources gives the 10 best published sources in rank order, per category', async () => {
    const all = await t.call('Get_TopSources', { category_id: 0 });
    expect(all.status).toBe(true);
    expect(all.data!.length).toBe(Math.min(10, await sqlNumber(t, 'select count(*) from sources where source_status = 1')));
    expect(all.data!.map((s) => s.source_ranked)).toEqual(all.data!.map((_, i) => i + 1));
    for (const s of all.data!) expect(Object.keys(s).sort()).toEqual(SOURCE_CARD_KEYS);

    const categoryId = await sqlNumber(t, 'select category_id from sources where source_status = 1 and category_id is not null group by 1 order by count(*) desc limit 1');
    const name = (await sqlRow<{ category_name: string }>(t, 'select category_name from source_categories where category_id = $1', [categoryId])).category_name;
    const some = await t.call('Get_TopSources', { category_id: categoryId });
    expect(some.data!.length).toBe(Math.min(10, await sqlNumber(t, 'select count(*) from sources where source_status = 1 and category_id = $1', [categoryId])));
    for (const s of some.data!) expect(s.category_name).toBe(name);
    const ranks = some.data!.map((s) => s.source_ranked!);
    expect([...ranks].sort((a, b) => a - b)).toEqual(ranks);
  });

  test('Get_SourcePagination: totals equal SQL counts for every filter combination, items satisfy the filters', async () => {
    const categoryId = await sqlNumber(t, 'select category_id from sources where source_status = 1 and category_id is not null limit 1');
    for (const category_id of [0, categoryId]) {
      for (const rating_id of [0, 2, 3, 4]) {
        for (const verification of [false, true]) {
          const res = await t.call('Get_SourcePagination', { limit: 20, offset: 0, category_id, rating_id, verification });
          expect(res.status).toBe(true);
          const expected = await sqlNumber(
            t,
            `select count(*) from sources where source_status = 1 and ($1 = 0 or category_id = $1) and source_rating >= $2 and ($3 = false or source_verification_status = 1)`,
            [category_id, rating_id, verification],
          );
          expect(res.totalData).toBe(expected);
          expect(res.data!.length).toBe(Math.min(20, expected));
          for (const s of res.data!) {
            expect(s.source_rating).toBeGreaterThanOrEqual(rating_id);
            if (verification) expect(s.source_verification_status).toBe('1');
            expect(['0', '1']).toContain(s.source_verification_status);
          }
        }
      }
    }
  });

  test('Get_SourcePagination pages follow offset = (page - 1) × size without overlap', async () => {
    const p1 = await t.call('Get_SourcePagination', { limit: 20, offset: 0 });
    const p2 = await t.call('Get_SourcePagination', { limit: 20, offset: 20 });
    expect(p2.totalData).toBe(p1.totalData);
    const ids1 = new Set(p1.data!.map((s) => s.source_id));
    for (const s of p2.data!) expect(ids1.has(s.source_id)).toBe(false);
    expect(p2.data!.length).toBe(Math.max(0, Math.min(20, p1.totalData! - 20)));
    // rank order continues on page 2
    if (p2.data!.length) expect(p2.data![0]!.source_ranked).toBe(21);
    // past the last page: no rows, the total still counts the list
    const past = await t.call('Get_SourcePagination', { limit: 20, offset: 100000 });
    expect(past).toMatchObject({ status: true, data: [], totalData: p1.totalData });
    const bad = await t.call('Get_SourcePagination', { limit: 20, offset: 0, rating_id: 1 });
    expect(bad.status).toBe(false);
  });

  test('Get_Source returns the detail shape; unknown and unpublished slugs fail', async () => {
    const res = await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url });
    expect(res.status).toBe(true);
    const s = res.data!;
    expect(s.source_id).toBe(DEMO_SOURCE.source_id);
    expect(s.source_name).toBe(DEMO_SOURCE.source_name);
    const row = await sqlRow<Record<string, unknown>>(t, 'select * from sources where source_id = $1', [DEMO_SOURCE.source_id]);
    expect(s.source_rating).toBe(Number(row.source_rating));
    expect(s.total_review).toBe(row.total_review);
    expect(s.source_ranked).toBe(await expectedRank(t, 'source', DEMO_SOURCE.source_id));
    expect(s.contact_rating_total).toBe(Number(row.contact_rating_total));
    expect(s.user_id).toBe(row.user_id);
    expect(s.source_description).not.toMatch(/<script/i);
    expect(s.source_payment_types.length).toBe(await sqlNumber(t, 'select count(*) from source_payment_methods where source_id = $1', [s.source_id]));
    for (const p of s.source_payment_types) expect(Object.keys(p).sort()).toEqual(['payment_method_image', 'payment_method_name']);
    expect(s.source_delivery_countries.length).toBe(await sqlNumber(t, 'select count(*) from source_delivery_countries where source_id = $1', [s.source_id]));
    for (const c of s.source_restricted_countries) expect(Object.keys(c).sort()).toEqual(['country_image', 'country_name']);
    for (const key of ['source_website', 'source_email', 'source_since', 'source_avg_delivery_time', 'source_country']) {
      expect(typeof (s as unknown as Record<string, unknown>)[key]).toBe('string');
    }

    expect((await t.call('Get_Source', { source_slug_url: 'no-such-source' })).status).toBe(false);
    const hidden = await sqlRow<{ source_slug_url: string } | undefined>(t, 'select source_slug_url from sources where source_status = 0 limit 1');
    if (hidden) expect((await t.call('Get_Source', { source_slug_url: hidden.source_slug_url })).status).toBe(false);
  });

  test('Get_SourceReviewsPagination: total from SQL, newest first, comments nested, review shape', async () => {
    const sourceId = await sqlNumber(
      t,
      `select source_id from reviews where review_type = 'source' and review_status = 1 group by 1 order by count(*) desc limit 1`,
    );
    const total = await sqlNumber(t, `select count(*) from reviews where review_type = 'source' and source_id = $1 and review_status = 1`, [sourceId]);
    const res = await t.call('Get_SourceReviewsPagination', { limit: 3, offset: 0, source_id: sourceId });
    expect(res.status).toBe(true);
    expect(res.totalData).toBe(total);
    expect(res.data!.length).toBe(Math.min(3, total));
    const dates = res.data!.map((r) => r.created_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of res.data!) {
      expect(r.source_id).toBe(sourceId);
      expect(r.user_rank).toEqual({ rank_no: expect.any(Number), rank_name: rankName(r.user_rank.rank_no) });
      expect(r.review_image).toBeTruthy();
      expect(r.comments.length).toBe(await sqlNumber(t, 'select count(*) from review_comments where rating_id = $1 and comment_status = 1', [r.rating_id]));
      for (const key of ['contact_rating', 'delivery_rating', 'quality_rating', 'pricing_rating', 'support_rating', 'useful_count', 'user_score']) {
        expect(typeof (r as unknown as Record<string, unknown>)[key]).toBe('number');
      }
      expect(r.updated_review === 0 || r.updated_review === 1).toBe(true);
    }
    const page2 = await t.call('Get_SourceReviewsPagination', { limit: 3, offset: 3, source_id: sourceId });
    expect(page2.data!.map((r) => r.rating_id)).not.toContain(res.data![0]!.rating_id);
    const past = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 10000, source_id: sourceId });
    expect(past).toMatchObject({ status: true, data: [], totalData: total });
    const none = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: 999999 });
    expect(none).toMatchObject({ status: true, data: [], totalData: 0 });
  });

  test('Get_LastSourceReviews: at most 12 newest source reviews of published sources', async () => {
    const res = await t.call('Get_LastSourceReviews');
    expect(res.status).toBe(true);
    expect(res.data!.length).toBeLessThanOrEqual(12);
    expect(res.data!.length).toBeGreaterThan(0);
    const dates = res.data!.map((r) => r.created_date);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const r of res.data!) {
      expect(r.source_name).toBeTruthy();
      expect(r.source_slug_url).toBeTruthy();
    }
  });

  test('Get_SourceReviewSingle needs a token and returns one source review with its comments', async () => {
    const { rating_id } = await aReviewOf(DEMO_SOURCE.source_id);
    const visitor = await t.call('Get_SourceReviewSingle', { rating_id });
    expect(visitor.token_error).toBe(true);
    const res = await t.call('Get_SourceReviewSingle', { rating_id }, { token: sourceOwner.token });
    expect(res.status).toBe(true);
    expect(res.data!.rating_id).toBe(rating_id);
    expect(res.data!.source_id).toBe(DEMO_SOURCE.source_id);
    expect(Array.isArray(res.data!.comments)).toBe(true);
    const brandReview = await sqlNumber(t, `select rating_id from reviews where review_type = 'brand' limit 1`);
    expect((await t.call('Get_SourceReviewSingle', { rating_id: brandReview }, { token: sourceOwner.token })).status).toBe(false);
  });

  test('Get_SourceLikeSearch finds published sources by name from 3 characters', async () => {
    const res = await t.call('Get_SourceLikeSearch', { source_name: DEMO_SOURCE.source_name.slice(0, 6) }, { token: brandOwner.token });
    expect(res.status).toBe(true);
    expect(res.data!.some((s) => s.source_id === DEMO_SOURCE.source_id)).toBe(true);
    for (const s of res.data!) expect(Object.keys(s).sort()).toEqual(['source_id', 'source_name']);
    expect((await t.call('Get_SourceLikeSearch', { source_name: 'ir' }, { token: brandOwner.token })).data).toEqual([]);
    expect((await t.call('Get_SourceLikeSearch', { source_name: 'iron' })).token_error).toBe(true);
  });
});

describe('Set_SourceNewReview', () => {
  test('permission matrix: visitor, unverified member, source and brand accounts are refused and nothing is written', async () => {
    const sourceId = await otherSource();
    const before = await writeCounts(t);
    const visitor = await t.call('Set_SourceNewReview', review(sourceId));
    expect(visitor).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_SourceNewReview', review(sourceId), { token: newbie.token })).toMatchObject({
      status: false,
      message: MSG.gating.reviewNeedsVerification,
    });
    expect(await t.call('Set_SourceNewReview', review(sourceId), { token: sourceOwner.token })).toMatchObject({
      status: false,
      message: MSG.gating.cannotReviewSourceOrBrand,
    });
    expect(await t.call('Set_SourceNewReview', review(sourceId), { token: brandOwner.token })).toMatchObject({
      status: false,
      message: MSG.gating.cannotReviewSourceOrBrand,
    });
    expect(await writeCounts(t)).toEqual(before);
  });

  test('bad input is refused and writes nothing', async () => {
    const member = await newActor(t);
    const sourceId = await otherSource();
    const before = await writeCounts(t);
    const cases: [Record<string, unknown>, string][] = [
      [review(sourceId, { contact_rating: 0 }), MSG.validation.atLeastOnePoint],
      [review(sourceId, { support_rating: 6 }), MSG.validation.ratingMax],
      [review(sourceId, { quality_rating: 2.5 }), MSG.validation.atLeastOnePoint],
      [review(sourceId, { review_comment: '' }), MSG.validation.fieldBlank],
      [review(sourceId, { review_comment: '<p> </p>' }), MSG.validation.fieldBlank],
      [review(sourceId, { review_comment: '<script>alert(1)</script>' }), MSG.validation.fieldBlank],
      [review(999999), MSG.notFound.source],
      [review(sourceId, { review_image: fakeImage('x.png') }), MSG.validation.imageType],
      [review(sourceId, { review_image: bytesFile(2 * 1024 * 1024 + 10) }), MSG.validation.imageSize],
    ];
    for (const [payload, message] of cases) {
      const res = await t.call('Set_SourceNewReview', payload, { token: member.token });
      expect({ status: res.status, message: res.message }).toEqual({ status: false, message });
    }
    const hidden = await sqlNumber(t, 'select source_id from sources where source_status = 0 limit 1');
    if (hidden) expect((await t.call('Set_SourceNewReview', review(hidden), { token: member.token })).message).toBe(MSG.notFound.source);
    expect(await writeCounts(t)).toEqual(before);
  });

  test('a member reviews once: rating is the average of the five, aggregates, karma, rank and ranking update together', async () => {
    // A member whose earlier reviews leave them just below the first rank threshold, so this
    // review's +25 karma moves the rank (karma is computed from the member's rows).
    const threshold = await sqlNumber(t, 'select rank_score from ranks where is_member_rank and rank_score > 0 order by rank_score limit 1');
    const member = await newActor(t);
    const sourceId = await otherSource();
    const earlier = Math.ceil(threshold / KARMA.review) - 1;
    const earlierSources = (
      await t.pool.query('select source_id from sources where source_status = 1 and source_id <> $1 order by source_id desc limit $2', [sourceId, earlier])
    ).rows.map((r: { source_id: number }) => r.source_id);
    for (const id of earlierSources) expect((await t.call('Set_SourceNewReview', review(id), { token: member.token })).status).toBe(true);
    const karmaBefore = await sqlNumber(t, 'select user_score from users where user_id = $1', [member.user_id]);
    expect(karmaBefore).toBe(earlier * KARMA.review);
    expect(karmaBefore).toBeLessThan(threshold);
    const before = await sqlRow<{ total_review: number }>(t, 'select total_review from sources where source_id = $1', [sourceId]);

    const res = await t.call(
      'Set_SourceNewReview',
      review(sourceId, { user_id: 1, review_comment: '<p>Great <script>alert(1)</script><img src=x onerror="alert(2)"> shop</p>' }),
      { token: member.token },
    );
    expect(res).toMatchObject({ status: true, message: MSG.review.reviewSent });

    const row = await sqlRow<Record<string, unknown>>(t, `select * from reviews where user_id = $1 and source_id = $2`, [member.user_id, sourceId]);
    expect(row.user_id).toBe(member.user_id); // payload user_id ignored
    expect(Number(row.rating)).toBe(4.2); // (5+4+4+3+5)/5
    expect(row.review_image).toBe('default.jpg');
    expect(String(row.review_comment)).not.toMatch(/script|onerror/);
    expect(String(row.review_comment)).toContain('Great');

    const src = await sqlRow<Record<string, unknown>>(t, 'select * from sources where source_id = $1', [sourceId]);
    const agg = await sqlRow<Record<string, unknown>>(
      t,
      `select round(avg(rating), 1) r, round(avg(contact_rating), 1) c, round(avg(pricing_rating), 1) p, count(*)::int n, (count(*) filter (where rating < 3))::int bad
       from reviews where review_type = 'source' and source_id = $1 and review_status = 1`,
      [sourceId],
    );
    expect(src.total_review).toBe(before.total_review + 1);
    expect(src.total_review).toBe(agg.n);
    expect(Number(src.source_rating)).toBe(Number(agg.r));
    expect(Number(src.contact_rating_total)).toBe(Number(agg.c));
    expect(Number(src.pricing_rating_total)).toBe(Number(agg.p));
    expect(src.bad_review).toBe(agg.bad);
    // ranking positions stay a permutation in rank order
    expect(await rankMismatches(t, 'source')).toEqual([]);

    const user = await sqlRow<{ user_score: number; total_reviews: number; rank_no: number }>(t, 'select user_score, total_reviews, rank_no from users where user_id = $1', [member.user_id]);
    expect(user.user_score).toBe(karmaBefore + KARMA.review);
    expect(user.total_reviews).toBe(earlier + 1);
    const expectedRank = await sqlNumber(t, 'select rank_no from ranks where is_member_rank and rank_score <= $1 order by rank_score desc limit 1', [user.user_score]);
    expect(user.rank_no).toBe(expectedRank);
    expect(user.rank_no).toBeGreaterThan(0);

    // the list shows it first with the author's new rank
    const list = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: sourceId });
    expect(list.data![0]!.user_name).toBe(member.user_name);
    expect(list.data![0]!.user_rank).toEqual({ rank_no: expectedRank, rank_name: rankName(expectedRank) });
    expect(list.data![0]!.rating).toBe(4.2);

    // one review per member per item
    const counts = await writeCounts(t);
    const again = await t.call('Set_SourceNewReview', review(sourceId), { token: member.token });
    expect(again).toMatchObject({ status: false, message: MSG.review.alreadyReviewed.source });
    expect(await writeCounts(t)).toEqual(counts);
  });

  test('an image upload is processed (max 1024 px) and stored under reviews/source', async () => {
    const member = await newActor(t);
    const sourceId = await otherSource();
    const image = await pngFile(1600, 900, 'shop.png');
    const res = await t.call('Set_SourceNewReview', review(sourceId, { review_image: image }), { token: member.token });
    expect(res.status).toBe(true);
    const name = (await sqlRow<{ review_image: string }>(t, 'select review_image from reviews where user_id = $1', [member.user_id])).review_image;
    expect(name).toMatch(/^[a-f0-9]{32}\.(png|jpg)$/);
    const stored = await t.storage.open('reviews/source', name);
    expect(stored).not.toBeNull();
    const sharp = (await import('sharp')).default;
    const body = Buffer.isBuffer(stored!.body) ? stored!.body : await streamToBuffer(stored!.body);
    const meta = await sharp(body).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBe(1024);
    const list = await t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: sourceId });
    expect(list.data!.find((r) => r.user_name === member.user_name)!.review_image).toBe(name);
  });
});

async function streamToBuffer(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('Set_SourceNewComment', () => {
  test('permission matrix; the owner and verified members may comment; aggregates and karma update', async () => {
    const target = await aReviewOf(DEMO_SOURCE.source_id);
    const payload = { source_id: DEMO_SOURCE.source_id, parent_rating_id: target.rating_id, review_comment: '<p>Thanks for the review!</p>' };
    const before = await writeCounts(t);
    expect(await t.call('Set_SourceNewComment', payload)).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_SourceNewComment', payload, { token: newbie.token })).toMatchObject({ status: false, message: MSG.gating.reviewNeedsVerification });
    expect(await t.call('Set_SourceNewComment', payload, { token: brandOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotReviewSourceOrBrand });
    // a source account on another source's review
    const other = await otherSource();
    const otherReview = await aReviewOf(other);
    expect(
      await t.call('Set_SourceNewComment', { source_id: other, parent_rating_id: otherReview.rating_id, review_comment: 'x' }, { token: sourceOwner.token }),
    ).toMatchObject({ status: false, message: MSG.gating.cannotReviewSourceOrBrand });
    // blank, review of another item
    const member = await newActor(t);
    expect(await t.call('Set_SourceNewComment', { ...payload, review_comment: '<p></p>' }, { token: member.token })).toMatchObject({ status: false, message: MSG.validation.fieldBlank });
    expect(await t.call('Set_SourceNewComment', { ...payload, source_id: other }, { token: member.token })).toMatchObject({ status: false, message: MSG.notFound.review });
    expect(await writeCounts(t)).toEqual(before);

    const srcBefore = await sqlRow<{ total_comment: number }>(t, 'select total_comment from sources where source_id = $1', [DEMO_SOURCE.source_id]);
    const revBefore = await sqlRow<{ comment_count: number }>(t, 'select comment_count from reviews where rating_id = $1', [target.rating_id]);
    const res = await t.call('Set_SourceNewComment', payload, { token: member.token });
    expect(res).toMatchObject({ status: true, message: MSG.review.commentLive });
    const owner = await t.call('Set_SourceNewComment', { ...payload, review_comment: 'We are glad!' }, { token: sourceOwner.token });
    expect(owner).toMatchObject({ status: true, message: MSG.review.commentSubmitted });

    const u = await sqlRow<{ user_score: number; total_comments: number }>(t, 'select user_score, total_comments from users where user_id = $1', [member.user_id]);
    expect(u).toEqual({ user_score: 5, total_comments: 1 });
    expect((await sqlRow<{ comment_count: number }>(t, 'select comment_count from reviews where rating_id = $1', [target.rating_id])).comment_count).toBe(revBefore.comment_count + 2);
    expect((await sqlRow<{ total_comment: number }>(t, 'select total_comment from sources where source_id = $1', [DEMO_SOURCE.source_id])).total_comment).toBe(srcBefore.total_comment + 2);

    const single = await t.call('Get_SourceReviewSingle', { rating_id: target.rating_id }, { token: sourceOwner.token });
    const last = single.data!.comments.slice(-2);
    expect(last.map((c) => c.user_name)).toEqual([member.user_name, 'sourceowner']);
    expect(last[0]).toMatchObject({ review_comment: '<p>Thanks for the review!</p>', updated_comment: 0, user_rank: { rank_no: 0, rank_name: 'Newcomer' } });
  });
});

describe('Set_SourceReviewReport', () => {
  test('permission matrix, reason list, one report per user, own review refused', async () => {
    const target = await aReviewOf(DEMO_SOURCE.source_id);
    const payload = { source_id: DEMO_SOURCE.source_id, rating_id: target.rating_id, report_reason: REPORT_REASONS[1] };
    const before = await writeCounts(t);
    expect(await t.call('Set_SourceReviewReport', payload)).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_SourceReviewReport', payload, { token: newbie.token })).toMatchObject({ status: false, message: MSG.gating.complainNeedsVerification });
    expect(await t.call('Set_SourceReviewReport', payload, { token: brandOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotComplainSourceOrBrand });
    const member = await newActor(t);
    expect(await t.call('Set_SourceReviewReport', { ...payload, report_reason: 'I do not like it' }, { token: member.token })).toMatchObject({
      status: false,
      message: MSG.validation.reportReasonRequired,
    });
    const author = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.user_id, target.user_id) });
    const authorToken = (await t.loginAs(author!.user_name)).token;
    if (author!.user_type === 'member' && author!.user_verification_status) {
      expect(await t.call('Set_SourceReviewReport', payload, { token: authorToken })).toMatchObject({ status: false, message: MSG.review.ownReviewReport });
    }
    expect(await writeCounts(t)).toEqual(before);

    const reportsBefore = (await sqlRow<{ report_count: number }>(t, 'select report_count from reviews where rating_id = $1', [target.rating_id])).report_count;
    expect(await t.call('Set_SourceReviewReport', payload, { token: member.token })).toMatchObject({ status: true, message: MSG.review.reportThanks });
    expect(await t.call('Set_SourceReviewReport', payload, { token: member.token })).toMatchObject({ status: false, message: MSG.review.alreadyReported });
    expect(await t.call('Set_SourceReviewReport', payload, { token: sourceOwner.token })).toMatchObject({ status: true });
    expect((await sqlRow<{ report_count: number }>(t, 'select report_count from reviews where rating_id = $1', [target.rating_id])).report_count).toBe(reportsBefore + 2);
    const stored = await sqlRow<{ report_reason: string; user_id: number }>(t, 'select report_reason, user_id from review_reports where rating_id = $1 and user_id = $2', [target.rating_id, member.user_id]);
    expect(stored.report_reason).toBe(REPORT_REASONS[1]);
  });
});

describe('Set_SourceReviewUseful', () => {
  test('toggles per user: positive then negative; useful_count, likes and the author karma follow', async () => {
    const target = await aReviewOf(DEMO_SOURCE.source_id);
    const payload = { source_id: DEMO_SOURCE.source_id, rating_id: target.rating_id };
    const read = async () =>
      sqlRow<{ useful: number; karma: number }>(
        t,
        'select r.useful_count useful, u.user_score karma from reviews r join users u on u.user_id = r.user_id where r.rating_id = $1',
        [target.rating_id],
      );
    const before = await writeCounts(t);
    expect(await t.call('Set_SourceReviewUseful', payload)).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Set_SourceReviewUseful', payload, { token: sourceOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotReviewSourceOrBrand });
    expect(await t.call('Set_SourceReviewUseful', payload, { token: brandOwner.token })).toMatchObject({ status: false, message: MSG.gating.cannotReviewSourceOrBrand });
    const author = await t.db.query.users.findFirst({ where: (u, { eq }) => eq(u.user_id, target.user_id) });
    expect(await t.call('Set_SourceReviewUseful', payload, { token: (await t.loginAs(author!.user_name)).token })).toMatchObject({
      status: false,
      message: MSG.review.ownReviewUseful,
    });
    expect(await t.call('Set_SourceReviewUseful', { ...payload, source_id: await otherSource() }, { token: newbie.token })).toMatchObject({ status: false });
    expect(await writeCounts(t)).toEqual(before);

    // an unverified member's vote would award karma: refused, nothing written
    const unverified = await newActor(t, { user_verification_status: 0 });
    expect(await t.call('Set_SourceReviewUseful', payload, { token: unverified.token })).toMatchObject({ status: false, message: MSG.gating.usefulNeedsVerification });
    expect(await writeCounts(t)).toEqual(before);

    const start = await read();
    const voter = await newActor(t);
    const first = await t.call('Set_SourceReviewUseful', payload, { token: voter.token });
    expect(first).toMatchObject({ status: true, type: 'positive' });
    expect(await read()).toEqual({ useful: start.useful + 1, karma: start.karma + 5 });
    expect((await sqlRow<{ total_likes: number }>(t, 'select total_likes from users where user_id = $1', [voter.user_id])).total_likes).toBe(1);

    const second = await t.call('Set_SourceReviewUseful', payload, { token: voter.token });
    expect(second).toMatchObject({ status: true, type: 'negative' });
    expect(await read()).toEqual(start);
    expect((await sqlRow<{ total_likes: number }>(t, 'select total_likes from users where user_id = $1', [voter.user_id])).total_likes).toBe(0);
    expect(await sqlNumber(t, 'select count(*) from review_useful_votes where rating_id = $1 and user_id = $2', [target.rating_id, voter.user_id])).toBe(0);
  });
});
