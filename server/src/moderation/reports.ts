/**
 * The report queue and the held reviews (issue 24, screens 2 and 3).
 *
 * Reported items are reviews (of sources, brands, products), comments on reviews, community posts
 * and community comments, grouped per item with their count, reasons and reporters. An item is
 * hidden pending review once REPORT_HOLD_REPORTERS distinct verified accounts reported it
 * (holds.ts). The decisions: Restore / Remove (reported items) and Approve / Remove (held reviews).
 * Each decision locks the rows whose aggregates it changes, writes, recomputes them with the shared
 * formulas and writes its audit row — one transaction — then e-mails the author (Remove, with the
 * reason) and the reporters (the outcome).
 */
import { sql, type SQL } from 'drizzle-orm';
import { MSG, type ReportedItem, type ReportedKind } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/types';
import type { Storage } from '../storage/types';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { withAggregates, type Touched } from '../aggregates';
import { DEFAULT_IMAGE } from '../db/schema/columns';
import { deleteImage } from '../storage/images';
import { unnotify } from '../calls/community-lib/writes';
import { writeAudit, type Actor } from './audit';
import { REPORTABLE } from './holds';

const excerpt = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);

/** Where the community feed's posts are (posts outside a community). */
const FEED_NAME = 'Community feed';

/** A queue row as the query returns it: the item's fields, the rating as read, the lists maybe null, and the queue's total. */
type QueueRow = Omit<ReportedItem, 'rating' | 'created_date' | 'reasons' | 'reporters'> & {
  rating: string | number;
  created_date: Date | string;
  reasons: string[] | null;
  reporters: string[] | null;
  total: number;
};

/** The reviewed item's name and public path (joins s, b, p on the review r). */
const reviewedName = sql`coalesce(p.product_name, s.source_name, b.brand_name)`;
const reviewedPath = sql`case r.review_type when 'source' then '/source/' || s.source_slug_url
  when 'brand' then '/brand/' || b.brand_slug_url
  else '/brand/' || b.brand_slug_url || '/product/' || p.product_id end`;
const reviewedJoins = sql`left join sources s on s.source_id = r.source_id
  left join brands b on b.brand_id = r.brand_id
  left join products p on p.product_id = r.product_id`;

/** Open reports of the item, their reasons and reporters (x: the reports table, xu: the reporters). */
const reportColumns = sql`count(x.report_id)::int as report_count,
  array_remove(array_agg(distinct x.report_reason), null) as reasons,
  array_remove(array_agg(distinct xu.user_name), null) as reporters,
  max(x.created_date) as last_report`;

/**
 * An item with open reports that no other rule hides (or hidden by its reports). Driven by the open
 * reports (report_status index) and the items hidden by reports (partial moderation indexes): the
 * items themselves are never scanned.
 */
const queued = (alias: string, table: string, status: string, reports: string, key: string) =>
  sql.raw(`(${alias}.${key} in (select o.${key} from ${reports} o where o.report_status = 0
      union select m.${key} from ${table} m where m.moderation = 'reported')
    and ((${alias}.${status} = 1 and ${alias}.moderation is null) or ${alias}.moderation = 'reported'))`);

/**
 * tab 'reported': every kind of reported item, most reported first (then the latest report);
 * tab 'held': reviews held by the review-bombing rule, oldest first.
 */
