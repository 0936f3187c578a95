/**
 * The report queue beyond reviews, on the real database (issue 24): comments on reviews (their
 * report calls, who may report), community posts and community comments. Each: hidden at N
 * distinct verified reporters (out of public lists and counts, counters and karma recomputed by the
 * shared formulas, its author still sees it labelled), in the queue grouped per item, Restore and
 * Remove (aggregates and karma follow, the author mailed with the reason, the reporters told the
 * outcome), the audit row in the decision's transaction.
 */
import { sql } from 'drizzle-orm';
import { KARMA, MSG, REPORT_REASONS, type ReportedItem, type ReportedKind } from '@ironscore/contract';
import { fileTestApp, signedInBeforeAll } from '../test/harness';
import { managerAudit, users } from '../db/schema';
import { insertUser } from '../test/fixtures';
import { MANAGER, SOURCE_OWNER } from '../seed/fixed-accounts';
import { decideReported } from '../moderation/reports';
import { managerActor } from '../moderation/managers';
import type { Actor } from './catalog-lib/test-helpers';
import { karmaOf, newCommunity, newPost, join } from './community-lib/test-helpers';

const t = fileTestApp();
const manager = signedInBeforeAll(t, MANAGER.user_name);

const old = { created_date: new Date(Date.now() - 400 * 86400_000) };
async function member(fields: Partial<typeof users.$inferInsert> = {}): Promise<Actor> {
  const row = await insertUser(t.db, { user_verification_status: 1, ...fields });
  return { token: (await t.loginAs(row.user_name)).token, user_id: row.user_id, user_name: row.user_name };
}
const stars = (n: number) => ({ contact_rating: n, delivery_rating: n, quality_rating: n, pricing_rating: n, support_rating: n });
const one = async <T extends Record<string, unknown>>(text: string, params: unknown[]) => (await t.pool.query<T>(text, params)).rows[0]!;
const queue = async () => (await t.call('Get_ManageReports', { tab: 'reported', limit: 100 }, { token: manager.token })).data ?? [];
const inQueue = async (kind: ReportedKind, id: number): Promise<ReportedItem | undefined> => (await queue()).find((x) => x.item_kind === kind && x.item_id === id);
const decide = (kind: ReportedKind, id: number, decision: 'restore' | 'remove', reason = '') =>
  t.call('Set_ManageReportDecision', { item_kind: kind, item_id: id, decision, reason }, { token: manager.token });
/** The mails sent to an account, newest first. */
const mailsOf = async (who: Actor) => t.mails.list((await one<{ e: string }>('select user_email e from users where user_id = $1', [who.user_id])).e);
const lastMailOf = async (who: Actor) => (await mailsOf(who))[0];
const rowCount = async (table: string, where: string) => (await one<{ n: number }>(`select count(*)::int n from ${table} where ${where}`, [])).n;
const audit = (itemType: string, itemId: number) =>
  t.db.select().from(managerAudit).where(sql`${managerAudit.item_type} = ${itemType} and ${managerAudit.item_id} = ${itemId}`);

/** The owner's source (the owner account may report comments on its reviews). */
let ownedSourceId = 0;
let sourceCursor = 0;
async function freshSource(): Promise<number> {
  const r = await t.pool.query<{ id: number }>(
    `select source_id as id from sources where source_status = 1 and user_id <> $2 order by source_id desc offset $1 limit 1`,
    [sourceCursor++, SOURCE_OWNER.user_id],
  );
  return r.rows[0]!.id;
}

/** A review by a fresh author on `sourceId`, and a comment on it by another fresh member. */
async function commentedReview(sourceId: number) {
  const author = await member(old);
  expect((await t.call('Set_SourceNewReview', { source_id: sourceId, review_comment: '<p>Fine shop.</p>', ...stars(4) }, { token: author.token })).status).toBe(true);
  const { rating_id } = await one<{ rating_id: number }>('select rating_id from reviews where user_id = $1', [author.user_id]);
  const commenter = await member(old);
  const text = `Commented ${Math.random().toString(36).slice(2)}`;
  expect((await t.call('Set_SourceNewComment', { source_id: sourceId, parent_rating_id: rating_id, review_comment: `<p>${text}</p>` }, { token: commenter.token })).status).toBe(true);
  const { comment_id } = await one<{ comment_id: number }>('select comment_id from review_comments where user_id = $1', [commenter.user_id]);
  return { rating_id, comment_id, commenter, text };
}

