/**
 * Community (spec/2 §2.2, §3–§9; spec/3 §7 "Community (all T)"): feed, posts, polls, likes,
 * comments, reports, follows, communities, notifications and community profiles.
 *
 * Rules the server enforces (the UI only mirrors them):
 * - every call needs a signed-in account; writes need a member account (MSG.community.membersOnly);
 * - a post is seen only through community-lib/visibility (author, everyone + content privacy,
 *   friends = mutual followers, community members); acting on a post needs seeing it;
 * - posts are edited and deleted only by their author, comments deleted only by theirs;
 *   communities edited and deleted only by their owner, who cannot leave;
 * - karma of spec/2 §9 (KARMA) and every counter are recomputed in the transaction of the write
 *   for the rows it touches (withAggregates of src/aggregates: row locks in one order, then the
 *   formulas the seed uses), so undoing an action reverses them and acting on one's own post earns
 *   nothing;
 * - the five notification types are created by their actions and removed when those are undone.
 */
import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import {
  MSG,
  type Community,
  type CommunityNotification,
  type CommunityProfile,
  type CommunityStyle,
  type FollowUser,
  type NotificationType,
} from '@ironscore/contract';
import {
  communities,
  communityMembers,
  communityNotifications,
  communityPollVotes,
  communityPostLikes,
  communityPostReports,
  communityPosts,
  favourites,
  hashtags,
  userFollows,
  userHashtags,
  users,
} from '../db/schema';
import { DEFAULT_IMAGE, SYSTEM_USER_ID } from '../db/schema/columns';
import type { Db } from '../db/client';
import { canSee, friendsSql } from '../lib/privacy';
import { deleteImage, processImage, storeImage } from '../storage/images';
import { lockAggregateRows, refreshTouched, withAggregates, type Touched } from '../aggregates';
import { isUniqueViolation, type Tx } from '../db/executor';
import { descNL, escapeLike, userRank } from './catalog-lib/format';
import { namedQuery } from '../db/prepared';
import { feedPage, visiblePost, type FeedFilter } from './community-lib/posts-read';
import { actingMember, cleanPostHtml, indexHashtags, notify, unnotify } from './community-lib/writes';
import { CallFailure, fail, ok, type Handler } from './types';
import { hideWhenReported } from '../moderation/holds';

const POST_FOLDER = 'community/posts';
const C = MSG.community;

// ------------------------------------------------------------------ shared lookups

/** The post as the viewer may see it, or a failure (missing, deleted or not visible look the same). */
async function requireVisiblePost(db: Db, viewerId: number, postId: number) {
  const post = await visiblePost(db, viewerId, postId);
  if (!post) throw new CallFailure(MSG.notFound.post);
  return post;
}

/**
 * A post or comment row for an author action (edit, delete), with the rows whose aggregates its
 * delete changes locked (withAggregates order: the community, the posts, the author): the post and,
 * for a comment, its parent. `touched` is what a delete refreshes.
 */
async function lockOwnPost(tx: Tx, postId: number) {
  const columns = {
    post_id: communityPosts.post_id,
    user_id: communityPosts.user_id,
    parent_post_id: communityPosts.parent_post_id,
    community_id: communityPosts.community_id,
    post_status: communityPosts.post_status,
    created_date: communityPosts.created_date,
  };
  const [peek] = await tx.select(columns).from(communityPosts).where(eq(communityPosts.post_id, postId)).limit(1);
  if (!peek || peek.post_status !== 1) throw new CallFailure(MSG.notFound.post);
  const touched: Touched =
    peek.parent_post_id === null
      ? { communityCounters: peek.community_id ? [peek.community_id] : [], postCounters: [peek.post_id], users: [peek.user_id] }
      : { postCounters: [peek.parent_post_id, peek.post_id], users: [peek.user_id] };
  await lockAggregateRows(tx, touched);
  const [row] = await tx.select(columns).from(communityPosts).where(eq(communityPosts.post_id, postId)).limit(1);
  if (!row || row.post_status !== 1) throw new CallFailure(MSG.notFound.post);
  return { row, touched };
}

const communityColumns = {
  community_id: communities.community_id,
  community_name: communities.community_name,
  community_style: communities.community_style,
  community_description: communities.community_description,
  member_count: communities.member_count,
  user_id: communities.user_id,
  admin_name: users.user_name,
  admin_image: users.user_profile_image,
};

type CommunityRow = { [K in keyof typeof communityColumns]: (typeof communityColumns)[K]['_']['data'] } & { joined: boolean | number };

