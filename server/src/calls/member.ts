/**
 * Member area (spec/2 §2.1, §7.1; spec/3 §2.3, §2.7): the signed-in user's profile, last activity,
 * favourites, settings (profile, security, privacy through one Set_Profile) and own reviews.
 *
 * Every call acts on the token's user only; there is no payload field that names another user.
 *
 * Next ranks (Get_Profile `next_ranks`): the member ranks of the `ranks` table whose rank_score is
 * above the member's karma, in order (server-defined, see server/README.md "Ranks"). Business
 * accounts have none.
 */
import { and, desc, eq, or, sql } from 'drizzle-orm';
import { MSG, isBlankHtml, rankName, type ActivityItem, type FavoriteList, type MyReview, type PrivacyAudience, type ProfileUser, type YesNo } from '@ironscore/contract';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { assertNotBlocked, clearFailures, countFailure } from '../auth/throttle';
import { afterRevocation } from '../realtime/chat-sessions';
import { brands, favourites, products, reviewComments, reviews, reviewUsefulVotes, sources, users } from '../db/schema';
import { sanitizeHtml, stripHtml } from '../lib/sanitize';
import { notifyUser } from '../mail/notify';
import { notificationMails } from '../mail/notifications';
import { deleteImage, deleteReplacedImages, saveImage, type ReplacedImage } from '../storage/images';
import { withAggregates, type Touched } from '../aggregates';
import { iso } from './catalog-lib/format';
import { namedQuery } from '../db/prepared';
import type { Db } from '../db/client';
import { CallFailure, fail, ok, type Handler } from './types';

/** Login log entries shown in the account tab. */
export const LOGIN_LOG_LIMIT = 10;
/** Items per kind in Get_LastActivity (the All tab shows 2 of each, the kind tabs all of these). */
export const ACTIVITY_LIMIT = 10;
/** Characters of review text an activity item carries (the client shows a 100-character excerpt). */
const ACTIVITY_TEXT = 300;

type UserRow = typeof users.$inferSelect;

async function currentUser(db: Db, userId: number): Promise<UserRow> {
  const [row] = await db.select().from(users).where(eq(users.user_id, userId)).limit(1);
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  return row;
}

// ------------------------------------------------------------------ Get_Profile

export const Get_Profile: Handler<'Get_Profile'> = async ({ db, requireUser }) => {
  const me = requireUser();
  // One statement: the user, the next ranks and the newest sign-ins.
  const [row] = await namedQuery<UserRow & { next_ranks: Array<{ rank_no: number; rank_name: string; rank_score: number; impact: string | number }>; log: string[] }>(
    db,
    'member_profile',
    sql`select u.*,
      coalesce((select json_agg(json_build_object('rank_no', r.rank_no, 'rank_name', r.rank_name, 'rank_score', r.rank_score, 'impact', r.impact)
                                order by r.rank_score, r.rank_no)
                from ranks r where u.user_type = 'member' and r.is_member_rank and r.rank_score > u.user_score), '[]'::json) as next_ranks,
      coalesce((select json_agg(l.created_date order by l.created_date desc, l.log_id desc)
                from (select created_date, log_id from login_log where user_id = u.user_id order by created_date desc, log_id desc limit ${LOGIN_LOG_LIMIT}) l), '[]'::json) as log
    from users u where u.user_id = ${me.user_id}`,
  );
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  const profile: ProfileUser = {
    user_id: row.user_id,
    user_type: row.user_type,
    user_name: row.user_name,
    user_fullname: row.user_fullname,
    user_profile_image: row.user_profile_image,
    user_community_image: row.user_community_image,
    user_rank: { rank_no: row.rank_no, rank_name: rankName(row.rank_no) },
    user_score: row.user_score,
    next_ranks: row.next_ranks.map((r) => ({ ...r, impact: Number(r.impact) })),
    user_live_in: row.user_live_in,
    user_bio: row.user_bio,
    user_weight: row.user_weight,
    user_height: row.user_height,
    user_body_fat: row.user_body_fat,
    member_since: iso(row.created_date),
    total_follower: row.total_follower,
    total_followed: row.total_followed,
    total_comments: row.total_comments,
    total_reviews: row.total_reviews,
    total_likes: row.total_likes,
    user_verification_status: row.user_verification_status,
    user_phone_number: row.user_phone_number,
    user_email: row.user_email,
    notification_receive_message: row.notification_receive_message ? 1 : 0,
    notification_review_comment: row.notification_review_comment ? 1 : 0,
    notification_favorite_share: row.notification_favorite_share ? 1 : 0,
    notification_content_like: row.notification_content_like ? 1 : 0,
    notification_security_account: row.notification_security_account ? 1 : 0,
    privacy_see_profile: row.privacy_see_profile as PrivacyAudience,
    privacy_see_content: row.privacy_see_content as PrivacyAudience,
    privacy_see_special_ads: row.privacy_see_special_ads as YesNo,
    privacy_holiday_mode: row.privacy_holiday_mode as YesNo,
    login_log: row.log.map((created) => ({ created_date: iso(created) })),
  };
  return ok(profile);
};

