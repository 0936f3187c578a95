/**
 * Trust and safety on the real database (issue 24): the report hold at N distinct verified
 * reporters, Restore and Remove with ratings, counters and karma recomputed by the shared formulas,
 * the review-bombing hold and its thresholds, suspension (sessions revoked, sign-in refused,
 * content hidden and back), each action's audit row.
 */
import { eq, sql } from 'drizzle-orm';
import { KARMA, MSG, REPORT_REASONS } from '@ironscore/contract';
import { createTestApp, fileTestApp, signedInBeforeAll } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { managerAudit, reviews, sessions, sources, users } from '../db/schema';
import { MANAGER } from '../seed/fixed-accounts';
import { MODERATION_DEFAULTS, moderationRulesFrom } from '../moderation/rules';

const t = fileTestApp();
const manager = signedInBeforeAll(t, MANAGER.user_name);

/** Published sources no test has used yet (each test takes its own, so holds never cross tests). */
let sourceCursor = 0;
async function freshSource(): Promise<number> {
  const r = await t.pool.query<{ id: number }>(
    `select source_id as id from sources where source_status = 1 order by source_id offset $1 limit 1`,
    [10 + sourceCursor++],
  );
  return r.rows[0]!.id;
}

async function member(fields: Partial<typeof users.$inferInsert> = {}) {
  const row = await insertUser(t.db, { user_verification_status: 1, ...fields });
  const { token } = await t.loginAs(row.user_name);
  return { ...row, token };
}

const stars = (n: number) => ({ contact_rating: n, delivery_rating: n, quality_rating: n, pricing_rating: n, support_rating: n });

async function review(sourceId: number, author: { token: string }, n = 1) {
  const res = await t.call('Set_SourceNewReview', { source_id: sourceId, review_comment: `<p>Rated ${n}.</p>`, ...stars(n) }, { token: author.token });
  expect(res.status).toBe(true);
  const [row] = await t.db.select().from(reviews).where(sql`${reviews.source_id} = ${sourceId}`).orderBy(sql`rating_id desc`).limit(1);
  return row!;
}

async function sourceFigures(sourceId: number) {
  const r = await t.pool.query(
    `select s.source_rating::float stored, s.total_review stored_n,
       (select coalesce(round(avg(rating), 1), 0)::float from reviews where review_type = 'source' and source_id = $1 and review_status = 1) computed,
       (select count(*)::int from reviews where review_type = 'source' and source_id = $1 and review_status = 1) computed_n
     from sources s where s.source_id = $1`,
    [sourceId],
  );
  return r.rows[0] as { stored: number; stored_n: number; computed: number; computed_n: number };
}

const userRow = async (id: number) => (await t.db.select().from(users).where(eq(users.user_id, id)))[0]!;
const reviewRow = async (id: number) => (await t.db.select().from(reviews).where(eq(reviews.rating_id, id)))[0];
const publicIds = async (sourceId: number) =>
  ((await t.call('Get_SourceReviewsPagination', { source_id: sourceId, limit: 100, offset: 0 })).data ?? []).map((r) => r.rating_id);
const report = (sourceId: number, ratingId: number, who: { token: string }) =>
  t.call('Set_SourceReviewReport', { source_id: sourceId, rating_id: ratingId, report_reason: REPORT_REASONS[1] }, { token: who.token });
const audit = (itemType: string, itemId: number) =>
  t.db.select().from(managerAudit).where(sql`${managerAudit.item_type} = ${itemType} and ${managerAudit.item_id} = ${itemId}`);

test('the thresholds are defined once, with environment overrides that are checked', () => {
  expect(MODERATION_DEFAULTS).toEqual({ reportHoldReporters: 3, burstReviews: 5, burstMinutes: 60, burstAccountDays: 7 });
  expect(moderationRulesFrom({ REPORT_HOLD_REPORTERS: '5' }).reportHoldReporters).toBe(5);
  expect(() => moderationRulesFrom({ REVIEW_BURST_REVIEWS: '0' })).toThrow(/REVIEW_BURST_REVIEWS/);
  expect(t.config.moderation).toEqual(MODERATION_DEFAULTS);
});