function toCommunity(row: CommunityRow): Community {
  return {
    community_id: row.community_id,
    community_name: row.community_name,
    community_style: row.community_style as CommunityStyle,
    community_description: row.community_description,
    member_count: row.member_count,
    total_member: row.member_count,
    joined_status: row.joined ? 1 : 0,
    user_id: row.user_id,
    community_admin: { user_name: row.admin_name, user_profile_image: row.admin_image },
  };
}

/** Communities with the viewer's joined flag, admin name and image. */
function selectCommunities(db: Db, viewerId: number) {
  return db
    .select({
      ...communityColumns,
      joined: sql<boolean>`exists (select 1 from community_members jm where jm.community_id = ${communities.community_id} and jm.user_id = ${viewerId})`,
    })
    .from(communities)
    .innerJoin(users, eq(users.user_id, communities.user_id));
}

async function communityById(db: Db, viewerId: number, communityId: number): Promise<Community | null> {
  const [row] = await selectCommunities(db, viewerId).where(eq(communities.community_id, communityId)).limit(1);
  return row ? toCommunity(row) : null;
}

async function isMember(db: Db | Tx, communityId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ one: sql`1` })
    .from(communityMembers)
    .where(and(eq(communityMembers.community_id, communityId), eq(communityMembers.user_id, userId)))
    .limit(1);
  return !!row;
}

/** The community an owner action targets: the given id, or the one community the user owns. */
async function ownedCommunity(tx: Tx, userId: number, communityId: number) {
  const rows = await tx
    .select({ community_id: communities.community_id, user_id: communities.user_id })
    .from(communities)
    .where(communityId ? eq(communities.community_id, communityId) : eq(communities.user_id, userId))
    .orderBy(asc(communities.community_id))
    .for('update')
    .limit(2);
  if (communityId) {
    const row = rows[0];
    if (!row) throw new CallFailure(MSG.notFound.community);
    if (row.user_id !== userId) throw new CallFailure(C.ownerOnly);
    return row;
  }
  if (rows.length === 0) throw new CallFailure(C.ownsNoCommunity);
  if (rows.length > 1) throw new CallFailure(C.chooseCommunity);
  return rows[0]!;
}

// ------------------------------------------------------------------ the signed-in user and profiles

export const Get_UserCommunityToken: Handler<'Get_UserCommunityToken'> = async ({ db, requireUser }) => {
  const me = requireUser();
  const [row] = await db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      user_fullname: users.user_fullname,
      user_profile_image: users.user_profile_image,
      rank_no: users.rank_no,
      user_score: users.user_score,
    })
    .from(users)
    .where(eq(users.user_id, me.user_id))
    .limit(1);
  if (!row) return fail(MSG.sessionExpired, { tokenError: true });
  const tags = await db
    .select({ name: hashtags.hashtag_name })
    .from(userHashtags)
    .innerJoin(hashtags, eq(hashtags.hashtag_id, userHashtags.hashtag_id))
    .where(eq(userHashtags.user_id, me.user_id))
    .orderBy(asc(userHashtags.created_date), asc(hashtags.hashtag_name));
  const { rank_no, ...user } = row;
  return ok({ ...user, user_rank: userRank(rank_no), hashtags: tags.map((t) => t.name) });
};

/**
 * A member's community profile. User name, picture, rank and karma are public; a "Friends" profile
 * withholds the rest from everyone but the member and their friends (lib/privacy.ts) and says so
 * (`private`). Follow and message buttons stay: following is how one becomes a friend.
 */
export const Get_UserProfileToken: Handler<'Get_UserProfileToken'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.user_name, payload.user_name.toLowerCase()))
    .limit(1);
  if (!row || row.user_id === SYSTEM_USER_ID || row.user_type !== 'member') return fail(MSG.notFound.user);
  const own = row.user_id === me.user_id;
  const open = await canSee(db, me.user_id, row.user_id, 'profile');
  const [favs] = open
    ? await db
        .select({
          sources: sql<number>`count(*) filter (where ${favourites.item_type} = 'source')::int`,
          brands: sql<number>`count(*) filter (where ${favourites.item_type} = 'brand')::int`,
        })
        .from(favourites)
        .where(eq(favourites.user_id, row.user_id))
    : [];
  const [following] = own
    ? []
    : await db
        .select({ one: sql`1` })
        .from(userFollows)
        .where(and(eq(userFollows.follower_id, me.user_id), eq(userFollows.followed_id, row.user_id)))
        .limit(1);
  const profile: CommunityProfile = {
    user_id: row.user_id,
    user_name: row.user_name,
    private: !open,
    user_fullname: open ? row.user_fullname : '',
    user_profile_image: row.user_profile_image,
    user_community_image: open ? row.user_community_image : DEFAULT_IMAGE,
    user_rank: userRank(row.rank_no),
    user_score: row.user_score,
    posts_count: open ? row.total_posts : 0,
    followers_count: open ? row.total_follower : 0,
    followed_count: open ? row.total_followed : 0,
    fav_source_count: favs?.sources ?? 0,
    fav_brand_count: favs?.brands ?? 0,
    user_bio: open ? row.user_bio : '',
    user_weight: open ? row.user_weight : '',
    user_height: open ? row.user_height : '',
    user_body_fat: open ? row.user_body_fat : '',
    user_live_in: open ? row.user_live_in : '',
    profile_follow_button: !own && !following,
    profile_unfollow_button: !own && !!following,
    profile_settings_button: own,
    create_post: own,
  };
  return ok(profile);
};