export async function reportQueue(db: Db, tab: 'reported' | 'held', limit: number, offset: number): Promise<{ rows: ReportedItem[]; total: number }> {
  const reviewBranch = (filter: SQL) => sql`
    select 'review' as item_kind, r.rating_id as item_id, r.review_type::text as review_type, ${reviewedName} as item_name,
      ${reviewedPath} as item_path, a.user_name as author_name, r.rating, r.review_comment as content, r.created_date, r.moderation,
      ${reportColumns}
    from reviews r join users a on a.user_id = r.user_id ${reviewedJoins}
    left join review_reports x on x.rating_id = r.rating_id and x.report_status = 0
    left join users xu on xu.user_id = x.user_id
    where ${filter}
    group by r.rating_id, s.source_id, b.brand_id, p.product_id, a.user_name`;
  let query;
  if (tab === 'held') {
    query = sql`select q.*, count(*) over ()::int as total from (${reviewBranch(sql`r.moderation = 'held'`)}) q
      order by q.created_date, q.item_id limit ${limit} offset ${offset}`;
  } else {
    query = sql`select q.*, count(*) over ()::int as total from (
      ${reviewBranch(queued('r', 'reviews', 'review_status', 'review_reports', 'rating_id'))}
      union all
      select 'review_comment', c.comment_id, r.review_type::text, ${reviewedName}, ${reviewedPath}, a.user_name, 0, c.review_comment,
        c.created_date, c.moderation, ${reportColumns}
      from review_comments c join reviews r on r.rating_id = c.rating_id join users a on a.user_id = c.user_id ${reviewedJoins}
      left join review_comment_reports x on x.comment_id = c.comment_id and x.report_status = 0
      left join users xu on xu.user_id = x.user_id
      where ${queued('c', 'review_comments', 'comment_status', 'review_comment_reports', 'comment_id')}
      group by c.comment_id, r.rating_id, s.source_id, b.brand_id, p.product_id, a.user_name
      union all
      select case when cp.parent_post_id is null then 'post' else 'post_comment' end, cp.post_id, null,
        coalesce(cm.community_name, ${FEED_NAME}), '/community/post/' || coalesce(cp.parent_post_id, cp.post_id), a.user_name, 0,
        cp.post_content, cp.created_date, cp.moderation, ${reportColumns}
      from community_posts cp join users a on a.user_id = cp.user_id
      left join community_posts pp on pp.post_id = cp.parent_post_id
      left join communities cm on cm.community_id = coalesce(pp.community_id, cp.community_id)
      left join community_post_reports x on x.post_id = cp.post_id and x.report_status = 0
      left join users xu on xu.user_id = x.user_id
      where ${queued('cp', 'community_posts', 'post_status', 'community_post_reports', 'post_id')}
      group by cp.post_id, pp.post_id, cm.community_id, a.user_name
    ) q
    order by q.report_count desc, q.last_report desc nulls last, q.item_kind, q.item_id
    limit ${limit} offset ${offset}`;
  }
  const result = await db.execute<QueueRow & Record<string, unknown>>(query);
  const rows = result.rows.map((r) => ({
    item_kind: r.item_kind,
    item_id: r.item_id,
    review_type: r.review_type,
    item_name: r.item_name,
    item_path: r.item_path,
    author_name: r.author_name,
    rating: Number(r.rating),
    content: r.content,
    created_date: new Date(r.created_date).toISOString(),
    moderation: r.moderation,
    report_count: r.report_count,
    reasons: r.reasons ?? [],
    reporters: r.reporters ?? [],
  }));
  let total = result.rows[0]?.total ?? 0;
  if (!result.rows.length && offset > 0) {
    const counted = await reportQueue(db, tab, 1, 0);
    total = counted.total;
  }
  return { rows, total };
}

// ------------------------------------------------------------------ the facts of an item

/** What a decision needs to know about one item (read before its transaction). */
interface ItemFacts {
  kind: ReportedKind;
  item_id: number;
  author_name: string;
  author_email: string;
  /** The audit row's label and the e-mails' words ("your review of X", "your comment on a post"). */
  label: string;
  what: string;
  noun: 'review' | 'comment' | 'post';
  moderation: 'reported' | 'held' | 'suspended' | null;
  visible: boolean;
  /** The aggregate rows a change of visibility touches (`deleting`: its removal). */
  touched: (deleting: boolean) => Promise<Touched>;
  /** A stored image to delete once a removal committed. */
  image: { folder: string; name: string } | null;
  /** Extra writes of a removal inside its transaction (a comment's notification). */
  onRemove?: (tx: Tx) => Promise<void>;
}

type Executor = Db | Tx;