describe('reports', () => {
  test('hidden at 3 distinct verified reporters: out of lists and counts, karma follows; Restore brings it back', async () => {
    const sourceId = await freshSource();
    const author = await member({ created_date: new Date(Date.now() - 90 * 86400_000) });
    const rv = await review(sourceId, author, 1);
    const withReview = await sourceFigures(sourceId);
    const karmaWith = (await userRow(author.user_id)).user_score;

    const [a, b, c] = [await member(), await member(), await member()];
    const unverified = await member({ user_verification_status: 0 });
    expect((await report(sourceId, rv.rating_id, unverified)).status).toBe(false); // refused: unverified cannot report
    expect((await report(sourceId, rv.rating_id, a)).status).toBe(true);
    expect((await report(sourceId, rv.rating_id, a)).message).toBe(MSG.review.alreadyReported);
    expect((await report(sourceId, rv.rating_id, b)).status).toBe(true);
    expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 1, moderation: null });
    expect(await publicIds(sourceId)).toContain(rv.rating_id);

    expect((await report(sourceId, rv.rating_id, c)).status).toBe(true);
    expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 0, moderation: 'reported' });
    expect(await publicIds(sourceId)).not.toContain(rv.rating_id);
    const hidden = await sourceFigures(sourceId);
    expect(hidden.stored_n).toBe(withReview.stored_n - 1);
    expect(hidden).toMatchObject({ stored: hidden.computed, stored_n: hidden.computed_n });
    expect((await userRow(author.user_id)).user_score).toBe(karmaWith - KARMA.review);
    // its author still sees it, labelled
    const mine = await t.call('Get_MyReviewList', { type: 'source' }, { token: author.token });
    expect(mine.data!.find((r) => r.rating_id === rv.rating_id)).toMatchObject({ hidden_pending_review: 1 });

    // the queue groups it with its count, reasons and reporters
    const queue = await t.call('Get_ManageReports', { tab: 'reported' }, { token: manager.token });
    const item = queue.data!.find((x) => x.item_kind === 'review' && x.item_id === rv.rating_id);
    expect(item).toMatchObject({ moderation: 'reported', report_count: 3, reasons: [REPORT_REASONS[1]], review_type: 'source' });
    expect(item!.reporters.sort()).toEqual([a.user_name, b.user_name, c.user_name].sort());

    const restored = await t.call('Set_ManageReportDecision', { item_kind: 'review', item_id: rv.rating_id, decision: 'restore' }, { token: manager.token });
    expect(restored).toMatchObject({ status: true, message: MSG.manage.restored });
    expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 1, moderation: null });
    expect(await publicIds(sourceId)).toContain(rv.rating_id);
    expect(await sourceFigures(sourceId)).toMatchObject({ stored: withReview.stored, stored_n: withReview.stored_n });
    expect((await userRow(author.user_id)).user_score).toBe(karmaWith);
    const open = await t.pool.query('select count(*)::int n from review_reports where rating_id = $1 and report_status = 0', [rv.rating_id]);
    expect(open.rows[0].n).toBe(0);
    expect((await t.call('Get_ManageReports', { tab: 'reported' }, { token: manager.token })).data!.map((x) => x.item_id)).not.toContain(rv.rating_id);
    expect(t.mails.last(a.user_email)?.subject).toBe('The review you reported has been reviewed');
    expect(await audit('review', rv.rating_id)).toEqual([expect.objectContaining({ action: 'restore_review', manager_id: MANAGER.user_id })]);
  });

  test('the threshold is configurable', async () => {
    const t2 = await createTestApp({ config: { moderation: { ...MODERATION_DEFAULTS, reportHoldReporters: 1 } }, sameDatabaseAs: t });
    try {
      const sourceId = await freshSource();
      const rv = await review(sourceId, await member({ created_date: new Date(Date.now() - 90 * 86400_000) }));
      const a = await member();
      expect((await t2.call('Set_SourceReviewReport', { source_id: sourceId, rating_id: rv.rating_id, report_reason: REPORT_REASONS[0] }, { token: a.token })).status).toBe(true);
      expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 0, moderation: 'reported' });
    } finally {
      await t2.close();
    }
  });

  test('Remove deletes it, needs a reason, recomputes the figures and the karma of author and voters, mails the author', async () => {
    const sourceId = await freshSource();
    const author = await member({ created_date: new Date(Date.now() - 90 * 86400_000) });
    const before = await sourceFigures(sourceId);
    const rv = await review(sourceId, author, 2);
    const voter = await member();
    expect((await t.call('Set_SourceReviewUseful', { source_id: sourceId, rating_id: rv.rating_id }, { token: voter.token })).status).toBe(true);
    const karmaWithVote = (await userRow(author.user_id)).user_score;
    expect(karmaWithVote).toBe(KARMA.review + KARMA.reviewUseful);
    expect((await report(sourceId, rv.rating_id, await member())).status).toBe(true);

    const noReason = await t.call('Set_ManageReportDecision', { item_kind: 'review', item_id: rv.rating_id, decision: 'remove' }, { token: manager.token });
    expect(noReason).toMatchObject({ status: false, message: MSG.manage.reasonRequired });
    expect(await reviewRow(rv.rating_id)).toBeDefined();
    expect(await audit('review', rv.rating_id)).toHaveLength(0);

    const removed = await t.call('Set_ManageReportDecision', { item_kind: 'review', item_id: rv.rating_id, decision: 'remove', reason: 'Fake review.' }, { token: manager.token });
    expect(removed.status).toBe(true);
    expect(await reviewRow(rv.rating_id)).toBeUndefined();
    expect(await sourceFigures(sourceId)).toMatchObject({ stored: before.stored, stored_n: before.stored_n });
    expect((await userRow(author.user_id)).user_score).toBe(0);
    expect((await userRow(voter.user_id)).total_likes).toBe(0);
    expect(t.mails.last(author.user_email)?.text).toContain('Fake review.');
    expect(await audit('review', rv.rating_id)).toEqual([expect.objectContaining({ action: 'remove_review', reason: 'Fake review.' })]);
  });
});