// ------------------------------------------------------------------ follows

export const Get_WhoToFollow: Handler<'Get_WhoToFollow'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  // Members with the most karma the viewer does not follow yet (users_type_score_idx).
  const rows = await db
    .select({ user_id: users.user_id, user_name: users.user_name, user_profile_image: users.user_profile_image })
    .from(users)
    .where(
      and(
        eq(users.user_type, 'member'),
        ne(users.user_id, me.user_id),
        ne(users.user_id, SYSTEM_USER_ID),
        sql`not exists (select 1 from user_follows f where f.follower_id = ${me.user_id} and f.followed_id = ${users.user_id})`,
      ),
    )
    .orderBy(descNL(users.user_score), asc(users.user_id))
    .limit(payload.limit);
  return ok(rows);
};

export const Set_FollowUnFollowUser: Handler<'Set_FollowUnFollowUser'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const targetId = payload.user_id;
  if (targetId === me.user_id) return fail(C.cannotFollowSelf);
  const [target] = await db.select({ user_type: users.user_type }).from(users).where(eq(users.user_id, targetId)).limit(1);
  if (!target || targetId === SYSTEM_USER_ID || target.user_type !== 'member') return fail(MSG.notFound.user);

  // Both users rows are locked (in id order): toggles of one pair queue and each flips the state
  // once; two members following each other at the same moment do not deadlock.
  const followed = await db.transaction((tx) =>
    withAggregates(tx, { users: [me.user_id, targetId] }, async () => {
      const removed = await tx
        .delete(userFollows)
        .where(and(eq(userFollows.follower_id, me.user_id), eq(userFollows.followed_id, targetId)))
        .returning({ id: userFollows.follower_id });
      const delta = removed.length > 0 ? -1 : 1;
      if (delta > 0) await tx.insert(userFollows).values({ follower_id: me.user_id, followed_id: targetId });
      const ref = { user_id: targetId, actor_user_id: me.user_id, notification_type: 4 as const };
      if (delta > 0) await notify(tx, ref);
      else await unnotify(tx, ref);
      return delta > 0;
    }),
  );
  const message = followed ? C.userFollowed : MSG.success.userUnfollowed;
  return ok({ message }, { message });
};

/**
 * Followers or followed accounts of a member, for the viewer: refused when the member's profile is
 * for friends only and the viewer is not one (MSG.community.followListPrivate); listed members
 * whose own profile is for friends only show no full name to non-friends.
 */
async function followList(db: Db, viewerId: number, which: 'followers' | 'followed', userId: number, limit: number, offset: number) {
  const [target] = await db
    .select({ user_type: users.user_type, total_follower: users.total_follower, total_followed: users.total_followed })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!target || userId === SYSTEM_USER_ID) return fail(MSG.notFound.user);
  if (!(await canSee(db, viewerId, userId, 'profile'))) return fail(C.followListPrivate);
  // followers: rows where followed_id = user (user_follows_followed_idx); followed: follower_id = user.
  const mine = which === 'followers' ? userFollows.followed_id : userFollows.follower_id;
  const other = which === 'followers' ? userFollows.follower_id : userFollows.followed_id;
  const fullNameShown = sql<boolean>`(${users.privacy_see_profile} = 'Everyone' or ${users.user_id} = ${viewerId} or ${friendsSql(viewerId, users.user_id)})`;
  const query = db
    .select({
      user_id: users.user_id,
      user_name: users.user_name,
      user_profile_image: users.user_profile_image,
      user_fullname: sql<string>`case when ${fullNameShown} then ${users.user_fullname} else '' end`,
      rank_no: users.rank_no,
    })
    .from(userFollows)
    .innerJoin(users, eq(users.user_id, other))
    .where(eq(mine, userId))
    .orderBy(sql`${userFollows.created_date} desc nulls last`, desc(other))
    .offset(Math.max(0, offset));
  const rows = limit < 0 ? await query : await query.limit(limit);
  const list: FollowUser[] = rows.map(({ rank_no, ...u }) => ({ ...u, user_rank: userRank(rank_no) }));
  return ok(list, { totalData: which === 'followers' ? target.total_follower : target.total_followed });
}

