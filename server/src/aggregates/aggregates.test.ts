/**
 * The write path under concurrency and the karma rules, on a cloned database through the real API:
 * - reviewers of different sources write at the same time (no site-wide serialisation);
 * - many writers on one product, one brand and one source leave every aggregate equal to its rows;
 * - karma: nothing for acting on one's own content, taken back when the action is undone or its
 *   row deleted; useful votes only from verified members.
 */
import pg from 'pg';
import { KARMA, MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { MODERATION_DEFAULTS } from '../moderation/rules';
import { DEMO_BRAND, DEMO_PRODUCT } from '../seed/fixed-accounts';
import { newActor, sqlNumber, sqlRow, type Actor } from '../calls/catalog-lib/test-helpers';
import { recomputeAllAggregates, refreshAggregates } from './index';

// Bursts of reviews and reports on one item are the point here, not the trust-and-safety holds
// (moderation/*.test.ts): their thresholds are set out of reach.
const t = fileTestApp({ poolSize: 60, config: { moderation: { ...MODERATION_DEFAULTS, burstReviews: 1000, reportHoldReporters: 1000 } } });

const sourceReview = (source_id: number) => ({
  source_id,
  review_comment: '<p>Concurrent review</p>',
  contact_rating: 4,
  delivery_rating: 3,
  quality_rating: 5,
  pricing_rating: 2,
  support_rating: 4,
});

/** Every aggregate column of the tables the review actions write, as one fingerprint. */
async function aggregatesFingerprint(): Promise<string> {
  return (
    await sqlRow<{ s: string }>(
      t,
      `select md5(string_agg(x, '|' order by x)) s from (
        select concat_ws(',', 's', source_id, source_rating, contact_rating_total, delivery_rating_total, quality_rating_total, pricing_rating_total,
                         support_rating_total, total_review, bad_review, total_comment, total_views, total_favourite) x from sources
        union all select concat_ws(',', 'b', brand_id, brand_rating, total_review, bad_review, total_comment, total_views, total_favourite, total_product) from brands
        union all select concat_ws(',', 'p', product_id, product_rating, total_review, total_views, price_count, min_price, percent_cheaper) from products
        union all select concat_ws(',', 'r', rating_id, useful_count, comment_count, report_count) from reviews
        union all select concat_ws(',', 'u', user_id, user_score, rank_no, total_reviews, total_comments, total_likes, total_follower, total_followed, total_posts) from users
      ) t`,
    )
  ).s;
}

/** Fails with the drift when recomputing every aggregate from the rows changes anything. */
async function expectAggregatesEqualRows(): Promise<void> {
  const before = await aggregatesFingerprint();
  await recomputeAllAggregates(t.db);
  expect(await aggregatesFingerprint()).toBe(before);
}

const members = (n: number) => Promise.all(Array.from({ length: n }, () => newActor(t)));

describe('write path under concurrency', () => {
  test('50 reviewers on 50 different sources are all in flight at once: none waits for another', async () => {
    const writers = await members(50);
    const ids = writers.map((w) => w.user_id);
    const sources = (
      await t.pool.query('select source_id from sources where source_status = 1 order by source_id limit 50')
    ).rows.map((r: { source_id: number }) => r.source_id);
    expect(sources).toHaveLength(50);

    // A barrier outside the app: hold the 50 reviewers' user rows. Each review locks its own
    // source, then its author's row, and waits there. If review writes were serialised (a
    // site-wide lock, or a re-ranking that touches other sources' rows), only the first writer
    // would reach the barrier and the others would wait on that writer instead.
    const holder = new pg.Client({ connectionString: t.config.databaseUrl! });
    await holder.connect();
    let replies: Promise<{ status: boolean; message: string }[]> | undefined;
    try {
      await holder.query('begin');
      await holder.query('select 1 from users where user_id = any($1::int[]) for update', [ids]);
      const holderPid = Number((await holder.query('select pg_backend_pid() pid')).rows[0].pid);

      replies = Promise.all(writers.map((w, i) => t.call('Set_SourceNewReview', sourceReview(sources[i]!), { token: w.token })));
      const waitingOnBarrier = () =>
        sqlNumber(t, 'select count(*) from pg_stat_activity where datname = current_database() and $1 = any(pg_blocking_pids(pid))', [holderPid]);
      // Up to 60 s for all 50 to arrive: on a loaded machine the last requests reach the database late.
      let waiting = 0;
      for (const deadline = Date.now() + 60_000; Date.now() < deadline && waiting < 50; ) {
        waiting = await waitingOnBarrier();
        if (waiting < 50) await new Promise((r) => setTimeout(r, 100));
      }
      expect(waiting).toBe(50);
      // ...and none of them waits on anything but the barrier
      expect(
        await sqlNumber(
          t,
          `select count(*) from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and not ($1 = any(pg_blocking_pids(pid)))`,
          [holderPid],
        ),
      ).toBe(0);
    } finally {
      await holder.query('commit').catch(() => undefined);
      await holder.end();
    }
    const results = await replies!;
    expect(results.filter((r) => !r.status)).toEqual([]);
    for (const [i, id] of sources.entries()) {
      const { n, total } = await sqlRow<{ n: number; total: number }>(
        t,
        `select (select count(*)::int from reviews where review_type = 'source' and source_id = $1 and review_status = 1) n,
                (select total_review from sources where source_id = $1) total`,
        [id],
      );
      expect([id, total]).toEqual([id, n]);
      expect(await sqlNumber(t, 'select user_score from users where user_id = $1', [ids[i]])).toBe(KARMA.review);
    }
    await expectAggregatesEqualRows();
  }, 120_000);

  test('20 reviewers on one product, one brand and one source at once: every aggregate equals its rows', async () => {
    const writers = await members(20);
    const sourceId = Number(
      (await sqlRow<{ id: number }>(t, 'select source_id id from sources where source_status = 1 order by source_id desc limit 1')).id,
    );
    const runs: [string, (w: Actor) => Promise<{ status: boolean }>, string, number][] = [
      [
        'product',
        (w) => t.call('Set_BrandProductNewReview', { product_id: DEMO_PRODUCT.product_id, brand_id: DEMO_PRODUCT.brand_id, rating: 3, review_comment: 'Same product' }, { token: w.token }),
        `select (select total_review from products where product_id = $1) total, (select count(*)::int from reviews where review_type = 'product' and product_id = $1 and review_status = 1) n`,
        DEMO_PRODUCT.product_id,
      ],
      [
        'brand',
        (w) => t.call('Set_BrandNewReview', { brand_id: DEMO_BRAND.brand_id, rating: 2, review_comment: 'Same brand' }, { token: w.token }),
        `select (select total_review from brands where brand_id = $1) total, (select count(*)::int from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1) n`,
        DEMO_BRAND.brand_id,
      ],
      [
        'source',
        (w) => t.call('Set_SourceNewReview', sourceReview(sourceId), { token: w.token }),
        `select (select total_review from sources where source_id = $1) total, (select count(*)::int from reviews where review_type = 'source' and source_id = $1 and review_status = 1) n`,
        sourceId,
      ],
    ];
    for (const [kind, write, check, id] of runs) {
      const before = await sqlRow<{ total: number }>(t, check, [id]);
      const results = await Promise.all(writers.map(write));
      expect([kind, results.filter((r) => !r.status)]).toEqual([kind, []]);
      const after = await sqlRow<{ total: number; n: number }>(t, check, [id]);
      expect([kind, after.total]).toEqual([kind, before.total + 20]);
      expect([kind, after.total]).toEqual([kind, after.n]);
    }
    await expectAggregatesEqualRows();
  });

  test('comments, useful votes, reports and favourites from 20 members on one item at once keep every aggregate equal to its rows', async () => {
    const actors = await members(20);
    const review = await sqlRow<{ rating_id: number; user_id: number }>(
      t,
      `select rating_id, user_id from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1 order by rating_id limit 1`,
      [DEMO_BRAND.brand_id],
    );
    const ref = { brand_id: DEMO_BRAND.brand_id, rating_id: review.rating_id };
    const results = await Promise.all(
      actors.flatMap((a) => [
        t.call('Set_BrandNewComment', { brand_id: DEMO_BRAND.brand_id, parent_rating_id: review.rating_id, review_comment: 'Agreed' }, { token: a.token }),
        t.call('Set_BrandReviewUseful', ref, { token: a.token }),
        t.call('Set_BrandReviewReport', { ...ref, report_reason: 'Off-Topic' }, { token: a.token }),
        t.call('Set_UserFavoriteList', { item_type: 'brand', item_id: DEMO_BRAND.brand_id }, { token: a.token }),
      ]),
    );
    expect(results.filter((r) => !r.status)).toEqual([]);
    await expectAggregatesEqualRows();
  });
});

describe('karma and counters cannot be farmed', () => {
  test("a comment on one's own review earns no karma; on another member's review it earns KARMA.reviewComment", async () => {
    const author = await newActor(t);
    const sourceId = Number((await sqlRow<{ id: number }>(t, 'select source_id id from sources where source_status = 1 order by source_id desc offset 3 limit 1')).id);
    expect((await t.call('Set_SourceNewReview', sourceReview(sourceId), { token: author.token })).status).toBe(true);
    const ratingId = await sqlNumber(t, 'select rating_id from reviews where user_id = $1', [author.user_id]);
    const karma = (id: number) => sqlRow<{ user_score: number; total_comments: number }>(t, 'select user_score, total_comments from users where user_id = $1', [id]);

    for (let i = 0; i < 3; i++) {
      const own = await t.call('Set_SourceNewComment', { source_id: sourceId, parent_rating_id: ratingId, review_comment: `Update ${i}` }, { token: author.token });
      expect(own.status).toBe(true);
    }
    expect(await karma(author.user_id)).toEqual({ user_score: KARMA.review, total_comments: 3 });

    const other = await newActor(t);
    expect((await t.call('Set_SourceNewComment', { source_id: sourceId, parent_rating_id: ratingId, review_comment: 'Thanks' }, { token: other.token })).status).toBe(true);
    expect(await karma(other.user_id)).toEqual({ user_score: KARMA.reviewComment, total_comments: 1 });
    expect((await karma(author.user_id)).user_score).toBe(KARMA.review);
  });

  test('a useful vote pays the author while it stands: undoing it takes the karma back', async () => {
    const review = await sqlRow<{ rating_id: number; user_id: number; product_id: number; brand_id: number }>(
      t,
      `select rating_id, user_id, product_id, brand_id from reviews where review_type = 'product' and review_status = 1 order by rating_id desc limit 1`,
    );
    const authorKarma = () => sqlNumber(t, 'select user_score from users where user_id = $1', [review.user_id]);
    const start = await authorKarma();
    const voter = await newActor(t);
    const payload = { product_id: review.product_id, brand_id: review.brand_id, rating_id: review.rating_id };
    expect(await t.call('Set_BrandProductReviewUseful', payload, { token: voter.token })).toMatchObject({ status: true, type: 'positive' });
    expect(await authorKarma()).toBe(start + KARMA.reviewUseful);
    expect(await t.call('Set_BrandProductReviewUseful', payload, { token: voter.token })).toMatchObject({ status: true, type: 'negative' });
    expect(await authorKarma()).toBe(start);
  });

  test('useful votes only from verified members: an unverified account changes nothing', async () => {
    const review = await sqlRow<{ rating_id: number; user_id: number }>(
      t,
      `select rating_id, user_id from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1 order by rating_id desc limit 1`,
      [DEMO_BRAND.brand_id],
    );
    const read = () =>
      sqlRow<{ useful: number; karma: number }>(t, 'select r.useful_count useful, u.user_score karma from reviews r join users u using (user_id) where r.rating_id = $1', [
        review.rating_id,
      ]);
    const before = await read();
    const throwaways = await Promise.all(Array.from({ length: 5 }, () => newActor(t, { user_verification_status: 0 })));
    for (const a of throwaways) {
      expect(await t.call('Set_BrandReviewUseful', { brand_id: DEMO_BRAND.brand_id, rating_id: review.rating_id }, { token: a.token })).toMatchObject({
        status: false,
        message: MSG.gating.usefulNeedsVerification,
      });
    }
    expect(await read()).toEqual(before);
  });

  test('deleting an action row takes its karma back (the formula counts rows)', async () => {
    const commenter = await newActor(t);
    const review = await sqlRow<{ rating_id: number }>(
      t,
      `select rating_id from reviews where review_type = 'brand' and brand_id = $1 and review_status = 1 and user_id <> $2 order by rating_id limit 1`,
      [DEMO_BRAND.brand_id, commenter.user_id],
    );
    expect((await t.call('Set_BrandNewComment', { brand_id: DEMO_BRAND.brand_id, parent_rating_id: review.rating_id, review_comment: 'Nice' }, { token: commenter.token })).status).toBe(true);
    expect(await sqlNumber(t, 'select user_score from users where user_id = $1', [commenter.user_id])).toBe(KARMA.reviewComment);
    await t.pool.query('delete from review_comments where user_id = $1', [commenter.user_id]);
    await refreshAggregates(t.db, 'users', [commenter.user_id]);
    expect(await sqlNumber(t, 'select user_score from users where user_id = $1', [commenter.user_id])).toBe(0);
  });

  test("community karma: nothing for liking, voting on or commenting one's own post, or joining one's own community", async () => {
    const owner = await newActor(t);
    const fan = await newActor(t);
    const post = await sqlNumber(
      t,
      `insert into community_posts (user_id, post_type, post_content, post_poll) values ($1, 'poll', '<p>Poll</p>', '{"poll_title":"Best lift?","answers":["Squat","Deadlift"]}') returning post_id`,
      [owner.user_id],
    );
    const community = await sqlNumber(
      t,
      `insert into communities (user_id, community_name, community_style, community_description) values ($1, 'Own club', 'bg-community-1', 'A community of one owner') returning community_id`,
      [owner.user_id],
    );
    const score = async (id: number) => {
      await refreshAggregates(t.db, 'postCounters', [post]);
      await refreshAggregates(t.db, 'communityCounters', [community]);
      await refreshAggregates(t.db, 'users', [owner.user_id, fan.user_id]);
      return sqlNumber(t, 'select user_score from users where user_id = $1', [id]);
    };
    expect(await score(owner.user_id)).toBe(KARMA.communityPost);

    // the owner acting on their own content
    await t.pool.query('insert into community_post_likes (post_id, user_id) values ($1, $2)', [post, owner.user_id]);
    await t.pool.query('insert into community_poll_votes (post_id, user_id, answer_no) values ($1, $2, 1)', [post, owner.user_id]);
    await t.pool.query(`insert into community_posts (user_id, parent_post_id, post_type, post_content) values ($1, $2, 'comment', '<p>Me again</p>')`, [owner.user_id, post]);
    await t.pool.query('insert into community_members (community_id, user_id) values ($1, $2)', [community, owner.user_id]);
    expect(await score(owner.user_id)).toBe(KARMA.communityPost);

    // another member doing the same pays both sides by the spec's table
    await t.pool.query('insert into community_post_likes (post_id, user_id) values ($1, $2)', [post, fan.user_id]);
    await t.pool.query('insert into community_poll_votes (post_id, user_id, answer_no) values ($1, $2, 2)', [post, fan.user_id]);
    await t.pool.query(`insert into community_posts (user_id, parent_post_id, post_type, post_content) values ($1, $2, 'comment', '<p>Nice</p>')`, [fan.user_id, post]);
    await t.pool.query('insert into community_members (community_id, user_id) values ($1, $2)', [community, fan.user_id]);
    expect(await score(owner.user_id)).toBe(KARMA.communityPost + KARMA.postLike + KARMA.pollVote + KARMA.communityJoin);
    expect(await score(fan.user_id)).toBe(KARMA.postComment);
  });
});