interface ReviewRow {
  rating_id: number;
  review_type: 'source' | 'brand' | 'product';
  source_id: number | null;
  brand_id: number | null;
  product_id: number | null;
  user_id: number;
  author_name: string;
  author_email: string;
  item_name: string;
  review_comment: string;
  review_image: string;
  moderation: 'reported' | 'held' | 'suspended' | null;
  review_status: number;
}

const itemStats = (r: Pick<ReviewRow, 'review_type' | 'source_id' | 'brand_id' | 'product_id'>): Touched =>
  r.review_type === 'source' ? { sourceReviews: [r.source_id!] } : r.review_type === 'brand' ? { brandReviews: [r.brand_id!] } : { productReviews: [r.product_id!] };

async function reviewFacts(db: Executor, ratingId: number): Promise<ItemFacts | null> {
  const result = await db.execute<ReviewRow & Record<string, unknown>>(sql`
    select r.rating_id, r.review_type, r.source_id, r.brand_id, r.product_id, r.user_id, r.review_comment, r.review_image,
      r.moderation, r.review_status, a.user_name as author_name, a.user_email as author_email, ${reviewedName} as item_name
    from reviews r join users a on a.user_id = r.user_id ${reviewedJoins}
    where r.rating_id = ${ratingId}`);
  const f = result.rows[0];
  if (!f) return null;
  return {
    kind: 'review',
    item_id: f.rating_id,
    author_name: f.author_name,
    author_email: f.author_email,
    label: `${f.item_name}: ${excerpt(f.review_comment)}`,
    what: `review of ${f.item_name}`,
    noun: 'review',
    moderation: f.moderation,
    visible: f.review_status === 1,
    image: f.review_image && f.review_image !== DEFAULT_IMAGE ? { folder: `reviews/${f.review_type}`, name: f.review_image } : null,
    touched: async (deleting) => {
      const userIds = [f.user_id];
      if (deleting) {
        // commenters lose a comment, voters a given like (their counters and karma follow)
        const others = await db.execute<{ user_id: number }>(sql`
          select user_id from review_comments where rating_id = ${f.rating_id}
          union select user_id from review_useful_votes where rating_id = ${f.rating_id}`);
        userIds.push(...others.rows.map((r) => r.user_id));
      }
      return { reviewCounters: [f.rating_id], ...itemStats(f), users: [...new Set(userIds)] };
    },
  };
}

async function reviewCommentFacts(db: Executor, commentId: number): Promise<ItemFacts | null> {
  const result = await db.execute<
    Pick<ReviewRow, 'rating_id' | 'review_type' | 'source_id' | 'brand_id' | 'product_id' | 'user_id' | 'author_name' | 'author_email' | 'item_name' | 'review_comment'> & {
      comment_id: number;
      moderation: 'reported' | 'suspended' | null;
      comment_status: number;
    } & Record<string, unknown>
  >(sql`
    select c.comment_id, c.rating_id, c.user_id, c.review_comment, c.moderation, c.comment_status,
      r.review_type, r.source_id, r.brand_id, r.product_id, a.user_name as author_name, a.user_email as author_email, ${reviewedName} as item_name
    from review_comments c join reviews r on r.rating_id = c.rating_id join users a on a.user_id = c.user_id ${reviewedJoins}
    where c.comment_id = ${commentId}`);
  const f = result.rows[0];
  if (!f) return null;
  return {
    kind: 'review_comment',
    item_id: f.comment_id,
    author_name: f.author_name,
    author_email: f.author_email,
    label: `${f.item_name}: ${excerpt(f.review_comment)}`,
    what: `comment on a review of ${f.item_name}`,
    noun: 'comment',
    moderation: f.moderation,
    visible: f.comment_status === 1,
    image: null,
    touched: async () => ({ reviewCounters: [f.rating_id], ...itemStats(f), users: [f.user_id] }),
  };
}