export const Get_CommunityUserFollowersList: Handler<'Get_CommunityUserFollowersList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  return followList(db, me.user_id, 'followers', payload.user_id, payload.limit, payload.offset);
};

export const Get_CommunityUserFollowedList: Handler<'Get_CommunityUserFollowedList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  return followList(db, me.user_id, 'followed', payload.user_id, payload.limit, payload.offset);
};

// ------------------------------------------------------------------ posts: read

export const Get_CommunityPostList: Handler<'Get_CommunityPostList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const tag = payload.hashtag_name.replace(/^#/, '').toLowerCase();
  const filter: FeedFilter = { community_id: payload.community_id, user_id: payload.user_id, post_id: payload.post_id, hashtag: tag || null };
  // one's own profile feed shows one's posts hidden pending review, labelled (issue 24)
  if (payload.user_id === me.user_id && !payload.community_id && !tag) filter.ownHidden = true;
  if (payload.community_id) {
    // Whether the community exists and the viewer is a member, in one statement.
    const [community] = await namedQuery<{ member: boolean }>(
      db,
      'community_membership',
      sql`select exists (select 1 from community_members m where m.community_id = c.community_id and m.user_id = ${me.user_id}) as member
        from communities c where c.community_id = ${payload.community_id}`,
    );
    if (!community) return fail(MSG.notFound.community);
    if (!community.member) return fail(MSG.gating.joinToView);
  }
  const limit = payload.limit < 0 ? 50 : payload.limit;
  const { posts, more } = await feedPage(db, me.user_id, filter, payload.before_post_id, limit);
  if (tag && posts.length === 0) {
    // An unknown hashtag has nothing to load (totalData 0); a known one with no visible posts
    // answers as any empty page.
    const [row] = await db.select({ id: hashtags.hashtag_id }).from(hashtags).where(eq(hashtags.hashtag_name, tag)).limit(1);
    if (!row) return ok([], { totalData: 0 });
  }
  // The posts loaded with this page, plus one when more follow (no count: see posts-read.ts).
  return ok(posts, { totalData: payload.offset + posts.length + (more ? 1 : 0) });
};

export const Get_CommunitySinglePost: Handler<'Get_CommunitySinglePost'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  // the author also sees their post hidden pending review, labelled (issue 24)
  const post = await visiblePost(db, me.user_id, payload.post_id, true);
  if (!post) return fail(MSG.notFound.post);
  return ok(post);
};

export const Get_CommunityHighlights: Handler<'Get_CommunityHighlights'> = async ({ db, payload, requireUser }) => {
  requireUser();
  // The same for every viewer, so only tags of posts every member may see count: published posts
  // to everyone by authors who show their content to everyone (no friends-only, community or
  // hidden post gives its tags away). Kept by the API cache (cache/policy.ts).
  const result = await db.execute<{ tag: string }>(sql`
    select h.hashtag_name as tag
    from (select ph.hashtag_id, count(*) n
          from post_hashtags ph
          join community_posts p on p.post_id = ph.post_id
          join users a on a.user_id = p.user_id
          where ph.created_date > now() - make_interval(months => ${payload.month})
            and p.post_method = 'everyone' and p.post_status = 1 and p.parent_post_id is null
            and a.privacy_see_content = 'Everyone'
          group by ph.hashtag_id) x
    join hashtags h on h.hashtag_id = x.hashtag_id
    order by x.n desc, h.hashtag_name
    limit ${payload.limit}`);
  const tags = result.rows.map((r) => ({ tag: r.tag }));
  return ok(tags);
};

// ------------------------------------------------------------------ posts: write

