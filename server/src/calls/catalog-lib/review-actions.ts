/**
 * The review actions shared by sources, brands and brand products: new review, new comment,
 * report, useful vote. Every permission rule of spec/1 §6 is enforced here (the UI only mirrors
 * them) and every aggregate the action changes is recomputed in the same transaction with the
 * shared formulas (src/aggregates: lock the touched rows, write, refresh), so concurrent actions
 * on one item queue on that item's row and actions on different items never wait on each other.
 *
 * Who may act (the user is always the token's user, read fresh from the database):
 * - review: members only (source/brand accounts get the gating message), verified only;
 *   one review per member per item.
 * - comment: verified members, or the owner account of the reviewed item (a source account on its
 *   source's reviews, a brand account on its brand's and its products' reviews).
 * - report: like comment, with the complaint messages; one report per user per review (and per
 *   review comment); not of one's own review or comment.
 * - useful: verified members (a vote awards karma, so the review rule applies); toggles; not on
 *   one's own review.
 *
 * Karma follows the formula (src/aggregates/formulas.ts): a comment on one's own review earns
 * none, and undoing a vote takes its karma back.
 */
import { and, eq, sql } from 'drizzle-orm';
import { MSG, isBlankHtml, type UploadValue } from '@ironscore/contract';
import { brands, products, reviewCommentReports, reviewComments, reviewReports, reviews, reviewUsefulVotes, sources, users } from '../../db/schema';
import { sanitizeHtml } from '../../lib/sanitize';
import { deleteImage, processImage, storeImage } from '../../storage/images';
import type { Storage } from '../../storage/types';
import { CallFailure } from '../types';
import { withAggregates, type Touched } from '../../aggregates';
import { isUniqueViolation, type Executor, type Tx } from '../../db/executor';
import type { Db } from '../../db/client';
import { notifyUser, type NotificationKind } from '../../mail/notify';
import { notificationMails } from '../../mail/notifications';
import type { Mailer } from '../../mail/types';
import { MODERATION_DEFAULTS, type ModerationRules } from '../../moderation/rules';
import { holdIfBurst, hideWhenReported } from '../../moderation/holds';

/** What a review action needs to send the review author's notification e-mail. */
export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  log?: { error(obj: unknown, msg?: string): void };
}

/**
 * E-mails the author of review `ratingId` about `actorId`'s comment or useful vote (never about
 * their own), when the author's switch of that kind is on; at most once per actor, review, kind
 * and day (mail/notify.ts).
 */
async function notifyReviewAuthor(deps: NotifyDeps, ratingId: number, actorId: number, kind: Extract<NotificationKind, 'review_comment' | 'content_like'>): Promise<void> {
  const result = await deps.db.execute(sql`
    select r.user_id as author_id, a.user_name as author, u.user_name as actor,
           coalesce(s.source_name, p.product_name, b.brand_name) as item
    from reviews r
    join users a on a.user_id = r.user_id
    join users u on u.user_id = ${actorId}
    left join sources s on s.source_id = r.source_id
    left join brands b on b.brand_id = r.brand_id
    left join products p on p.product_id = r.product_id
    where r.rating_id = ${ratingId}`);
  const row = result.rows[0] as { author_id: number; author: string; actor: string; item: string } | undefined;
  if (!row || Number(row.author_id) === actorId) return;
  const message =
    kind === 'review_comment'
      ? notificationMails.reviewComment(row.author, row.actor, row.item)
      : notificationMails.reviewLiked(row.author, row.actor, row.item);
  await notifyUser(deps, Number(row.author_id), kind, message, { actorId, item: `review:${ratingId}` });
}

export type ReviewTarget =
  | { kind: 'source'; source_id: number }
  | { kind: 'brand'; brand_id: number }
  | { kind: 'product'; product_id: number; brand_id: number };

/** Longest review or comment HTML accepted. */
export const MAX_REVIEW_HTML = 10_000;

interface Actor {
  user_id: number;
  user_type: 'member' | 'source' | 'brand';
  verified: boolean;
}