async function postFacts(db: Executor, kind: 'post' | 'post_comment', postId: number): Promise<ItemFacts | null> {
  const result = await db.execute<{
    post_id: number;
    parent_post_id: number | null;
    community_id: number | null;
    user_id: number;
    parent_user_id: number | null;
    post_content: string;
    post_image: string;
    moderation: 'reported' | 'suspended' | null;
    post_status: number;
    author_name: string;
    author_email: string;
    community_name: string | null;
  }>(sql`
    select cp.post_id, cp.parent_post_id, cp.community_id, cp.user_id, pp.user_id as parent_user_id, cp.post_content, cp.post_image,
      cp.moderation, cp.post_status, a.user_name as author_name, a.user_email as author_email, cm.community_name
    from community_posts cp join users a on a.user_id = cp.user_id
    left join community_posts pp on pp.post_id = cp.parent_post_id
    left join communities cm on cm.community_id = coalesce(pp.community_id, cp.community_id)
    where cp.post_id = ${postId}`);
  const f = result.rows[0];
  if (!f || (kind === 'post') !== (f.parent_post_id === null)) return null;
  const where = f.community_name ? `in the community ${f.community_name}` : 'on the community feed';
  const facts: ItemFacts = {
    kind,
    item_id: f.post_id,
    author_name: f.author_name,
    author_email: f.author_email,
    label: `${f.community_name ?? FEED_NAME}: ${excerpt(f.post_content)}`,
    what: kind === 'post' ? `post ${where}` : `comment on a post ${where}`,
    noun: kind === 'post' ? 'post' : 'comment',
    moderation: f.moderation,
    visible: f.post_status === 1,
    image: f.post_image && f.post_image !== DEFAULT_IMAGE ? { folder: 'community/posts', name: f.post_image } : null,
    touched: async (deleting) => {
      if (kind === 'post_comment') return { postCounters: [f.parent_post_id!], users: [f.user_id] };
      const userIds = [f.user_id];
      // its comments go with it: their authors' karma follows
      if (deleting) userIds.push(...(await db.execute<{ user_id: number }>(sql`select distinct user_id from community_posts where parent_post_id = ${f.post_id}`)).rows.map((r) => r.user_id));
      return { communityCounters: f.community_id ? [f.community_id] : [], postCounters: [f.post_id], users: [...new Set(userIds)] };
    },
  };
  if (kind === 'post_comment' && f.parent_user_id !== null) {
    // the post author's "commented on your post" notification goes with the comment
    const parentAuthor = f.parent_user_id;
    facts.onRemove = (tx) => unnotify(tx, { user_id: parentAuthor, actor_user_id: f.user_id, notification_type: 2, post_id: f.parent_post_id });
  }
  return facts;
}

function itemFacts(db: Executor, kind: ReportedKind, itemId: number): Promise<ItemFacts | null> {
  if (kind === 'review') return reviewFacts(db, itemId);
  if (kind === 'review_comment') return reviewCommentFacts(db, itemId);
  return postFacts(db, kind, itemId);
}

async function reporterAddresses(db: Executor, kind: ReportedKind, itemId: number): Promise<Array<{ email: string; name: string }>> {
  const { reports, key } = REPORTABLE[kind];
  const result = await db.execute<{ email: string; name: string }>(sql`
    select u.user_email as email, u.user_name as name from ${sql.raw(reports)} x join users u on u.user_id = x.user_id
    where x.${sql.raw(key)} = ${itemId} and x.report_status = 0`);
  return result.rows;
}

async function tell(mailer: Mailer, to: string, subject: string, text: string): Promise<void> {
  await mailer.send({ to, subject, text }).catch(() => undefined);
}

export interface DecisionDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  actor: Actor;
}

/** After a removal committed: the item's image goes, the author is told why. */
async function afterRemoval(deps: DecisionDeps, facts: ItemFacts, subject: string, text: string): Promise<void> {
  if (facts.image) await deleteImage(deps.storage, facts.image.folder, facts.image.name).catch(() => undefined);
  await tell(deps.mailer, facts.author_email, subject, `Hello ${facts.author_name},\n\n${text}\n\nThe IronScore team`);
}

/**
 * Restore (visible again, open reports dismissed) or Remove (deleted, the author told why) a
 * reported review, review comment, community post or comment; the reporters are told the outcome.
 */