export const Set_NewCommunityPost: Handler<'Set_NewCommunityPost'> = async ({ db, storage, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const content = cleanPostHtml(payload.post_content);
  const communityId = payload.post_method === 'community' ? payload.post_method_community_id : null;
  if (communityId) {
    const [community] = await db.select({ id: communities.community_id }).from(communities).where(eq(communities.community_id, communityId)).limit(1);
    if (!community) return fail(MSG.notFound.community);
    if (!(await isMember(db, communityId, me.user_id))) return fail(C.joinToPost);
  }
  let poll: { poll_title: string; answers: string[] } | null = null;
  if (payload.post_type === 'poll') {
    const p = payload.post_poll!;
    // Answers 1 and 2 are required (checked by the contract); empty extra answers are dropped.
    poll = { poll_title: p.poll_title, answers: p.answers.filter((a, i) => i < 2 || a !== '') };
  }
  if (payload.post_type === 'image' && !payload.post_image) return fail(C.imageRequired, { errors: { post_image: C.imageRequired } });
  if (payload.post_type !== 'image' && payload.post_image) return fail(C.imageOnImagePostsOnly, { errors: { post_image: C.imageOnImagePostsOnly } });

  let imageName: string | null = null;
  if (payload.post_image) {
    const processed = await processImage(payload.post_image);
    if (!processed.ok) return fail(processed.message, { errors: { post_image: processed.message } });
    await storeImage(storage, POST_FOLDER, processed);
    imageName = processed.name;
  }
  try {
    // The community row is locked first: a concurrent delete of the community waits (or wins first).
    const touched: Touched = { communityCounters: communityId ? [communityId] : [], users: [me.user_id] };
    const postId = await db.transaction((tx) =>
      withAggregates(tx, touched, async () => {
        if (communityId) {
          const [c] = await tx.select({ id: communities.community_id }).from(communities).where(eq(communities.community_id, communityId));
          if (!c || !(await isMember(tx, communityId, me.user_id))) throw new CallFailure(C.joinToPost);
        }
        const [row] = await tx
          .insert(communityPosts)
          .values({
            user_id: me.user_id,
            post_type: payload.post_type,
            post_method: payload.post_method,
            community_id: communityId,
            post_content: content,
            ...(imageName ? { post_image: imageName } : {}),
            post_poll: poll,
          })
          .returning({ post_id: communityPosts.post_id, created_date: communityPosts.created_date });
        await indexHashtags(tx, row!.post_id, content, row!.created_date);
        return row!.post_id;
      }),
    );
    return ok({ post_id: postId }, { message: MSG.success.postShared });
  } catch (err) {
    if (imageName) await deleteImage(storage, POST_FOLDER, imageName).catch(() => undefined);
    throw err;
  }
};

export const Set_NewCommunityComment: Handler<'Set_NewCommunityComment'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const content = cleanPostHtml(payload.post_content);
  const post = await requireVisiblePost(db, me.user_id, payload.parent_post_id);
  await db.transaction((tx) =>
    withAggregates(tx, { postCounters: [post.post_id], users: [me.user_id] }, async () => {
      const [parent] = await tx
        .select({ user_id: communityPosts.user_id, post_method: communityPosts.post_method, community_id: communityPosts.community_id })
        .from(communityPosts)
        .where(and(eq(communityPosts.post_id, post.post_id), eq(communityPosts.post_status, 1)));
      if (!parent) throw new CallFailure(MSG.notFound.post);
      await tx.insert(communityPosts).values({
        user_id: me.user_id,
        parent_post_id: post.post_id,
        post_type: 'comment',
        post_method: parent.post_method,
        community_id: parent.community_id,
        post_content: content,
      });
      await notify(tx, { user_id: parent.user_id, actor_user_id: me.user_id, notification_type: 2, post_id: post.post_id });
    }),
  );
  return ok(null, { message: MSG.success.commentShared });
};

export const Set_CommunityPostLike: Handler<'Set_CommunityPostLike'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const post = await requireVisiblePost(db, me.user_id, payload.post_id);
  // The post row lock serialises the likes of one post, so every toggle flips the state once.
  const counts = await db.transaction(async (tx) => {
    const type = await withAggregates(tx, { postCounters: [post.post_id], users: [post.user_id] }, async () => {
      const [row] = await tx
        .select({ user_id: communityPosts.user_id, post_status: communityPosts.post_status })
        .from(communityPosts)
        .where(eq(communityPosts.post_id, post.post_id));
      if (!row || row.post_status !== 1) throw new CallFailure(MSG.notFound.post);
      const removed = await tx
        .delete(communityPostLikes)
        .where(and(eq(communityPostLikes.post_id, post.post_id), eq(communityPostLikes.user_id, me.user_id)))
        .returning({ id: communityPostLikes.post_id });
      const delta = removed.length > 0 ? -1 : 1;
      if (delta > 0) await tx.insert(communityPostLikes).values({ post_id: post.post_id, user_id: me.user_id });
      const ref = { user_id: row.user_id, actor_user_id: me.user_id, notification_type: 1 as const, post_id: post.post_id };
      if (delta > 0) await notify(tx, ref);
      else await unnotify(tx, ref);
      return delta > 0 ? ('positive' as const) : ('negative' as const);
    });
    // The counter as this toggle left it (the row lock is held until commit).
    const [after] = await tx.select({ like_count: communityPosts.like_count }).from(communityPosts).where(eq(communityPosts.post_id, post.post_id));
    return { type, like_count: after?.like_count ?? 0 };
  });
  // The post's new counts, so the client needs no second request (contract WRITES: returned item).
  return ok({ post_id: post.post_id, like_count: counts.like_count, post_liked: counts.type === 'positive' ? 1 : 0 }, { extra: { type: counts.type } });
};

