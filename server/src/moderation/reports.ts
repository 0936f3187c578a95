/**
 * The report queue and the held reviews (issue 24, screens 2 and 3): reviews of sources, brands and
 * products grouped per review with their count, reasons and reporters; the decisions Restore /
 * Remove (reported) and Approve / Remove (held). Each decision locks the rows whose aggregates it
 * changes, writes, recomputes them with the shared formulas and writes its audit row — one
 * transaction — then e-mails the author and the reporters.
 */
import { sql } from 'drizzle-orm';
import { MSG, type ReportedItem } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/types';
import type { Storage } from '../storage/types';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { withAggregates, type Touched } from '../aggregates';
import { deleteImage } from '../storage/images';
import { writeAudit, type Actor } from './audit';

const excerpt = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 80);

interface QueueRow {
  rating_id: number;
  review_type: 'source' | 'brand' | 'product';
  item_name: string;
  item_path: string;
  author_name: string;
  rating: string | number;
  review_comment: string;
  created_date: Date | string;
  moderation: 'reported' | 'held' | null;
  report_count: number;
  reasons: string[] | null;
  reporters: string[] | null;
  total: number;
}

/**
 * tab 'reported': reviews with open reports (hidden or not yet), most reported first;
 * tab 'held': reviews held by the review-bombing rule, oldest first.
 */