async function loadActor(db: Executor, userId: number): Promise<Actor> {
  const [row] = await db
    .select({ user_id: users.user_id, user_type: users.user_type, v: users.user_verification_status })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  return { user_id: row.user_id, user_type: row.user_type, verified: row.v !== 0 };
}

interface ItemInfo {
  published: boolean;
  /** Owner account of the source (source reviews) or of the brand (brand and product reviews). */
  owner_user_id: number;
}

async function resolveItem(db: Executor, target: ReviewTarget): Promise<ItemInfo | null> {
  if (target.kind === 'source') {
    const [s] = await db
      .select({ status: sources.source_status, owner: sources.user_id })
      .from(sources)
      .where(eq(sources.source_id, target.source_id))
      .limit(1);
    return s ? { published: s.status === 1, owner_user_id: s.owner } : null;
  }
  if (target.kind === 'brand') {
    const [b] = await db
      .select({ status: brands.brand_status, owner: brands.user_id })
      .from(brands)
      .where(eq(brands.brand_id, target.brand_id))
      .limit(1);
    return b ? { published: b.status === 1, owner_user_id: b.owner } : null;
  }
  const [p] = await db
    .select({ status: products.product_status, brand_id: products.brand_id, brand_status: brands.brand_status, owner: brands.user_id })
    .from(products)
    .innerJoin(brands, eq(brands.brand_id, products.brand_id))
    .where(eq(products.product_id, target.product_id))
    .limit(1);
  if (!p || p.brand_id !== target.brand_id) return null;
  return { published: p.status === 1 && p.brand_status === 1, owner_user_id: p.owner };
}

const cannotReview = (kind: ReviewTarget['kind']) =>
  kind === 'product' ? MSG.gating.cannotReviewProduct : MSG.gating.cannotReviewSourceOrBrand;
const cannotComplain = (kind: ReviewTarget['kind']) =>
  kind === 'product' ? MSG.gating.cannotComplainProduct : MSG.gating.cannotComplainSourceOrBrand;

/** Whether a business account owns the item of the target. */
function isOwner(actor: Actor, target: ReviewTarget, item: ItemInfo): boolean {
  if (item.owner_user_id !== actor.user_id) return false;
  return target.kind === 'source' ? actor.user_type === 'source' : actor.user_type === 'brand';
}

/** Sanitized HTML of a review or comment; refuses blank and over-long text. */
function cleanText(html: string, field = 'review_comment'): string {
  if (html.length > MAX_REVIEW_HTML) throw new CallFailure(MSG.validation.textTooLong, { [field]: MSG.validation.textTooLong });
  const clean = sanitizeHtml(html).trim();
  if (!clean || isBlankHtml(clean)) throw new CallFailure(MSG.validation.fieldBlank, { [field]: MSG.validation.fieldBlank });
  return clean;
}

function targetColumns(target: ReviewTarget): { source_id: number | null; brand_id: number | null; product_id: number | null } {
  if (target.kind === 'source') return { source_id: target.source_id, brand_id: null, product_id: null };
  if (target.kind === 'brand') return { source_id: null, brand_id: target.brand_id, product_id: null };
  return { source_id: null, brand_id: target.brand_id, product_id: target.product_id };
}

/** The aggregate group of the item's review statistics (rating, counts, comments). */
function itemReviewStats(target: ReviewTarget): Touched {
  if (target.kind === 'source') return { sourceReviews: [target.source_id] };
  if (target.kind === 'brand') return { brandReviews: [target.brand_id] };
  return { productReviews: [target.product_id] };
}

function sameItemWhere(target: ReviewTarget) {
  if (target.kind === 'source') return eq(reviews.source_id, target.source_id);
  if (target.kind === 'brand') return eq(reviews.brand_id, target.brand_id);
  return eq(reviews.product_id, target.product_id);
}