const reportComment = (sourceId: number, commentId: number, who: Actor, reason: string = REPORT_REASONS[0]) =>
  t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id: commentId, report_reason: reason }, { token: who.token });

async function commentFigures(sourceId: number, ratingId: number, commenterId: number) {
  return one<{ comment_count: number; total_comment: number; computed_total: number; total_comments: number }>(
    `select r.comment_count, s.total_comment,
       (select coalesce(sum(comment_count), 0)::int from reviews where source_id = $1 and review_type = 'source' and review_status = 1) computed_total,
       u.total_comments
     from reviews r, sources s, users u where r.rating_id = $2 and s.source_id = $1 and u.user_id = $3`,
    [sourceId, ratingId, commenterId],
  );
}

const publicComments = async (sourceId: number, ratingId: number) => {
  const page = await t.call('Get_SourceReviewsPagination', { source_id: sourceId, limit: 100, offset: 0 });
  return (page.data ?? []).find((r) => r.rating_id === ratingId)?.comments ?? [];
};

beforeAll(async () => {
  ownedSourceId = (await one<{ id: number }>('select source_id as id from sources where user_id = $1', [SOURCE_OWNER.user_id])).id;
});

describe('comments on reviews', () => {
  test('a public review list carries each comment\'s comment_id', async () => {
    const sourceId = await freshSource();
    const { rating_id, comment_id } = await commentedReview(sourceId);
    expect((await publicComments(sourceId, rating_id)).map((c) => c.comment_id)).toEqual([comment_id]);
  });

  test('who may report: verified members and the owner of the item, not one\'s own comment, once; nothing written when refused', async () => {
    const sourceId = ownedSourceId;
    const { comment_id, commenter } = await commentedReview(sourceId);
    const before = await t.count('review_comment_reports');
    const visitor = await t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id, report_reason: REPORT_REASONS[0] });
    expect(visitor.token_error).toBe(true);
    expect((await reportComment(sourceId, comment_id, await member({ user_verification_status: 0 }))).message).toBe(MSG.gating.complainNeedsVerification);
    expect((await reportComment(sourceId, comment_id, commenter)).message).toBe(MSG.review.ownCommentReport);
    const brandOwner = (await t.loginAs('brandowner')).token;
    expect((await t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id, report_reason: REPORT_REASONS[0] }, { token: brandOwner })).message).toBe(
      MSG.gating.cannotComplainSourceOrBrand,
    );
    // the comment must be under a review of the item named
    expect((await reportComment(await freshSource(), comment_id, await member())).message).toBe(MSG.notFound.reviewComment);
    expect((await t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id, report_reason: 'Because' }, { token: (await member()).token })).status).toBe(false);
    expect(await t.count('review_comment_reports')).toBe(before);

    const owner = (await t.loginAs(SOURCE_OWNER.user_name)).token;
    const sent = await t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id, report_reason: REPORT_REASONS[2] }, { token: owner });
    expect(sent).toMatchObject({ status: true, message: MSG.review.reportThanks });
    const again = await t.call('Set_SourceReviewCommentReport', { source_id: sourceId, comment_id, report_reason: REPORT_REASONS[2] }, { token: owner });
    expect(again.message).toBe(MSG.review.alreadyReportedComment);
    expect(await t.count('review_comment_reports')).toBe(before + 1);
  });

  test('hidden at 3 distinct verified reporters: out of the list and the counts, karma follows, its author sees it labelled; Restore brings it back', async () => {
    const sourceId = await freshSource();
    const { rating_id, comment_id, commenter, text } = await commentedReview(sourceId);
    const shown = await commentFigures(sourceId, rating_id, commenter.user_id);
    const karma = await karmaOf(t, commenter);
    expect(karma).toBe(KARMA.reviewComment);

    const [a, b, c] = [await member(), await member(), await member()];
    // an unverified reporter is not counted
    const unverified = await member({ user_verification_status: 0 });
    await t.pool.query('insert into review_comment_reports (comment_id, user_id, report_reason) values ($1, $2, $3)', [comment_id, unverified.user_id, REPORT_REASONS[1]]);
    expect((await reportComment(sourceId, comment_id, a)).status).toBe(true);
    expect((await reportComment(sourceId, comment_id, b, REPORT_REASONS[1])).status).toBe(true);
    expect((await publicComments(sourceId, rating_id)).map((x) => x.comment_id)).toContain(comment_id);
    expect(await inQueue('review_comment', comment_id)).toMatchObject({ moderation: null, report_count: 3 });

    expect((await reportComment(sourceId, comment_id, c)).status).toBe(true);
    expect(await one('select comment_status, moderation from review_comments where comment_id = $1', [comment_id])).toEqual({ comment_status: 0, moderation: 'reported' });
    expect((await publicComments(sourceId, rating_id)).map((x) => x.comment_id)).not.toContain(comment_id);
    const hidden = await commentFigures(sourceId, rating_id, commenter.user_id);
    expect(hidden).toEqual({
      comment_count: shown.comment_count - 1,
      total_comment: shown.total_comment - 1,
      computed_total: shown.total_comment - 1,
      total_comments: shown.total_comments - 1,
    });
    expect(await karmaOf(t, commenter)).toBe(karma - KARMA.reviewComment);
    // a reported comment cannot be reported again by a fourth member while hidden
    expect((await reportComment(sourceId, comment_id, await member())).message).toBe(MSG.notFound.reviewComment);
    // its author still sees it, labelled
    const activity = await t.call('Get_LastActivity', {}, { token: commenter.token });
    expect(activity.data!.comments).toEqual([expect.objectContaining({ review_comment: text, hidden_pending_review: 1 })]);

    const item = await inQueue('review_comment', comment_id);
    expect(item).toMatchObject({ moderation: 'reported', report_count: 4, review_type: 'source', author_name: commenter.user_name, rating: 0 });
    expect(item!.reasons.sort()).toEqual([REPORT_REASONS[0], REPORT_REASONS[1]].sort());
    expect(item!.reporters.sort()).toEqual([a.user_name, b.user_name, c.user_name, unverified.user_name].sort());
    expect(item!.content).toContain(text);

    expect(await decide('review_comment', comment_id, 'restore')).toMatchObject({ status: true, message: MSG.manage.restored });
    expect((await publicComments(sourceId, rating_id)).map((x) => x.comment_id)).toContain(comment_id);
    expect(await commentFigures(sourceId, rating_id, commenter.user_id)).toEqual(shown);
    expect(await karmaOf(t, commenter)).toBe(karma);
    expect((await one<{ n: number }>('select count(*)::int n from review_comment_reports where comment_id = $1 and report_status = 0', [comment_id])).n).toBe(0);
    expect(await inQueue('review_comment', comment_id)).toBeUndefined();
    expect((await t.call('Get_LastActivity', {}, { token: commenter.token })).data!.comments[0]).not.toHaveProperty('hidden_pending_review');
    expect(await lastMailOf(a)).toMatchObject({ subject: 'The comment you reported has been reviewed', text: expect.stringContaining('stays published') });
    expect(await audit('review_comment', comment_id)).toEqual([expect.objectContaining({ action: 'restore_review_comment', manager_id: MANAGER.user_id })]);
  });

  test('Remove deletes it with a reason: counters and karma follow, the author is mailed, the reporters told', async () => {
    const sourceId = await freshSource();
    const { rating_id, comment_id, commenter } = await commentedReview(sourceId);
    const shown = await commentFigures(sourceId, rating_id, commenter.user_id);
    const reporter = await member();
    expect((await reportComment(sourceId, comment_id, reporter)).status).toBe(true);
    expect(await decide('review_comment', comment_id, 'remove')).toMatchObject({ status: false, message: MSG.manage.reasonRequired });
    expect(await audit('review_comment', comment_id)).toHaveLength(0);

    expect(await decide('review_comment', comment_id, 'remove', 'Insults.')).toMatchObject({ status: true, message: MSG.manage.removed });
    expect(await rowCount('review_comments', `comment_id = ${comment_id}`)).toBe(0);
    const after = await commentFigures(sourceId, rating_id, commenter.user_id);
    expect(after).toMatchObject({ comment_count: shown.comment_count - 1, total_comment: shown.total_comment - 1, total_comments: 0 });
    expect(await karmaOf(t, commenter)).toBe(0);
    const mail = await lastMailOf(commenter);
    expect(mail).toMatchObject({ subject: 'Your IronScore comment has been removed', text: expect.stringContaining('Insults.') });
    expect(await lastMailOf(reporter)).toMatchObject({ subject: 'The comment you reported has been reviewed', text: expect.stringContaining('removed the comment') });
    expect(await audit('review_comment', comment_id)).toEqual([expect.objectContaining({ action: 'remove_review_comment', reason: 'Insults.' })]);
    expect(await decide('review_comment', comment_id, 'restore')).toMatchObject({ status: false, message: MSG.manage.noSuchItem });
  });

  test('brand and product reviews have their comment report call too', async () => {
    const product = await one<{ product_id: number; brand_id: number }>(
      `select p.product_id, p.brand_id from products p join brands b on b.brand_id = p.brand_id
       where p.product_status = 1 and b.brand_status = 1 order by p.product_id desc limit 1`,
      [],
    );
    const author = await member(old);
    expect((await t.call('Set_BrandProductNewReview', { ...product, rating: 3, review_comment: '<p>Ok.</p>' }, { token: author.token })).status).toBe(true);
    const { rating_id } = await one<{ rating_id: number }>('select rating_id from reviews where user_id = $1', [author.user_id]);
    const commenter = await member(old);
    expect((await t.call('Set_BrandProductNewComment', { ...product, parent_rating_id: rating_id, review_comment: '<p>Spam here</p>' }, { token: commenter.token })).status).toBe(true);
    const { comment_id } = await one<{ comment_id: number }>('select comment_id from review_comments where user_id = $1', [commenter.user_id]);
    const res = await t.call('Set_BrandProductReviewCommentReport', { ...product, comment_id, report_reason: REPORT_REASONS[1] }, { token: (await member()).token });
    expect(res).toMatchObject({ status: true, message: MSG.review.reportThanks });
    // the comment is not under a review of the brand itself
    const wrong = await t.call('Set_BrandReviewCommentReport', { brand_id: product.brand_id, comment_id, report_reason: REPORT_REASONS[1] }, { token: (await member()).token });
    expect(wrong.message).toBe(MSG.notFound.reviewComment);
    expect(await inQueue('review_comment', comment_id)).toMatchObject({ review_type: 'product', report_count: 1 });
  });
});

