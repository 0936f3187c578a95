/**
 * Reading posts: the feeds of Get_CommunityPostList (home, a community, a member, a hashtag, one
 * post) and Get_CommunitySinglePost, always through the visibility rule of ./visibility.
 *
 * Paging is by keyset: newest first by post_id (ids grow with time, the seed numbers its posts in
 * time order too) and `post_id < before_post_id`, so page 1,000 costs what page 1 costs — the
 * scan starts at the cursor in a partial index (community_posts_feed_idx, _community_idx,
 * _user_idx, post_hashtags_tag_idx) and reads only as many rows as it takes to fill the page.
 *
 * One statement per page (a named prepared statement per feed kind and page size, planned once per
 * connection) returns the posts with their author, community badge, the viewer's like and vote,
 * poll counts and comments as JSON.
 *
 * No count: the exact number of posts a viewer may see is a scan over all of them (300 ms for the
 * seeded home feed), so totalData says whether more follow (see Get_CommunityPostList).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MAX_ID, type Post, type PostComment, type PostMethod, type PostPoll, type PostType, type CommunityStyle } from '@ironscore/contract';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/prepared';
import { iso, userRank } from '../catalog-lib/format';
import { postVisibleSql, publishedOrOwnHiddenSql, publishedPostSql } from './visibility';

/** Newest comments shown under a post (the rest stay in the database). */
export const COMMENTS_PER_POST = 100;

export interface FeedFilter {
  community_id: number;
  user_id: number;
  /** Hashtag name, lower case without '#' (null: no hashtag filter). */
  hashtag: string | null;
  post_id: number;
  /**
   * The viewer's own posts hidden pending review (issue 24) are shown too, labelled (their own
   * profile feed and the single post page; never to anyone else, never in the shared feeds).
   */
  ownHidden?: boolean;
}

interface PostRow {
  post_id: number;
  user_id: number;
  user_name: string;
  user_profile_image: string;
  rank_no: number;
  user_score: number;
  post_method: PostMethod;
  community_id: number | null;
  community_name: string | null;
  community_style: string | null;
  created_date: Date;
  content_edited: number;
  post_content: string;
  post_type: PostType;
  post_image: string;
  post_poll: PostPoll | null;
  like_count: number;
  post_liked: boolean;
  post_poll_voted: number;
  poll_counts: { answer_no: number; count: number }[] | null;
  comments: (Omit<PostComment, 'created_date' | 'hidden_pending_review'> & { created_date: string; hidden: boolean })[] | null;
  hidden: boolean;
}

function postColumns(viewerId: number): SQL {
  return sql`p.post_id, p.user_id, a.user_name, a.user_profile_image, a.rank_no, a.user_score,
    p.post_method, p.community_id, c.community_name, c.community_style,
    p.created_date, p.content_edited, p.post_content, p.post_type, p.post_image, p.post_poll, p.like_count,
    -- a per-row primary-key probe (an EXISTS would be hashed over every like the viewer ever gave)
    (select true from community_post_likes l where l.post_id = p.post_id and l.user_id = ${viewerId} limit 1) is not null as post_liked,
    coalesce((select pv.answer_no from community_poll_votes pv where pv.post_id = p.post_id and pv.user_id = ${viewerId}), 0)::int as post_poll_voted,
    case when p.post_type = 'poll' then (
      select json_agg(json_build_object('answer_no', x.answer_no, 'count', x.n) order by x.answer_no)
      from (select answer_no, count(*)::int n from community_poll_votes where post_id = p.post_id group by answer_no) x
    ) end as poll_counts,
    p.moderation is not distinct from 'reported' as hidden,
    -- the comments; the viewer's own comments hidden pending review (issue 24) too, labelled (comment_count
    -- leaves those out: a probe of the viewer's few hidden rows in community_posts_moderation_idx)
    case when p.comment_count > 0 or exists (select 1 from community_posts h
        where h.user_id = ${viewerId} and h.moderation = 'reported' and h.parent_post_id = p.post_id) then (
      select json_agg(json_build_object('post_id', x.post_id, 'user_id', x.user_id, 'user_name', x.user_name,
        'user_profile_image', x.user_profile_image, 'post_content', x.post_content, 'created_date', x.created_date,
        'hidden', x.hidden) order by x.post_id)
      from (
        select cm.post_id, cm.user_id, cu.user_name, cu.user_profile_image, cm.post_content, cm.created_date, cm.post_status = 0 as hidden
        from community_posts cm join users cu on cu.user_id = cm.user_id
        where cm.parent_post_id = p.post_id and (cm.post_status = 1 or (cm.moderation = 'reported' and cm.user_id = ${viewerId}))
        order by cm.post_id desc limit ${sql.raw(String(COMMENTS_PER_POST))}
      ) x
    ) end as comments`;
}

/**
 * The statement name of a feed: one per combination of filters (each has its own SQL text, and
 * its own plan driven by the index that fits it).
 */
function feedKind(filter: FeedFilter): string {
  const bit = (on: unknown) => (on ? '1' : '0');
  return `c${bit(filter.community_id)}u${bit(filter.user_id)}h${bit(filter.hashtag !== null)}p${bit(filter.post_id)}o${bit(filter.ownHidden)}`;
}