export async function decideReported(
  deps: DecisionDeps,
  kind: ReportedKind,
  itemId: number,
  decision: 'restore' | 'remove',
  reason: string,
): Promise<void> {
  const { db, mailer, actor } = deps;
  const facts = await itemFacts(db, kind, itemId);
  if (!facts) throw new CallFailure(MSG.manage.noSuchItem);
  const reporters = await reporterAddresses(db, kind, itemId);
  if (facts.moderation !== 'reported' && !(reporters.length && facts.visible && facts.moderation === null)) throw new CallFailure(MSG.manage.notPending);
  if (decision === 'remove' && !reason) throw new CallFailure(MSG.manage.reasonRequired, { reason: MSG.manage.reasonRequired });
  const { table, key, status, reports } = REPORTABLE[kind];
  const [t, k, st, rp] = [table, key, status, reports].map((x) => sql.raw(x));
  const touched = await facts.touched(decision === 'remove');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, { action: `${decision}_${kind}`, item_type: kind, item_id: itemId, item_label: facts.label, reason });
      if (decision === 'restore') {
        // the open reports are dismissed first: a decision that raced this one left none, and a
        // visible item without open reports is not pending (nothing of this transaction commits)
        const dismissed = await tx.execute(sql`update ${rp} set report_status = 1 where ${k} = ${itemId} and report_status = 0 returning 1`);
        const done = await tx.execute(sql`
          update ${t} set ${st} = 1, moderation = null, updated_date = now()
          where ${k} = ${itemId} and (moderation = 'reported' or (moderation is null and ${st} = 1 and ${dismissed.rows.length > 0})) returning 1`);
        if (!done.rows.length) throw new CallFailure(MSG.manage.notPending);
      } else {
        await facts.onRemove?.(tx);
        const done = await tx.execute(sql`
          delete from ${t} where ${k} = ${itemId} and (moderation = 'reported' or (moderation is null and ${st} = 1)) returning 1`);
        if (!done.rows.length) throw new CallFailure(MSG.manage.notPending);
      }
    }),
  );
  if (decision === 'remove') {
    await afterRemoval(
      deps,
      facts,
      `Your IronScore ${facts.noun} has been removed`,
      `After review of reports from other members, your ${facts.what} has been removed: ${reason}`,
    );
  }
  for (const r of reporters) {
    await tell(
      mailer,
      r.email,
      `The ${facts.noun} you reported has been reviewed`,
      `Hello ${r.name},\n\nThank you for your report about a ${facts.what}. ${
        decision === 'remove' ? `Our managers have removed the ${facts.noun}.` : `Our managers found that it follows our guidelines: it stays published.`
      }\n\nThe IronScore team`,
    );
  }
}

/** Approve (published and counted) or Remove a review held by the review-bombing rule. */
export async function decideHeld(deps: DecisionDeps, ratingId: number, decision: 'approve' | 'remove', reason: string): Promise<void> {
  const { db, actor } = deps;
  const facts = await reviewFacts(db, ratingId);
  if (!facts) throw new CallFailure(MSG.manage.noSuchItem);
  if (facts.moderation !== 'held') throw new CallFailure(MSG.manage.notPending);
  const touched = await facts.touched(decision === 'remove');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, {
        action: decision === 'approve' ? 'approve_held_review' : 'remove_held_review',
        item_type: 'review',
        item_id: ratingId,
        item_label: facts.label,
        reason,
      });
      const done =
        decision === 'approve'
          ? await tx.execute(sql`update reviews set review_status = 1, moderation = null where rating_id = ${ratingId} and moderation = 'held' returning 1`)
          : await tx.execute(sql`delete from reviews where rating_id = ${ratingId} and moderation = 'held' returning 1`);
      if (!done.rows.length) throw new CallFailure(MSG.manage.notPending);
    }),
  );
  if (decision === 'remove') {
    await afterRemoval(
      deps,
      facts,
      'Your IronScore review has not been published',
      `Your ${facts.what} was written during unusual review activity on that page and, after review, has not been published${reason ? `: ${reason}` : '.'}`,
    );
  }
}