export const Set_CommunityPollAnswer: Handler<'Set_CommunityPollAnswer'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const post = await requireVisiblePost(db, me.user_id, payload.post_id);
  if (post.post_type !== 'poll' || !post.post_poll) return fail(C.notAPoll);
  if (payload.answer_no > post.post_poll.answers.length) return fail(C.answerOutOfRange, { errors: { answer_no: C.answerOutOfRange } });
  if (post.post_poll_voted) return fail(C.alreadyVoted);
  try {
    await db.transaction((tx) =>
      withAggregates(tx, { postCounters: [post.post_id], users: [post.user_id] }, async () => {
        const [row] = await tx
          .select({ user_id: communityPosts.user_id })
          .from(communityPosts)
          .where(and(eq(communityPosts.post_id, post.post_id), eq(communityPosts.post_status, 1)));
        if (!row) throw new CallFailure(MSG.notFound.post);
        await tx.insert(communityPollVotes).values({ post_id: post.post_id, user_id: me.user_id, answer_no: payload.answer_no });
        await notify(tx, { user_id: row.user_id, actor_user_id: me.user_id, notification_type: 3, post_id: post.post_id });
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) return fail(C.alreadyVoted);
    throw err;
  }
  return ok(null);
};

/**
 * Reports a post, or a comment (its post_id) of a post the reporter sees. Once
 * REPORT_HOLD_REPORTERS distinct verified members have open reports on it, it is hidden pending
 * review (moderation/holds.ts): the counters and karma it counted in are recomputed in the same
 * transaction.
 */
export const Set_CommunityPostReason: Handler<'Set_CommunityPostReason'> = async ({ db, payload, requireUser, config }) => {
  const me = await actingMember(db, requireUser().user_id);
  const [row] = await db
    .select({
      post_id: communityPosts.post_id,
      parent_post_id: communityPosts.parent_post_id,
      community_id: communityPosts.community_id,
      user_id: communityPosts.user_id,
    })
    .from(communityPosts)
    .where(and(eq(communityPosts.post_id, payload.post_id), eq(communityPosts.post_status, 1)))
    .limit(1);
  if (!row) return fail(MSG.notFound.post);
  const isComment = row.parent_post_id !== null;
  // a comment is seen with its post
  await requireVisiblePost(db, me.user_id, row.parent_post_id ?? row.post_id);
  if (row.user_id === me.user_id) return fail(isComment ? C.ownCommentReport : C.ownPostReport);
  const touched: Touched = isComment
    ? { postCounters: [row.parent_post_id!], users: [row.user_id] }
    : { communityCounters: row.community_id ? [row.community_id] : [], postCounters: [row.post_id], users: [row.user_id] };
  try {
    await db.transaction((tx) =>
      withAggregates(tx, touched, async () => {
        await tx.insert(communityPostReports).values({ post_id: row.post_id, user_id: me.user_id, report_reason: payload.report_reason });
        await hideWhenReported(tx, isComment ? 'post_comment' : 'post', row.post_id, config.moderation.reportHoldReporters);
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) return fail(isComment ? C.alreadyReportedComment : C.alreadyReported);
    throw err;
  }
  return ok(null, { message: MSG.review.reportThanks });
};

export const Set_CommunityPostEdit: Handler<'Set_CommunityPostEdit'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  const content = cleanPostHtml(payload.post_content);
  await db.transaction(async (tx) => {
    const { row } = await lockOwnPost(tx, payload.post_id);
    if (row.parent_post_id !== null || row.user_id !== me.user_id) throw new CallFailure(C.ownPostsOnly);
    await tx
      .update(communityPosts)
      .set({ post_content: content, content_edited: 1, updated_date: new Date() })
      .where(eq(communityPosts.post_id, row.post_id));
    await indexHashtags(tx, row.post_id, content, row.created_date);
  });
  return ok(null, { message: MSG.success.postEdited });
};

export const Set_CommunityPostDelete: Handler<'Set_CommunityPostDelete'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  await db.transaction(async (tx) => {
    const { row, touched } = await lockOwnPost(tx, payload.post_id);
    const isComment = row.parent_post_id !== null;
    if (payload.post_type === 'comment' ? !isComment : isComment) throw new CallFailure(MSG.notFound.post);
    if (row.user_id !== me.user_id) throw new CallFailure(isComment ? C.ownCommentsOnly : C.ownPostsOnly);
    // Deleting hides the row (post_status 0): reports and the thread stay for moderation. The
    // formulas then leave it out: the parent's comment count, the community's post count, the
    // author's posts and the karma of the post, its likes and votes (or of the comment).
    await tx.update(communityPosts).set({ post_status: 0, updated_date: new Date() }).where(eq(communityPosts.post_id, row.post_id));
    if (isComment) {
      const [parent] = await tx.select({ user_id: communityPosts.user_id }).from(communityPosts).where(eq(communityPosts.post_id, row.parent_post_id!));
      if (parent) await unnotify(tx, { user_id: parent.user_id, actor_user_id: me.user_id, notification_type: 2, post_id: row.parent_post_id });
    } else {
      await tx.execute(sql`delete from post_hashtags where post_id = ${row.post_id}`);
      await tx.delete(communityNotifications).where(eq(communityNotifications.post_id, row.post_id));
    }
    await refreshTouched(tx, touched);
  });
  return ok(null, { message: MSG.success.postDeleted });
};

// ------------------------------------------------------------------ communities

export const Set_CommunityCreateCommunity: Handler<'Set_CommunityCreateCommunity'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  try {
    const communityId = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communities)
        .values({
          user_id: me.user_id,
          community_name: payload.community_name,
          community_style: payload.community_style,
          community_description: payload.community_description,
        })
        .returning({ community_id: communities.community_id });
      await tx.insert(communityMembers).values({ community_id: row!.community_id, user_id: me.user_id });
      // The new row is not visible to anyone else yet: its counters need no lock.
      await refreshTouched(tx, { communityCounters: [row!.community_id] });
      return row!.community_id;
    });
    return ok({ community_id: communityId }, { message: MSG.success.communityCreated });
  } catch (err) {
    if (isUniqueViolation(err)) return fail(C.nameTaken, { errors: { community_name: C.nameTaken } });
    throw err;
  }
};