// ------------------------------------------------------------------ Get_LastActivity

/** The name columns of a review's item (source, brand, or product with its brand). */
const itemNames = {
  type: reviews.review_type,
  source_name: sources.source_name,
  brand_name: brands.brand_name,
  product_name: products.product_name,
};

function toActivity(r: { type: 'source' | 'brand' | 'product'; source_name: string | null; brand_name: string | null; product_name: string | null; text: string; created_date: Date | string }): ActivityItem {
  const item: ActivityItem = { type: r.type, review_comment: stripHtml(r.text).slice(0, ACTIVITY_TEXT), created_date: iso(r.created_date) };
  if (r.source_name) item.source_name = r.source_name;
  if (r.brand_name) item.brand_name = r.brand_name;
  if (r.product_name) item.product_name = r.product_name;
  return item;
}

export const Get_LastActivity: Handler<'Get_LastActivity'> = async ({ db, requireUser }) => {
  const me = requireUser();
  const [mine, comments, likes] = await Promise.all([
    db
      .select({ ...itemNames, text: reviews.review_comment, created_date: reviews.created_date })
      .from(reviews)
      .leftJoin(sources, eq(sources.source_id, reviews.source_id))
      .leftJoin(brands, eq(brands.brand_id, reviews.brand_id))
      .leftJoin(products, eq(products.product_id, reviews.product_id))
      .where(and(eq(reviews.user_id, me.user_id), eq(reviews.review_status, 1)))
      .orderBy(desc(reviews.created_date), desc(reviews.rating_id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ ...itemNames, text: reviewComments.review_comment, created_date: reviewComments.created_date, moderation: reviewComments.moderation })
      .from(reviewComments)
      .innerJoin(reviews, eq(reviews.rating_id, reviewComments.rating_id))
      .leftJoin(sources, eq(sources.source_id, reviews.source_id))
      .leftJoin(brands, eq(brands.brand_id, reviews.brand_id))
      .leftJoin(products, eq(products.product_id, reviews.product_id))
      // the author still sees a comment hidden pending review (issue 24), labelled
      .where(and(eq(reviewComments.user_id, me.user_id), or(eq(reviewComments.comment_status, 1), eq(reviewComments.moderation, 'reported'))))
      .orderBy(desc(reviewComments.created_date), desc(reviewComments.comment_id))
      .limit(ACTIVITY_LIMIT),
    db
      .select({ ...itemNames, text: reviews.review_comment, created_date: reviewUsefulVotes.created_date })
      .from(reviewUsefulVotes)
      .innerJoin(reviews, eq(reviews.rating_id, reviewUsefulVotes.rating_id))
      .leftJoin(sources, eq(sources.source_id, reviews.source_id))
      .leftJoin(brands, eq(brands.brand_id, reviews.brand_id))
      .leftJoin(products, eq(products.product_id, reviews.product_id))
      .where(eq(reviewUsefulVotes.user_id, me.user_id))
      .orderBy(desc(reviewUsefulVotes.created_date), desc(reviewUsefulVotes.rating_id))
      .limit(ACTIVITY_LIMIT),
  ]);
  return ok({
    reviews: mine.map(toActivity),
    comments: comments.map((c) => ({ ...toActivity(c), ...(c.moderation === 'reported' ? { hidden_pending_review: 1 as const } : {}) })),
    likes: likes.map(toActivity),
  });
};

// ------------------------------------------------------------------ Get_FavoriteList