async function postFigures(postId: number, communityId: number, authorId: number) {
  return one<{ post_count: number; total_posts: number; comment_count: number }>(
    `select c.post_count, u.total_posts, p.comment_count from communities c, users u, community_posts p
     where c.community_id = $1 and u.user_id = $2 and p.post_id = $3`,
    [communityId, authorId, postId],
  );
}

const feedIds = async (viewer: Actor, filter: Record<string, unknown> = {}) =>
  ((await t.call('Get_CommunityPostList', { limit: 50, ...filter }, { token: viewer.token })).data ?? []).map((p) => p.post_id);
const reportPost = (postId: number, who: Actor) => t.call('Set_CommunityPostReason', { post_id: postId, report_reason: REPORT_REASONS[1] }, { token: who.token });

describe('community posts and comments', () => {
  test('a post reported by 3 verified members is hidden from others (feed, post page, counts, karma); its author sees it labelled; Restore', async () => {
    const owner = await member(old);
    const communityId = await newCommunity(t, owner);
    const author = await member(old);
    await join(t, author, communityId);
    const postId = await newPost(t, author, { post_method: 'community', post_method_community_id: communityId, post_content: '<p>Buy my pills</p>' });
    const reader = await member();
    await join(t, reader, communityId);
    const shown = await postFigures(postId, communityId, author.user_id);
    const karma = await karmaOf(t, author);
    expect(shown).toMatchObject({ post_count: 1, total_posts: 1 });

    const reporters = [await member(), await member(), await member()];
    for (const r of reporters) await join(t, r, communityId);
    expect((await reportPost(postId, reporters[0]!)).status).toBe(true);
    expect((await reportPost(postId, reporters[0]!)).message).toBe(MSG.community.alreadyReported);
    expect((await reportPost(postId, author)).message).toBe(MSG.community.ownPostReport);
    expect((await reportPost(postId, reporters[1]!)).status).toBe(true);
    expect(await feedIds(reader, { community_id: communityId })).toContain(postId);
    expect((await reportPost(postId, reporters[2]!)).status).toBe(true);

    expect(await one('select post_status, moderation from community_posts where post_id = $1', [postId])).toEqual({ post_status: 0, moderation: 'reported' });
    expect(await feedIds(reader, { community_id: communityId })).not.toContain(postId);
    expect(await feedIds(reader, { user_id: author.user_id })).not.toContain(postId);
    expect((await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: reader.token })).message).toBe(MSG.notFound.post);
    expect(await postFigures(postId, communityId, author.user_id)).toMatchObject({ post_count: 0, total_posts: 0 });
    expect(await karmaOf(t, author)).toBe(karma - KARMA.communityPost);
    // nobody acts on it while hidden
    expect((await t.call('Set_CommunityPostLike', { post_id: postId }, { token: reader.token })).message).toBe(MSG.notFound.post);
    // the author: on their own profile feed and the post page, labelled; not in the community's feed
    const own = (await t.call('Get_CommunityPostList', { user_id: author.user_id, limit: 50 }, { token: author.token })).data!;
    expect(own.find((p) => p.post_id === postId)).toMatchObject({ hidden_pending_review: 1 });
    expect((await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: author.token })).data).toMatchObject({ post_id: postId, hidden_pending_review: 1 });
    expect(await feedIds(author, { community_id: communityId })).not.toContain(postId);

    const item = await inQueue('post', postId);
    expect(item).toMatchObject({ moderation: 'reported', report_count: 3, review_type: null, item_path: `/community/post/${postId}`, reasons: [REPORT_REASONS[1]] });
    expect(item!.reporters.sort()).toEqual(reporters.map((r) => r.user_name).sort());

    expect(await decide('post', postId, 'restore')).toMatchObject({ status: true, message: MSG.manage.restored });
    expect(await feedIds(reader, { community_id: communityId })).toContain(postId);
    expect(await postFigures(postId, communityId, author.user_id)).toEqual(shown);
    expect(await karmaOf(t, author)).toBe(karma);
    expect((await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: author.token })).data).not.toHaveProperty('hidden_pending_review');
    expect(await inQueue('post', postId)).toBeUndefined();
    for (const r of reporters) expect(await lastMailOf(r)).toMatchObject({ subject: 'The post you reported has been reviewed', text: expect.stringContaining('stays published') });
    expect(await audit('post', postId)).toEqual([expect.objectContaining({ action: 'restore_post', manager_id: MANAGER.user_id })]);
    // the wrong kind is refused
    expect(await decide('post_comment', postId, 'restore')).toMatchObject({ status: false, message: MSG.manage.noSuchItem });
  });

  test('a community comment: hidden with the post\'s comment count, labelled for its author; Remove deletes it and the author is told', async () => {
    const poster = await member(old);
    const postId = await newPost(t, poster, { post_content: '<p>Leg day</p>' });
    const commenter = await member(old);
    expect((await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>You are all weak</p>' }, { token: commenter.token })).status).toBe(true);
    const { post_id: commentId } = await one<{ post_id: number }>('select post_id from community_posts where parent_post_id = $1', [postId]);
    const karma = await karmaOf(t, commenter);
    expect(karma).toBe(KARMA.postComment);

    const reporters = [await member(), await member(), await member()];
    for (const r of reporters) {
      const res = await t.call('Set_CommunityPostReason', { post_id: commentId, report_reason: REPORT_REASONS[0] }, { token: r.token });
      expect(res).toMatchObject({ status: true, message: MSG.review.reportThanks });
    }
    expect((await t.call('Set_CommunityPostReason', { post_id: commentId, report_reason: REPORT_REASONS[0] }, { token: commenter.token })).message).toBe(MSG.notFound.post);
    const seen = (await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: reporters[0]!.token })).data!;
    expect(seen.comments).toEqual([]);
    expect((await one<{ comment_count: number }>('select comment_count from community_posts where post_id = $1', [postId])).comment_count).toBe(0);
    expect(await karmaOf(t, commenter)).toBe(0);
    const mine = (await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: commenter.token })).data!;
    expect(mine.comments).toEqual([expect.objectContaining({ post_id: commentId, hidden_pending_review: 1 })]);
    expect(await inQueue('post_comment', commentId)).toMatchObject({ moderation: 'reported', report_count: 3, item_path: `/community/post/${postId}` });

    expect(await decide('post_comment', commentId, 'remove', 'Harassment.')).toMatchObject({ status: true });
    expect(await rowCount('community_posts', `post_id = ${commentId}`)).toBe(0);
    expect((await one<{ comment_count: number }>('select comment_count from community_posts where post_id = $1', [postId])).comment_count).toBe(0);
    expect((await t.call('Get_CommunitySinglePost', { post_id: postId }, { token: commenter.token })).data!.comments).toEqual([]);
    expect(await lastMailOf(commenter)).toMatchObject({ subject: 'Your IronScore comment has been removed', text: expect.stringContaining('Harassment.') });
    for (const r of reporters) expect(await lastMailOf(r)).toMatchObject({ subject: 'The comment you reported has been reviewed', text: expect.stringContaining('removed the comment') });
    const notified = await t.pool.query('select 1 from community_notifications where user_id = $1 and actor_user_id = $2 and notification_type = 2', [poster.user_id, commenter.user_id]);
    expect(notified.rows).toHaveLength(0);
    expect(await audit('post_comment', commentId)).toEqual([expect.objectContaining({ action: 'remove_post_comment', reason: 'Harassment.' })]);
  });

  test('Remove of a post takes its comments with it: the commenters\' karma follows', async () => {
    const author = await member(old);
    const postId = await newPost(t, author, { post_content: '<p>Scam link</p>' });
    const commenter = await member(old);
    expect((await t.call('Set_NewCommunityComment', { parent_post_id: postId, post_content: '<p>Nice</p>' }, { token: commenter.token })).status).toBe(true);
    expect(await karmaOf(t, commenter)).toBe(KARMA.postComment);
    expect((await reportPost(postId, await member())).status).toBe(true);
    expect(await decide('post', postId, 'remove', 'Spam.')).toMatchObject({ status: true, message: MSG.manage.removed });
    expect(await rowCount('community_posts', `post_id = ${postId} or parent_post_id = ${postId}`)).toBe(0);
    expect(await karmaOf(t, commenter)).toBe(0);
    expect(await karmaOf(t, author)).toBe(0);
    expect(await lastMailOf(author)).toMatchObject({ subject: 'Your IronScore post has been removed', text: expect.stringContaining('Spam.') });
  });

  test('unverified reporters do not count toward the hold', async () => {
    const author = await member(old);
    const postId = await newPost(t, author);
    for (let i = 0; i < 3; i++) expect((await reportPost(postId, await member({ user_verification_status: 0 }))).status).toBe(true);
    expect(await one('select post_status, moderation from community_posts where post_id = $1', [postId])).toEqual({ post_status: 1, moderation: null });
    expect(await inQueue('post', postId)).toMatchObject({ moderation: null, report_count: 3 });
  });
});