export async function reportQueue(db: Db, tab: 'reported' | 'held', limit: number, offset: number): Promise<{ rows: ReportedItem[]; total: number }> {
  const filter =
    tab === 'held'
      ? sql`r.moderation = 'held'`
      : sql`exists (select 1 from review_reports x where x.rating_id = r.rating_id and x.report_status = 0) and (r.moderation is null or r.moderation = 'reported')`;
  const order = tab === 'held' ? sql`r.created_date, r.rating_id` : sql`count(rr.report_id) desc, max(rr.created_date) desc, r.rating_id`;
  const result = await db.execute<QueueRow & Record<string, unknown>>(sql`
    select r.rating_id, r.review_type, r.rating, r.review_comment, r.created_date, r.moderation,
      coalesce(p.product_name, s.source_name, b.brand_name) as item_name,
      case r.review_type when 'source' then '/source/' || s.source_slug_url
        when 'brand' then '/brand/' || b.brand_slug_url
        else '/brand/' || b.brand_slug_url || '/product/' || p.product_id end as item_path,
      a.user_name as author_name,
      count(rr.report_id)::int as report_count,
      array_remove(array_agg(distinct rr.report_reason), null) as reasons,
      array_remove(array_agg(distinct ru.user_name), null) as reporters,
      count(*) over ()::int as total
    from reviews r
    join users a on a.user_id = r.user_id
    left join sources s on s.source_id = r.source_id
    left join brands b on b.brand_id = r.brand_id
    left join products p on p.product_id = r.product_id
    left join review_reports rr on rr.rating_id = r.rating_id and rr.report_status = 0
    left join users ru on ru.user_id = rr.user_id
    where ${filter}
    group by r.rating_id, s.source_id, b.brand_id, p.product_id, a.user_name
    order by ${order}
    limit ${limit} offset ${offset}`);
  const rows = result.rows.map((r) => ({
    rating_id: r.rating_id,
    review_type: r.review_type,
    item_name: r.item_name,
    item_path: r.item_path,
    author_name: r.author_name,
    rating: Number(r.rating),
    review_comment: r.review_comment,
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

interface ReviewFacts {
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

async function reviewFacts(db: Db | Tx, ratingId: number): Promise<ReviewFacts | null> {
  const result = await db.execute<ReviewFacts & Record<string, unknown>>(sql`
    select r.rating_id, r.review_type, r.source_id, r.brand_id, r.product_id, r.user_id, r.review_comment, r.review_image,
      r.moderation, r.review_status, a.user_name as author_name, a.user_email as author_email,
      coalesce(p.product_name, s.source_name, b.brand_name) as item_name
    from reviews r join users a on a.user_id = r.user_id
    left join sources s on s.source_id = r.source_id left join brands b on b.brand_id = r.brand_id
    left join products p on p.product_id = r.product_id
    where r.rating_id = ${ratingId}`);
  return result.rows[0] ?? null;
}

/** The aggregate rows a change of the review's visibility (or its deletion) touches. */
async function touchedBy(db: Db | Tx, f: ReviewFacts, deleting: boolean): Promise<Touched> {
  const item: Touched =
    f.review_type === 'source' ? { sourceReviews: [f.source_id!] } : f.review_type === 'brand' ? { brandReviews: [f.brand_id!] } : { productReviews: [f.product_id!] };
  const userIds = [f.user_id];
  if (deleting) {
    // commenters lose a comment, voters a given like (their counters and karma follow)
    const others = await db.execute<{ user_id: number }>(sql`
      select user_id from review_comments where rating_id = ${f.rating_id}
      union select user_id from review_useful_votes where rating_id = ${f.rating_id}`);
    userIds.push(...others.rows.map((r) => r.user_id));
  }
  return { ...item, users: [...new Set(userIds)] };
}

async function reporterAddresses(db: Db | Tx, ratingId: number): Promise<Array<{ email: string; name: string }>> {
  const result = await db.execute<{ email: string; name: string }>(sql`
    select u.user_email as email, u.user_name as name from review_reports rr join users u on u.user_id = rr.user_id
    where rr.rating_id = ${ratingId} and rr.report_status = 0`);
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

/** Restore (visible again, open reports dismissed) or Remove (deleted) a reported review. */
export async function decideReported(deps: DecisionDeps, ratingId: number, decision: 'restore' | 'remove', reason: string): Promise<void> {
  const { db, mailer, actor } = deps;
  const facts = await reviewFacts(db, ratingId);
  if (!facts) throw new CallFailure(MSG.manage.noSuchItem);
  const reporters = await reporterAddresses(db, ratingId);
  if (!reporters.length && facts.moderation !== 'reported') throw new CallFailure(MSG.manage.notPending);
  if (facts.moderation === 'held' || facts.moderation === 'suspended') throw new CallFailure(MSG.manage.notPending);
  if (decision === 'remove' && !reason) throw new CallFailure(MSG.manage.reasonRequired, { reason: MSG.manage.reasonRequired });
  const touched = await touchedBy(db, facts, decision === 'remove');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, {
        action: decision === 'restore' ? 'restore_review' : 'remove_review',
        item_type: 'review',
        item_id: ratingId,
        item_label: `${facts.item_name}: ${excerpt(facts.review_comment)}`,
        reason,
      });
      if (decision === 'restore') {
        const done = await tx.execute(sql`
          update reviews set review_status = 1, moderation = null, updated_date = now()
          where rating_id = ${ratingId} and (moderation = 'reported' or (moderation is null and review_status = 1)) returning 1`);
        if (!done.rows.length) throw new CallFailure(MSG.manage.notPending);
        await tx.execute(sql`update review_reports set report_status = 1 where rating_id = ${ratingId} and report_status = 0`);
      } else {
        const done = await tx.execute(sql`delete from reviews where rating_id = ${ratingId} returning 1`);
        if (!done.rows.length) throw new CallFailure(MSG.manage.noSuchItem);
      }
    }),
  );
  if (decision === 'remove') {
    if (facts.review_image && facts.review_image !== 'default.jpg') {
      await deleteImage(deps.storage, `reviews/${facts.review_type}`, facts.review_image).catch(() => undefined);
    }
    await tell(
      mailer,
      facts.author_email,
      'Your IronScore review has been removed',
      `Hello ${facts.author_name},\n\nAfter review of reports from other members, your review of ${facts.item_name} has been removed: ${reason}\n\nThe IronScore team`,
    );
  }
  for (const r of reporters) {
    await tell(
      mailer,
      r.email,
      'The review you reported has been reviewed',
      `Hello ${r.name},\n\nThank you for your report about a review of ${facts.item_name}. ${
        decision === 'remove' ? 'Our managers have removed the review.' : 'Our managers found that it follows our guidelines: it stays published.'
      }\n\nThe IronScore team`,
    );
  }
}

/** Approve (published and counted) or Remove a review held by the review-bombing rule. */
export async function decideHeld(deps: DecisionDeps, ratingId: number, decision: 'approve' | 'remove', reason: string): Promise<void> {
  const { db, mailer, actor } = deps;
  const facts = await reviewFacts(db, ratingId);
  if (!facts) throw new CallFailure(MSG.manage.noSuchItem);
  if (facts.moderation !== 'held') throw new CallFailure(MSG.manage.notPending);
  const touched = await touchedBy(db, facts, decision === 'remove');
  await db.transaction((tx) =>
    withAggregates(tx, touched, async () => {
      await writeAudit(tx, actor, {
        action: decision === 'approve' ? 'approve_held_review' : 'remove_held_review',
        item_type: 'review',
        item_id: ratingId,
        item_label: `${facts.item_name}: ${excerpt(facts.review_comment)}`,
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
    if (facts.review_image && facts.review_image !== 'default.jpg') {
      await deleteImage(deps.storage, `reviews/${facts.review_type}`, facts.review_image).catch(() => undefined);
    }
    await tell(
      mailer,
      facts.author_email,
      'Your IronScore review has not been published',
      `Hello ${facts.author_name},\n\nYour review of ${facts.item_name} was written during unusual review activity on that page and, after review, has not been published${reason ? `: ${reason}` : '.'}\n\nThe IronScore team`,
    );
  }
}