export const Get_FavoriteList: Handler<'Get_FavoriteList'> = async ({ db, requireUser }) => {
  const me = requireUser();
  const [srcs, brs] = await Promise.all([
    db
      .select({
        favorite_id: favourites.favorite_id,
        source_id: sources.source_id,
        source_name: sources.source_name,
        source_slug_url: sources.source_slug_url,
        source_profile_image: sources.source_profile_image,
        source_rating: sources.source_rating,
      })
      .from(favourites)
      .innerJoin(sources, eq(sources.source_id, favourites.source_id))
      .where(and(eq(favourites.user_id, me.user_id), eq(favourites.item_type, 'source')))
      .orderBy(desc(favourites.created_date), desc(favourites.favorite_id)),
    db
      .select({
        favorite_id: favourites.favorite_id,
        brand_id: brands.brand_id,
        brand_name: brands.brand_name,
        brand_slug_url: brands.brand_slug_url,
        brand_profile_image: brands.brand_profile_image,
        brand_rating: brands.brand_rating,
      })
      .from(favourites)
      .innerJoin(brands, eq(brands.brand_id, favourites.brand_id))
      .where(and(eq(favourites.user_id, me.user_id), eq(favourites.item_type, 'brand')))
      .orderBy(desc(favourites.created_date), desc(favourites.favorite_id)),
  ]);
  const list: FavoriteList = {
    sources: srcs.map((s) => ({ ...s, source_rating: Number(s.source_rating) })),
    brands: brs.map((b) => ({ ...b, brand_rating: Number(b.brand_rating) })),
  };
  return ok(list);
};

// ------------------------------------------------------------------ Set_Profile

const PROFILE_TEXT = ['user_fullname', 'user_weight', 'user_height', 'user_body_fat', 'user_live_in'] as const;
const FLAGS = [
  'notification_receive_message',
  'notification_review_comment',
  'notification_favorite_share',
  'notification_content_like',
  'notification_security_account',
] as const;
const PRIVACY = ['privacy_see_profile', 'privacy_see_content', 'privacy_see_special_ads', 'privacy_holiday_mode'] as const;

/** The member's images: payload field (and column), upload folder, longest side. */
const IMAGES = [
  ['user_profile_image', 'users/profile', 1024],
  ['user_community_image', 'users/community', 1280],
] as const;

/** Whether an account still names this profile picture or cover. */
async function imageStillUsed(db: Db, image: ReplacedImage): Promise<boolean> {
  const column = image.folder === 'users/community' ? users.user_community_image : users.user_profile_image;
  const [row] = await db.select({ one: sql`1` }).from(users).where(eq(column, image.name)).limit(1);
  return !!row;
}

/**
 * Profile, security and privacy settings. Only the fields present are written (the client sends
 * only filled ones); an empty text counts as not sent. A password change needs the current
 * password (checked) and the new one; it signs out every other session of the account and sends
 * the security e-mail (when the member's security switch is on). Images go through the upload
 * pipeline (profile: longest side 1024 px, community cover: 1280 px). All or nothing: a refused
 * field, image or password writes nothing.
 */