describe('review-bombing hold', () => {
  test('the 5th review within an hour from young accounts and every later one are held, not shown, not counted, until approved', async () => {
    const sourceId = await freshSource();
    const before = await sourceFigures(sourceId);
    const written = [];
    for (let i = 0; i < 6; i++) written.push(await review(sourceId, await member(), 1));
    expect(written.slice(0, 4).map((r) => r.review_status)).toEqual([1, 1, 1, 1]);
    expect(written.slice(4).map((r) => [r.review_status, r.moderation])).toEqual([
      [0, 'held'],
      [0, 'held'],
    ]);
    // an older account's review of the item is held too while held reviews wait
    const older = await review(sourceId, await member({ created_date: new Date(Date.now() - 400 * 86400_000) }), 5);
    expect(older).toMatchObject({ review_status: 0, moderation: 'held' });
    const figures = await sourceFigures(sourceId);
    expect(figures.stored_n).toBe(before.stored_n + 4);
    expect(figures).toMatchObject({ stored: figures.computed, stored_n: figures.computed_n });
    expect(await publicIds(sourceId)).not.toContain(written[4]!.rating_id);
    const [slug] = await t.db.select({ slug: sources.source_slug_url }).from(sources).where(eq(sources.source_id, sourceId));
    expect((await t.call('Get_Source', { source_slug_url: slug!.slug })).data).toMatchObject({ review_hold: 1 });

    const held = await t.call('Get_ManageReports', { tab: 'held' }, { token: manager.token });
    expect(held.data!.map((x) => x.item_id)).toEqual(expect.arrayContaining([written[4]!.rating_id, written[5]!.rating_id, older.rating_id]));
    // a visible review cannot be "approved" as held
    expect((await t.call('Set_ManageHeldReview', { rating_id: written[0]!.rating_id, decision: 'approve' }, { token: manager.token })).message).toBe(MSG.manage.notPending);

    expect((await t.call('Set_ManageHeldReview', { rating_id: older.rating_id, decision: 'approve' }, { token: manager.token })).status).toBe(true);
    expect((await t.call('Set_ManageHeldReview', { rating_id: written[4]!.rating_id, decision: 'remove', reason: 'Bombing.' }, { token: manager.token })).status).toBe(true);
    expect((await t.call('Set_ManageHeldReview', { rating_id: written[5]!.rating_id, decision: 'remove', reason: 'Bombing.' }, { token: manager.token })).status).toBe(true);
    const after = await sourceFigures(sourceId);
    expect(after.stored_n).toBe(before.stored_n + 5);
    expect(after).toMatchObject({ stored: after.computed });
    expect(await publicIds(sourceId)).toContain(older.rating_id);
    expect((await t.call('Get_Source', { source_slug_url: slug!.slug })).data).toMatchObject({ review_hold: 0 });
    expect((await audit('review', older.rating_id)).map((r) => r.action)).toEqual(['approve_held_review']);
  });

  test('older accounts from different addresses are not held; five from one network address are', async () => {
    // behind a trusted proxy the client address is the X-Forwarded-For entry
    const proxied = await createTestApp({ config: { trustProxy: 1 }, sameDatabaseAs: t });
    try {
      const old = () => member({ created_date: new Date(Date.now() - 400 * 86400_000) });
      const write = async (sourceId: number, ip: string) => {
        const author = await old();
        const res = await proxied.call(
          'Set_SourceNewReview',
          { source_id: sourceId, review_comment: '<p>Fine.</p>', ...stars(3) },
          { token: author.token, headers: { 'x-forwarded-for': ip } },
        );
        expect(res.status).toBe(true);
        const [row] = await t.db.select().from(reviews).where(sql`${reviews.user_id} = ${author.user_id}`);
        return row!;
      };
      const spread = await freshSource();
      const rows = [];
      for (let i = 0; i < 6; i++) rows.push(await write(spread, `198.51.100.${i + 1}`));
      expect(rows.map((r) => r.review_status)).toEqual([1, 1, 1, 1, 1, 1]);
      expect(rows[0]!.created_ip).toBe('198.51.100.1');
      const oneAddress = await freshSource();
      const same = [];
      for (let i = 0; i < 5; i++) same.push(await write(oneAddress, '203.0.113.9'));
      expect(same.map((r) => [r.review_status, r.moderation])).toEqual([[1, null], [1, null], [1, null], [1, null], [0, 'held']]);
    } finally {
      await proxied.close();
    }
  });
});