export interface NewReviewInput {
  review_comment: string;
  /** Brand and product reviews. */
  rating?: number;
  /** Source reviews: the five whole-star sub-ratings. */
  sub?: { contact_rating: number; delivery_rating: number; quality_rating: number; pricing_rating: number; support_rating: number };
  review_image?: UploadValue;
}

/**
 * Writes a new review and every aggregate it changes. Returns the new rating_id. A review written
 * during a review-bombing hold of its item is held (not shown, not counted: moderation/holds.ts).
 */
export async function createReview(
  db: Db,
  storage: Storage,
  userId: number,
  target: ReviewTarget,
  input: NewReviewInput,
  moderation: { rules: ModerationRules; ip: string } = { rules: MODERATION_DEFAULTS, ip: '' },
): Promise<number> {
  const actor = await loadActor(db, userId);
  if (actor.user_type !== 'member') throw new CallFailure(cannotReview(target.kind));
  if (!actor.verified) throw new CallFailure(MSG.gating.reviewNeedsVerification);

  const comment = cleanText(input.review_comment);
  let rating: number;
  if (target.kind === 'source') {
    const s = input.sub;
    if (!s) throw new CallFailure(MSG.validation.atLeastOnePoint);
    const values = [s.contact_rating, s.delivery_rating, s.quality_rating, s.pricing_rating, s.support_rating];
    if (!values.every((x) => Number.isInteger(x) && x >= 1 && x <= 5)) throw new CallFailure(MSG.validation.atLeastOnePoint);
    rating = Math.round((values.reduce((a, b) => a + b, 0) / 5) * 10) / 10;
  } else {
    rating = input.rating ?? 0;
    if (!Number.isInteger(rating) || rating < 1 || rating > 5) throw new CallFailure(MSG.validation.atLeastOnePoint, { rating: MSG.validation.atLeastOnePoint });
  }

  const item = await resolveItem(db, target);
  if (!item || !item.published) throw new CallFailure(MSG.notFound[target.kind]);

  const [existing] = await db
    .select({ id: reviews.rating_id })
    .from(reviews)
    .where(and(eq(reviews.review_type, target.kind), eq(reviews.user_id, actor.user_id), sameItemWhere(target)))
    .limit(1);
  if (existing) throw new CallFailure(MSG.review.alreadyReviewed[target.kind]);

  const folder = `reviews/${target.kind}`;
  let imageName: string | null = null;
  if (input.review_image) {
    const processed = await processImage(input.review_image);
    if (!processed.ok) throw new CallFailure(processed.message, { review_image: processed.message });
    await storeImage(storage, folder, processed);
    imageName = processed.name;
  }

  try {
    return await db.transaction((tx) =>
      withAggregates(tx, { ...itemReviewStats(target), users: [actor.user_id] }, async () => {
        const [row] = await tx
          .insert(reviews)
          .values({
            review_type: target.kind,
            user_id: actor.user_id,
            ...targetColumns(target),
            rating,
            ...(input.sub ?? {}),
            review_comment: comment,
            ...(imageName ? { review_image: imageName } : {}),
            created_ip: moderation.ip.slice(0, 64),
          })
          .returning({ rating_id: reviews.rating_id });
        await holdIfBurst(tx, row!.rating_id, moderation.rules);
        return row!.rating_id;
      }),
    );
  } catch (err) {
    if (imageName) await deleteImage(storage, folder, imageName).catch(() => undefined);
    if (isUniqueViolation(err)) throw new CallFailure(MSG.review.alreadyReviewed[target.kind]);
    throw err;
  }
}

interface ReviewRef {
  rating_id: number;
  user_id: number;
}

/** The visible review `ratingId` of the target's item, or a failure. */
async function findTargetReview(db: Executor, target: ReviewTarget, ratingId: number): Promise<ReviewRef> {
  const [r] = await db
    .select({
      rating_id: reviews.rating_id,
      user_id: reviews.user_id,
      review_type: reviews.review_type,
      source_id: reviews.source_id,
      brand_id: reviews.brand_id,
      product_id: reviews.product_id,
    })
    .from(reviews)
    .where(and(eq(reviews.rating_id, ratingId), eq(reviews.review_status, 1)))
    .limit(1);
  const matches =
    r &&
    r.review_type === target.kind &&
    (target.kind === 'source'
      ? r.source_id === target.source_id
      : target.kind === 'brand'
        ? r.brand_id === target.brand_id
        : r.product_id === target.product_id && r.brand_id === target.brand_id);
  if (!r || !matches) throw new CallFailure(MSG.notFound.review);
  return { rating_id: r.rating_id, user_id: r.user_id };
}