/**
 * A filter value the planner cannot look into (an uncorrelated scalar subquery, still usable as an
 * index condition): every call then costs the same plan, so PostgreSQL settles on one generic plan
 * per statement and connection instead of planning each call for its community, hashtag, post or
 * cursor — planning this statement takes longer than running it. That plan walks the feed's
 * index newest first (checked with EXPLAIN on the full seed). Not for a member's feed: its generic
 * plan reads all of a member's posts and sorts them, so that one is planned per call.
 */
const opaque = (value: number): SQL => sql`(select ${value}::int)`;

/** FROM … WHERE of a feed (without the cursor), for the page and for its count. */
function feedFrom(viewerId: number, filter: FeedFilter): { from: SQL; where: SQL; idColumn: SQL } {
  const conditions: SQL[] = [filter.ownHidden ? publishedOrOwnHiddenSql(viewerId) : publishedPostSql];
  if (filter.community_id) conditions.push(sql`p.community_id = ${opaque(filter.community_id)}`);
  if (filter.user_id) conditions.push(sql`p.user_id = ${filter.user_id}`);
  if (filter.post_id) conditions.push(sql`p.post_id = ${opaque(filter.post_id)}`);
  conditions.push(postVisibleSql(viewerId));
  const joins = sql`join users a on a.user_id = p.user_id left join communities c on c.community_id = p.community_id`;
  // The tag's id is looked up in the statement (an uncorrelated subquery, opaque like the other
  // filter values): an unknown tag matches nothing.
  const tagId = sql`(select h.hashtag_id from hashtags h where h.hashtag_name = ${filter.hashtag})`;
  if (filter.hashtag !== null && !filter.post_id) {
    // Driven by post_hashtags (hashtag_id, post_id desc): the newest posts of the tag first.
    return {
      from: sql`post_hashtags ph join community_posts p on p.post_id = ph.post_id ${joins}`,
      where: sql.join([sql`ph.hashtag_id = ${tagId}`, ...conditions], sql` and `),
      idColumn: sql`ph.post_id`,
    };
  }
  if (filter.hashtag !== null) {
    conditions.push(sql`exists (select 1 from post_hashtags ph where ph.post_id = p.post_id and ph.hashtag_id = ${tagId})`);
  }
  return { from: sql`community_posts p ${joins}`, where: sql.join(conditions, sql` and `), idColumn: sql`p.post_id` };
}

function toPost(row: PostRow): Post {
  const poll = row.post_type === 'poll' && row.post_poll ? { poll_title: row.post_poll.poll_title, answers: [...row.post_poll.answers] } : null;
  const counts = new Map((row.poll_counts ?? []).map((c) => [c.answer_no, c.count]));
  const post: Post = {
    post_id: row.post_id,
    user_id: row.user_id,
    user_name: row.user_name,
    user_profile_image: row.user_profile_image,
    user_rank: userRank(row.rank_no),
    user_score: row.user_score,
    post_method: row.post_method,
    created_date: iso(row.created_date),
    content_edited: row.content_edited ? 1 : 0,
    post_content: row.post_content,
    post_type: row.post_type,
    post_image: row.post_image,
    post_poll: poll,
    post_poll_answers: poll ? poll.answers.map((_, i) => ({ answer_no: i + 1, count: counts.get(i + 1) ?? 0 })) : [],
    post_poll_voted: row.post_poll_voted,
    like_count: row.like_count,
    post_liked: row.post_liked ? 1 : 0,
    comments: (row.comments ?? []).map(({ hidden, ...c }) => ({ ...c, created_date: iso(c.created_date), ...(hidden ? { hidden_pending_review: 1 as const } : {}) })),
  };
  if (row.hidden) post.hidden_pending_review = 1;
  if (row.post_method === 'community' && row.community_id) {
    post.post_method_community_id = row.community_id;
    post.community_info = { community_name: row.community_name ?? '', community_style: (row.community_style ?? 'bg-community-1') as CommunityStyle };
  }
  return post;
}

/**
 * One page of a feed: up to `limit` visible posts older than `beforePostId` (0: from the newest),
 * and whether more follow (one row more is read to know).
 */
export async function feedPage(db: Db, viewerId: number, filter: FeedFilter, beforePostId: number, limit: number): Promise<{ posts: Post[]; more: boolean }> {
  const { from, where, idColumn } = feedFrom(viewerId, filter);
  const cursor = beforePostId > 0 ? beforePostId : MAX_ID;
  const rowLimit = Math.trunc(limit) + 1;
  // The limit is written in (one statement per feed kind and page size, at most 51 sizes): as a
  // parameter, PostgreSQL costs the generic plan for 10 % of all posts and keeps planning every
  // call (≈ 1 ms, more than the 0.1–0.5 ms the statement takes to run). See `opaque` above.
  const rows = await namedQuery<PostRow>(
    db,
    `community_feed_${feedKind(filter)}_l${rowLimit}`,
    sql`select ${postColumns(viewerId)} from ${from} where ${where} and ${idColumn} < ${opaque(cursor)} order by ${idColumn} desc nulls last limit ${sql.raw(String(rowLimit))}`,
  );
  return { posts: rows.slice(0, limit).map(toPost), more: rows.length > limit };
}

/**
 * A visible post (top-level, published) or null; with `ownHidden`, also the viewer's own post
 * hidden pending review (the single post page; actions on a post never see it).
 */
export async function visiblePost(db: Db, viewerId: number, postId: number, ownHidden = false): Promise<Post | null> {
  const { posts } = await feedPage(db, viewerId, { community_id: 0, user_id: 0, hashtag: null, post_id: postId, ownHidden }, 0, 1);
  return posts[0] ?? null;
}