describe('suspension', () => {
  test('revokes every session, refuses sign-in, hides the content with counts recomputed; Unsuspend brings it all back', async () => {
    const sourceId = await freshSource();
    const m = await insertUser(t.db, { user_verification_status: 1, created_date: new Date(Date.now() - 90 * 86400_000) });
    await t.pool.query(`update users set user_password_hash = (select user_password_hash from users where user_id = $1) where user_id = $2`, [MANAGER.user_id, m.user_id]);
    const signIn = () => t.call('Sign_In', { user_name: m.user_name, user_password: MANAGER.password });
    const token = (await signIn()).data as string;
    expect(token).toBeTruthy();
    const rv = await review(sourceId, { token }, 1);
    const withReview = await sourceFigures(sourceId);
    const karma = (await userRow(m.user_id)).user_score;
    expect(karma).toBeGreaterThanOrEqual(KARMA.review);

    const blank = await t.call('Set_ManageSuspend', { user_id: m.user_id, reason: '' }, { token: manager.token });
    expect(blank).toMatchObject({ status: false, message: MSG.manage.reasonRequired });
    const res = await t.call('Set_ManageSuspend', { user_id: m.user_id, reason: 'Review bombing.' }, { token: manager.token });
    expect(res).toMatchObject({ status: true, message: MSG.manage.suspended });
    const live = await t.db.select().from(sessions).where(sql`${sessions.user_id} = ${m.user_id} and ${sessions.revoked_at} is null`);
    expect(live).toHaveLength(0);
    expect((await t.call('Get_MyReviewList', { type: 'source' }, { token })).token_error).toBe(true);
    expect(await signIn()).toMatchObject({ status: false, message: MSG.manage.accountSuspended });
    expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 0, moderation: 'suspended' });
    expect(await publicIds(sourceId)).not.toContain(rv.rating_id);
    expect((await sourceFigures(sourceId)).stored_n).toBe(withReview.stored_n - 1);
    expect((await userRow(m.user_id)).user_score).toBe(karma - KARMA.review);
    expect((await t.call('Set_ManageSuspend', { user_id: m.user_id, reason: 'again' }, { token: manager.token })).message).toBe(MSG.manage.alreadySuspended);
    const found = await t.call('Get_ManageMembers', { search_text: m.user_name }, { token: manager.token });
    expect(found.data).toEqual([expect.objectContaining({ user_id: m.user_id, suspended: true, suspended_reason: 'Review bombing.' })]);

    expect((await t.call('Set_ManageUnsuspend', { user_id: m.user_id }, { token: manager.token })).status).toBe(true);
    expect((await signIn()).status).toBe(true);
    expect(await reviewRow(rv.rating_id)).toMatchObject({ review_status: 1, moderation: null });
    expect(await sourceFigures(sourceId)).toMatchObject({ stored: withReview.stored, stored_n: withReview.stored_n });
    expect((await userRow(m.user_id)).user_score).toBe(karma);
    expect((await audit('user', m.user_id)).map((r) => r.action).sort()).toEqual(['suspend', 'unsuspend']);
  });

  test('hides the account\'s review comments, community posts and comments with their counts and karma; Unsuspend brings them back', async () => {
    const sourceId = await freshSource();
    const other = await member({ created_date: new Date(Date.now() - 90 * 86400_000) });
    const rv = await review(sourceId, other, 4);
    const m = await member({ created_date: new Date(Date.now() - 90 * 86400_000) });
    expect((await t.call('Set_SourceNewComment', { source_id: sourceId, parent_rating_id: rv.rating_id, review_comment: '<p>Agreed.</p>' }, { token: m.token })).status).toBe(true);
    const post = await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>My post</p>' }, { token: m.token });
    const postId = post.data!.post_id;
    const otherPost = (await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>Theirs</p>' }, { token: other.token })).data!.post_id;
    expect((await t.call('Set_NewCommunityComment', { parent_post_id: otherPost, post_content: '<p>Mine under theirs</p>' }, { token: m.token })).status).toBe(true);
    const figures = async () =>
      (
        await t.pool.query(
          `select (select comment_count from reviews where rating_id = $1) review_comments,
             (select total_comment from sources where source_id = $2) source_comments,
             (select comment_count from community_posts where post_id = $3) post_comments,
             (select post_status from community_posts where post_id = $4) post_status,
             (select user_score from users where user_id = $5) karma,
             (select total_posts from users where user_id = $5) total_posts,
             (select total_comments from users where user_id = $5) total_comments`,
          [rv.rating_id, sourceId, otherPost, postId, m.user_id],
        )
      ).rows[0];
    const before = await figures();
    expect(before).toMatchObject({ review_comments: 1, post_comments: 1, post_status: 1, total_posts: 1, total_comments: 1, karma: KARMA.reviewComment + KARMA.communityPost + KARMA.postComment });
    const viewer = await member();
    const seenBy = async () => {
      const single = await t.call('Get_CommunitySinglePost', { post_id: otherPost }, { token: viewer.token });
      const page = await t.call('Get_SourceReviewsPagination', { source_id: sourceId, limit: 100, offset: 0 });
      return {
        post: (await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: viewer.token })).status,
        comment: single.data!.comments.length,
        reviewComment: page.data!.find((r) => r.rating_id === rv.rating_id)!.comments.length,
      };
    };
    expect(await seenBy()).toEqual({ post: true, comment: 1, reviewComment: 1 });

    expect((await t.call('Set_ManageSuspend', { user_id: m.user_id, reason: 'Spam.' }, { token: manager.token })).status).toBe(true);
    expect(await figures()).toEqual({ review_comments: 0, source_comments: before.source_comments - 1, post_comments: 0, post_status: 0, karma: 0, total_posts: 0, total_comments: 0 });
    expect(await seenBy()).toEqual({ post: false, comment: 0, reviewComment: 0 });

    expect((await t.call('Set_ManageUnsuspend', { user_id: m.user_id }, { token: manager.token })).status).toBe(true);
    expect(await figures()).toEqual(before);
    expect(await seenBy()).toEqual({ post: true, comment: 1, reviewComment: 1 });
  });

  test('a manager cannot be suspended, and an unknown account is refused, writing nothing', async () => {
    expect((await t.call('Set_ManageSuspend', { user_id: MANAGER.user_id, reason: 'x' }, { token: manager.token })).message).toBe(MSG.manage.cannotSuspendManager);
    expect((await t.call('Set_ManageSuspend', { user_id: 99_999_999, reason: 'x' }, { token: manager.token })).message).toBe(MSG.manage.noSuchUser);
    expect(await audit('user', MANAGER.user_id)).toHaveLength(0);
  });
});