export const Get_CommunityList: Handler<'Get_CommunityList'> = async ({ db, requireUser }) => {
  const me = requireUser();
  const rows = await selectCommunities(db, me.user_id)
    .innerJoin(communityMembers, and(eq(communityMembers.community_id, communities.community_id), eq(communityMembers.user_id, me.user_id)))
    .orderBy(asc(communityMembers.created_date), asc(communities.community_id));
  return ok(rows.map(toCommunity));
};

export const Get_Community: Handler<'Get_Community'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const community = await communityById(db, me.user_id, payload.community_id);
  return community ? ok(community) : fail(MSG.notFound.community);
};

export const Set_CommunityJoinOrLeave: Handler<'Set_CommunityJoinOrLeave'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  // The owner never changes: read it first to lock the owner's row too (karma for joins).
  const [community] = await db.select({ owner: communities.user_id }).from(communities).where(eq(communities.community_id, payload.community_id)).limit(1);
  if (!community) return fail(MSG.notFound.community);
  // The community row lock serialises joins, leaves and the delete of one community.
  await db.transaction((tx) =>
    withAggregates(tx, { communityCounters: [payload.community_id], users: [community.owner] }, async () => {
      const [still] = await tx.select({ id: communities.community_id }).from(communities).where(eq(communities.community_id, payload.community_id));
      if (!still) throw new CallFailure(MSG.notFound.community);
      const member = await isMember(tx, payload.community_id, me.user_id);
      if (member && community.owner === me.user_id) throw new CallFailure(C.ownerCannotLeave);
      const delta = member ? -1 : 1;
      if (member) {
        await tx.delete(communityMembers).where(and(eq(communityMembers.community_id, payload.community_id), eq(communityMembers.user_id, me.user_id)));
      } else {
        await tx.insert(communityMembers).values({ community_id: payload.community_id, user_id: me.user_id });
      }
      const ref = { user_id: community.owner, actor_user_id: me.user_id, notification_type: 5 as const, community_id: payload.community_id };
      if (delta > 0) await notify(tx, ref);
      else await unnotify(tx, ref);
    }),
  );
  return ok(null);
};

export const Set_CommunityEdit: Handler<'Set_CommunityEdit'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  try {
    await db.transaction(async (tx) => {
      const row = await ownedCommunity(tx, me.user_id, payload.community_id);
      await tx
        .update(communities)
        .set({
          community_name: payload.community_name,
          community_style: payload.community_style,
          community_description: payload.community_description,
          updated_date: new Date(),
        })
        .where(eq(communities.community_id, row.community_id));
    });
  } catch (err) {
    if (isUniqueViolation(err)) return fail(C.nameTaken, { errors: { community_name: C.nameTaken } });
    throw err;
  }
  return ok(null, { message: MSG.success.communityEdited });
};