export const Set_Profile: Handler<'Set_Profile'> = async (ctx) => {
  const { db, payload, storage, session } = ctx;
  const me = ctx.requireUser();
  const row = await currentUser(db, me.user_id);
  const changes: Partial<typeof users.$inferInsert> = {};

  for (const key of PROFILE_TEXT) {
    const value = payload[key];
    if (value !== undefined && (value !== '' || key === 'user_live_in')) changes[key] = value;
  }
  if (payload.user_bio !== undefined && payload.user_bio !== '') {
    const bio = sanitizeHtml(payload.user_bio).trim();
    changes.user_bio = isBlankHtml(bio) ? '' : bio;
  }
  for (const key of FLAGS) if (payload[key] !== undefined) changes[key] = payload[key];
  if (payload.user_phone_number !== undefined) changes.user_phone_number = payload.user_phone_number;
  for (const key of PRIVACY) if (payload[key] !== undefined) (changes as Record<string, unknown>)[key] = payload[key];

  const current = payload.user_password ?? '';
  const next = payload.user_new_password ?? '';
  let passwordChanged = false;
  if (current || next) {
    if (!current || !next) {
      const field = current ? 'user_new_password' : 'user_password';
      return fail(MSG.profile.passwordPairRequired, { errors: { [field]: MSG.profile.passwordPairRequired } });
    }
    const keys: Array<['passwordChangePerAccount', string]> = [['passwordChangePerAccount', `user:${me.user_id}`]];
    await assertNotBlocked(db, keys);
    if (!(await verifyPassword(row.user_password_hash, current))) {
      await countFailure(db, keys);
      return fail(MSG.profile.currentPasswordWrong, { errors: { user_password: MSG.profile.currentPasswordWrong } });
    }
    await clearFailures(db, keys);
    changes.user_password_hash = await hashPassword(next);
    passwordChanged = true;
  }

  // Images last: nothing is stored when a field above was refused.
  const saved: Array<{ field: (typeof IMAGES)[number][0]; folder: string; name: string }> = [];
  for (const [field, folder, maxSide] of IMAGES) {
    const upload = payload[field];
    if (!upload) continue;
    const result = await saveImage(storage, folder, upload, { maxSide });
    if (!result.ok) {
      await Promise.all(saved.map((s) => deleteImage(storage, s.folder, s.name).catch(() => undefined)));
      return fail(result.message, { errors: { [field]: result.message } });
    }
    saved.push({ field, folder, name: result.name });
    changes[field] = result.name;
  }

  let replaced: ReplacedImage[] = [];
  if (Object.keys(changes).length > 0) {
    try {
      replaced = await db.transaction(async (tx) => {
        // The images this change replaces, read under the row lock (a concurrent save waits).
        const [before] = saved.length
          ? await tx
              .select({ user_profile_image: users.user_profile_image, user_community_image: users.user_community_image })
              .from(users)
              .where(eq(users.user_id, me.user_id))
              .for('update')
          : [];
        await tx
          .update(users)
          .set({ ...changes, updated_date: new Date() })
          .where(eq(users.user_id, me.user_id));
        if (passwordChanged) await revokeUserSessions(tx, me.user_id, session?.jti);
        return before ? saved.map((s) => ({ folder: s.folder, name: before[s.field] })) : [];
      });
    } catch (err) {
      await Promise.all(saved.map((s) => deleteImage(storage, s.folder, s.name).catch(() => undefined)));
      throw err;
    }
  }
  // Committed: the replaced files go, unless another account still shows them (shared seed images).
  await deleteReplacedImages(storage, replaced, (image) => imageStillUsed(db, image), ctx.log);
  if (passwordChanged) {
    await afterRevocation(ctx, me.user_id);
    await notifyUser(ctx, me.user_id, 'security_account', notificationMails.passwordChanged(row.user_name));
  }
  return ok(null, { message: MSG.informationUpdated });
};

// ------------------------------------------------------------------ Get_MyReviewList