/**
 * Checks who may comment or report: a verified member on a published item, or the owner account
 * of the item. Returns whether the actor acts as the item's owner.
 */
async function gateCommentOrReport(
  db: Executor,
  actor: Actor,
  target: ReviewTarget,
  messages: { business: string; unverified: string },
): Promise<{ owner: boolean }> {
  const item = await resolveItem(db, target);
  if (!item) throw new CallFailure(MSG.notFound[target.kind]);
  if (actor.user_type !== 'member') {
    if (!isOwner(actor, target, item)) throw new CallFailure(messages.business);
    if (!actor.verified) throw new CallFailure(messages.unverified);
    return { owner: true };
  }
  if (!actor.verified) throw new CallFailure(messages.unverified);
  if (!item.published) throw new CallFailure(MSG.notFound[target.kind]);
  return { owner: false };
}

/** Adds a comment under review `parentRatingId`. Returns the success message for the caller. */
export async function createComment(
  db: Db,
  userId: number,
  target: ReviewTarget,
  parentRatingId: number,
  text: string,
  notify?: Omit<NotifyDeps, 'db'>,
): Promise<string> {
  const actor = await loadActor(db, userId);
  // Business accounts that do not own the item get the gating message before anything else.
  const { owner } = await gateCommentOrReport(db, actor, target, {
    business: cannotReview(target.kind),
    unverified: MSG.gating.reviewNeedsVerification,
  });
  const review = await findTargetReview(db, target, parentRatingId);
  const comment = cleanText(text);

  await db.transaction((tx) =>
    withAggregates(tx, { ...itemReviewStats(target), reviewCounters: [review.rating_id], users: [actor.user_id] }, () =>
      tx.insert(reviewComments).values({ rating_id: review.rating_id, user_id: actor.user_id, review_comment: comment }),
    ),
  );
  if (notify) await notifyReviewAuthor({ db, ...notify }, review.rating_id, actor.user_id, 'review_comment');
  return owner ? MSG.review.commentSubmitted : MSG.review.commentLive;
}

/**
 * Reports a review. Once REPORT_HOLD_REPORTERS distinct verified accounts have open reports on it,
 * the review is hidden pending review (moderation/holds.ts), and the item's figures and the
 * author's karma are recomputed in the same transaction.
 */
export async function createReport(
  db: Db,
  userId: number,
  target: ReviewTarget,
  ratingId: number,
  reason: string,
  rules: ModerationRules = MODERATION_DEFAULTS,
): Promise<void> {
  const actor = await loadReporter(db, userId, target);
  const review = await findTargetReview(db, target, ratingId);
  if (review.user_id === actor.user_id) throw new CallFailure(MSG.review.ownReviewReport);
  await recordReport(db, target, { kind: 'review', id: review.rating_id, ...review }, MSG.review.alreadyReported, rules, (tx) =>
    tx.insert(reviewReports).values({ rating_id: review.rating_id, user_id: actor.user_id, report_reason: reason }),
  );
}

/**
 * Reports a comment on a review of the target's item: who may, as for a review report. Once
 * REPORT_HOLD_REPORTERS distinct verified accounts have open reports on it, the comment is hidden
 * pending review, and the review's, the item's and the author's counters and karma are recomputed
 * in the same transaction.
 */