export const Set_CommunityDelete: Handler<'Set_CommunityDelete'> = async ({ db, payload, requireUser }) => {
  const me = await actingMember(db, requireUser().user_id);
  await db.transaction(async (tx) => {
    const row = await ownedCommunity(tx, me.user_id, payload.community_id);
    // Everything in the community goes with it (members, posts, comments, their likes, votes and
    // notifications, by the foreign keys). The karma and counters of everyone who had something
    // there are recomputed from the remaining rows. The posts are locked first (no comment can be
    // added any more), then the authors are read and their users rows locked by withAggregates.
    await tx.execute(sql`select 1 from community_posts where community_id = ${row.community_id} for update`);
    const affected = await tx.execute<{ user_id: number }>(sql`
      select distinct user_id from (
        select ${row.user_id}::int as user_id
        union all select user_id from community_posts where community_id = ${row.community_id}
      ) x`);
    const ids = affected.rows.map((r) => Number(r.user_id));
    await withAggregates(tx, { users: ids }, () => tx.delete(communities).where(eq(communities.community_id, row.community_id)));
  });
  return ok(null, { message: MSG.success.communityDeleted });
};

export const Get_ExploreCommunities: Handler<'Get_ExploreCommunities'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  // The biggest communities the viewer has not joined (communities_members_idx).
  const rows = await selectCommunities(db, me.user_id)
    .where(sql`not exists (select 1 from community_members em where em.community_id = ${communities.community_id} and em.user_id = ${me.user_id})`)
    .orderBy(descNL(communities.member_count), asc(communities.community_id))
    .limit(payload.limit);
  return ok(rows.map(toCommunity));
};

export const Get_CommunitySearchList: Handler<'Get_CommunitySearchList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const text = payload.search_text;
  const query = selectCommunities(db, me.user_id);
  const rows =
    text === ''
      ? await query.orderBy(descNL(communities.member_count), asc(communities.community_id)).limit(payload.limit)
      : await query
          // communities_name_trgm_idx serves the ILIKE from 3 characters on.
          .where(sql`${communities.community_name} ilike ${`%${escapeLike(text)}%`}`)
          .orderBy(sql`lower(${communities.community_name}) = ${text.toLowerCase()} desc`, descNL(communities.member_count), asc(communities.community_id))
          .limit(payload.limit);
  return ok(rows.map(toCommunity));
};

// ------------------------------------------------------------------ notifications

export const Get_CommunityNotificationCount: Handler<'Get_CommunityNotificationCount'> = async ({ db, requireUser }) => {
  const me = requireUser();
  const [row] = await db
    .select({ n: count() })
    .from(communityNotifications)
    .where(and(eq(communityNotifications.user_id, me.user_id), sql`${communityNotifications.seen_at} is null`));
  return ok({ notification_count: Number(row?.n ?? 0) });
};

export const Set_CommunityNotificationSeen: Handler<'Set_CommunityNotificationSeen'> = async ({ db, requireUser }) => {
  const me = requireUser();
  await db
    .update(communityNotifications)
    .set({ seen_at: new Date() })
    .where(and(eq(communityNotifications.user_id, me.user_id), sql`${communityNotifications.seen_at} is null`));
  return ok(null);
};

export const Get_CommunityNotificationList: Handler<'Get_CommunityNotificationList'> = async ({ db, payload, requireUser }) => {
  const me = requireUser();
  const query = db
    .select({
      notification_id: communityNotifications.notification_id,
      notification_type: communityNotifications.notification_type,
      post_id: communityNotifications.post_id,
      community_id: communityNotifications.community_id,
      community_name: communities.community_name,
      user_name: users.user_name,
      user_profile_image: users.user_profile_image,
      created_date: communityNotifications.created_date,
      seen_at: communityNotifications.seen_at,
    })
    .from(communityNotifications)
    .innerJoin(users, eq(users.user_id, communityNotifications.actor_user_id))
    .leftJoin(communities, eq(communities.community_id, communityNotifications.community_id))
    .where(eq(communityNotifications.user_id, me.user_id))
    .orderBy(sql`${communityNotifications.notification_id} desc nulls last`)
    .offset(Math.max(0, payload.offset));
  const [rows, [total]] = await Promise.all([
    payload.limit < 0 ? query : query.limit(payload.limit),
    db.select({ n: count() }).from(communityNotifications).where(eq(communityNotifications.user_id, me.user_id)),
  ]);
  const list: CommunityNotification[] = rows.map(({ seen_at, community_name, created_date, ...n }) => ({
    ...n,
    notification_type: n.notification_type as NotificationType,
    ...(community_name ? { community_name } : {}),
    created_date: created_date.toISOString(),
    seen: seen_at ? 1 : 0,
  }));
  return ok(list, { totalData: Number(total?.n ?? 0) });
};

export const Set_CommunityDeleteAllNotification: Handler<'Set_CommunityDeleteAllNotification'> = async ({ db, requireUser }) => {
  const me = requireUser();
  await db.delete(communityNotifications).where(eq(communityNotifications.user_id, me.user_id));
  return ok(null);
};