export const Get_MyReviewList: Handler<'Get_MyReviewList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  // One statement: the page and the total (count over the same filter).
  const rows = await namedQuery<{
    rating_id: number; review_comment: string; rating: string; contact_rating: number | null; delivery_rating: number | null;
    quality_rating: number | null; pricing_rating: number | null; support_rating: number | null; updated_review: number;
    created_date: Date; source_name: string | null; source_slug_url: string | null; brand_name: string | null; brand_slug_url: string | null;
    product_name: string | null; product_slug_url: string | null; product_image: string | null; moderation: string | null; total: number;
  }>(
    db,
    'member_review_list',
    sql`select r.rating_id, r.review_comment, r.rating, r.contact_rating, r.delivery_rating, r.quality_rating, r.pricing_rating,
               r.support_rating, r.updated_review, r.created_date, s.source_name, s.source_slug_url, b.brand_name, b.brand_slug_url,
               p.product_name, p.product_slug_url, p.product_image, r.moderation, count(*) over ()::int as total
        from reviews r
        left join sources s on s.source_id = r.source_id
        left join brands b on b.brand_id = r.brand_id
        left join products p on p.product_id = r.product_id
        where r.user_id = ${me.user_id} and r.review_type = ${payload.type}::review_type
          and (r.review_status = 1 or r.moderation in ('reported', 'held'))
        order by r.created_date desc, r.rating_id desc
        limit ${payload.limit} offset ${payload.offset}`,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    // past the last page: the count alone
    const [c] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(
        and(
          eq(reviews.user_id, me.user_id),
          eq(reviews.review_type, payload.type),
          sql`(${reviews.review_status} = 1 or ${reviews.moderation} in ('reported', 'held'))`,
        ),
      );
    total = c?.n ?? 0;
  }
  const list: MyReview[] = rows.map((r) => {
    const review: MyReview = {
      rating_id: r.rating_id,
      review_comment: r.review_comment,
      rating: Number(r.rating),
      updated_review: r.updated_review ? 1 : 0,
      created_date: iso(r.created_date),
      // the author still sees a review a trust-and-safety rule hides (issue 24), labelled
      ...(r.moderation === 'reported' || r.moderation === 'held' ? { hidden_pending_review: 1 as const } : {}),
    };
    if (payload.type === 'source') {
      Object.assign(review, {
        contact_rating: r.contact_rating ?? 0,
        delivery_rating: r.delivery_rating ?? 0,
        quality_rating: r.quality_rating ?? 0,
        pricing_rating: r.pricing_rating ?? 0,
        support_rating: r.support_rating ?? 0,
        source_name: r.source_name ?? '',
        source_slug_url: r.source_slug_url ?? '',
      });
    } else {
      Object.assign(review, { brand_name: r.brand_name ?? '', brand_slug_url: r.brand_slug_url ?? '' });
      if (payload.type === 'product') {
        Object.assign(review, {
          product_rating: Number(r.rating),
          product_name: r.product_name ?? '',
          product_slug_url: r.product_slug_url ?? '',
          product_image: r.product_image ?? '',
        });
      }
    }
    return review;
  });
  return ok(list, { totalData: total });
};

// ------------------------------------------------------------------ Set_EditMyReview

/**
 * Edits one of the member's own reviews: comment and ratings (source: the five sub-ratings, the
 * overall rating is their average; brand and product: `rating`), marks it amended, and recomputes
 * the item's rating and counts in the same transaction (src/aggregates; ranks are computed when read).
 */
export const Set_EditMyReview: Handler<'Set_EditMyReview'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const actor = await currentUser(db, me.user_id);
  if (actor.user_type !== 'member') {
    return fail(payload.type === 'product' ? MSG.gating.cannotReviewProduct : MSG.gating.cannotReviewSourceOrBrand);
  }
  const comment = sanitizeHtml(payload.review_comment).trim();
  if (!comment || isBlankHtml(comment)) return fail(MSG.validation.fieldBlank, { errors: { review_comment: MSG.validation.fieldBlank } });
  if (comment.length > 10_000) return fail(MSG.validation.textTooLong, { errors: { review_comment: MSG.validation.textTooLong } });

  const [review] = await db
    .select({ rating_id: reviews.rating_id, source_id: reviews.source_id, brand_id: reviews.brand_id, product_id: reviews.product_id })
    .from(reviews)
    .where(
      and(
        eq(reviews.rating_id, payload.rating_id),
        eq(reviews.user_id, me.user_id),
        eq(reviews.review_type, payload.type),
        eq(reviews.review_status, 1),
      ),
    )
    .limit(1);
  if (!review) return fail(MSG.profile.reviewNotFound);

  const sub =
    payload.type === 'source'
      ? {
          contact_rating: payload.contact_rating,
          delivery_rating: payload.delivery_rating,
          quality_rating: payload.quality_rating,
          pricing_rating: payload.pricing_rating,
          support_rating: payload.support_rating,
        }
      : null;
  const rating = sub ? Math.round((Object.values(sub).reduce((a, b) => a + b, 0) / 5) * 10) / 10 : payload.rating;

  // The item's rating statistics follow in the same transaction (src/aggregates); its rank is
  // computed when read.
  const touched: Touched =
    payload.type === 'source'
      ? { sourceReviews: [review.source_id!] }
      : payload.type === 'brand'
        ? { brandReviews: [review.brand_id!] }
        : { productReviews: [review.product_id!] };
  await db.transaction((tx) =>
    withAggregates(tx, touched, () =>
      tx
        .update(reviews)
        .set({ review_comment: comment, rating, ...(sub ?? {}), updated_review: 1, updated_date: new Date() })
        .where(eq(reviews.rating_id, review.rating_id)),
    ),
  );
  return ok(null, { message: MSG.success.reviewEdited });
};