describe('decisions', () => {
  test('the audit row is in the decision\'s transaction: of two concurrent Restores one wins, one row is written', async () => {
    const author = await member(old);
    const postId = await newPost(t, author);
    expect((await reportPost(postId, await member())).status).toBe(true);
    const deps = { db: t.db, mailer: t.mails, storage: t.storage, actor: managerActor({ user_id: MANAGER.user_id, user_name: MANAGER.user_name }) };
    const outcomes = await Promise.allSettled([decideReported(deps, 'post', postId, 'restore', ''), decideReported(deps, 'post', postId, 'restore', '')]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    expect(await audit('post', postId)).toHaveLength(1);
  });

  test('an item nobody reported, and one a suspension hides, are not pending', async () => {
    const author = await member(old);
    const postId = await newPost(t, author);
    expect(await decide('post', postId, 'restore')).toMatchObject({ status: false, message: MSG.manage.notPending });
    expect((await reportPost(postId, await member())).status).toBe(true);
    expect((await t.call('Set_ManageSuspend', { user_id: author.user_id, reason: 'Spam.' }, { token: manager.token })).status).toBe(true);
    expect(await decide('post', postId, 'remove', 'Spam.')).toMatchObject({ status: false, message: MSG.manage.notPending });
    expect(await inQueue('post', postId)).toBeUndefined();
    expect(await audit('post', postId)).toHaveLength(0);
  });
});