export async function createCommentReport(
  db: Db,
  userId: number,
  target: ReviewTarget,
  commentId: number,
  reason: string,
  rules: ModerationRules = MODERATION_DEFAULTS,
): Promise<void> {
  const actor = await loadReporter(db, userId, target);
  const [comment] = await db
    .select({ comment_id: reviewComments.comment_id, rating_id: reviewComments.rating_id, user_id: reviewComments.user_id })
    .from(reviewComments)
    .where(and(eq(reviewComments.comment_id, commentId), eq(reviewComments.comment_status, 1)))
    .limit(1);
  if (!comment) throw new CallFailure(MSG.notFound.reviewComment);
  // the comment's review must be a visible review of the target's item
  await findTargetReview(db, target, comment.rating_id).catch(() => {
    throw new CallFailure(MSG.notFound.reviewComment);
  });
  if (comment.user_id === actor.user_id) throw new CallFailure(MSG.review.ownCommentReport);
  await recordReport(db, target, { kind: 'review_comment', id: comment.comment_id, ...comment }, MSG.review.alreadyReportedComment, rules, (tx) =>
    tx.insert(reviewCommentReports).values({ comment_id: comment.comment_id, user_id: actor.user_id, report_reason: reason }),
  );
}

/** The account reporting on the target's item, once it may (as for a comment, in the complaint's words). */
async function loadReporter(db: Db, userId: number, target: ReviewTarget): Promise<Actor> {
  const actor = await loadActor(db, userId);
  await gateCommentOrReport(db, actor, target, {
    business: cannotComplain(target.kind),
    unverified: MSG.gating.complainNeedsVerification,
  });
  return actor;
}

/**
 * Inserts one report (`insert`) of a review or a review comment and hides it once enough distinct
 * verified accounts reported it, with the review's, the item's and the author's figures recomputed,
 * in one transaction. A second report by the same account fails with `alreadyReported`.
 */
async function recordReport(
  db: Db,
  target: ReviewTarget,
  reported: { kind: 'review' | 'review_comment'; id: number; rating_id: number; user_id: number },
  alreadyReported: string,
  rules: ModerationRules,
  insert: (tx: Tx) => Promise<unknown>,
): Promise<void> {
  try {
    await db.transaction((tx) =>
      withAggregates(tx, { reviewCounters: [reported.rating_id], ...itemReviewStats(target), users: [reported.user_id] }, async () => {
        await insert(tx);
        await hideWhenReported(tx, reported.kind, reported.id, rules.reportHoldReporters);
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new CallFailure(alreadyReported);
    throw err;
  }
}

/** Toggles the actor's useful vote; 'positive' when added, 'negative' when removed. */
export async function toggleUseful(
  db: Db,
  userId: number,
  target: ReviewTarget,
  ratingId: number,
  notify?: Omit<NotifyDeps, 'db'>,
): Promise<'positive' | 'negative'> {
  const actor = await loadActor(db, userId);
  if (actor.user_type !== 'member') throw new CallFailure(cannotReview(target.kind));
  if (!actor.verified) throw new CallFailure(MSG.gating.usefulNeedsVerification);
  const item = await resolveItem(db, target);
  if (!item || !item.published) throw new CallFailure(MSG.notFound[target.kind]);
  const review = await findTargetReview(db, target, ratingId);
  if (review.user_id === actor.user_id) throw new CallFailure(MSG.review.ownReviewUseful);

  const type = await db.transaction((tx) =>
    withAggregates(tx, { reviewCounters: [review.rating_id], users: [actor.user_id, review.user_id] }, async () => {
      const removed = await tx
        .delete(reviewUsefulVotes)
        .where(and(eq(reviewUsefulVotes.rating_id, review.rating_id), eq(reviewUsefulVotes.user_id, actor.user_id)))
        .returning({ rating_id: reviewUsefulVotes.rating_id });
      if (removed.length > 0) return 'negative' as const;
      await tx.insert(reviewUsefulVotes).values({ rating_id: review.rating_id, user_id: actor.user_id });
      return 'positive' as const;
    }),
  );
  if (notify && type === 'positive') await notifyReviewAuthor({ db, ...notify }, review.rating_id, actor.user_id, 'content_like');
  return type;
}
