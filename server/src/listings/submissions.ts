/**
 * Everything a business submits waits for a manager (spec/1 §1, spec/3 §1): the setup wizard and
 * every account edit become a row of listing_submissions; the published listing (what the public
 * pages read) changes only when a manager approves it (server/src/cli/manager.ts).
 *
 * - submit: the values are stored as the listing's one pending submission (a newer save supersedes
 *   an older pending one). The setup wizard also sets the listing's setup status to 1.
 * - approve: the values are written to the listing (and its country / payment-method lists); a
 *   setup submission also publishes the listing once the account's sign-up is approved.
 * - reject: the listing keeps its values; a rejected setup puts the setup status back to 0 so the
 *   dashboard asks for the setup again.
 *
 * The owner is told of each decision by e-mail.
 */
import { sql } from 'drizzle-orm';
import type { ApprovalState, SubmissionKind } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { ListingSubmissionData } from '../db/schema';
import type { Mailer } from '../mail/types';
import type { Executor, Tx } from '../db/executor';
import { listingById, type BusinessType, type ListingRow } from './listing';
import { listingTables, setColumn, type CountryList } from './tables';

export class SubmissionError extends Error {}

/** Stores `data` as the listing's pending submission; returns its id and kind. */
export async function submitListing(
  tx: Tx,
  listing: ListingRow,
  userId: number,
  data: ListingSubmissionData,
): Promise<{ submission_id: number; kind: SubmissionKind }> {
  const type = listing.type;
  const t = listingTables(type);
  // One writer per listing at a time (the pending submission is replaced, not duplicated).
  await tx.execute(sql`select 1 from ${t.from} where ${t.id} = ${listing.id} for update`);
  const pending = await tx.execute<{ submission_id: number; kind: SubmissionKind }>(sql`
    update listing_submissions set status = 'superseded', decided_date = now()
    where business_type = ${type} and business_id = ${listing.id} and status = 'pending'
    returning submission_id, kind`);
  const [fresh] = (await tx.execute<{ setup_status: number }>(
    sql`select ${t.setup_status}::int as setup_status from ${t.from} where ${t.id} = ${listing.id}`,
  )).rows;
  // A setup until the first one is approved; afterwards every save is an account edit.
  const kind: SubmissionKind = fresh!.setup_status === 0 || pending.rows.some((p) => p.kind === 'setup') ? 'setup' : 'edit';
  const inserted = await tx.execute<{ submission_id: number }>(sql`
    insert into listing_submissions (business_type, business_id, user_id, kind, data)
    values (${type}, ${listing.id}, ${userId}, ${kind}, ${JSON.stringify(data)}::jsonb)
    returning submission_id`);
  if (kind === 'setup') {
    await tx.execute(sql`update ${t.table} set ${setColumn(t.setup_status)} = 1, ${setColumn(t.updated_date)} = now() where ${t.id} = ${listing.id}`);
  }
  return { submission_id: inserted.rows[0]!.submission_id, kind };
}

/** Replaces the rows of a listing's id list (countries, payment methods). */
async function replaceIds(tx: Tx, list: { table: CountryList['table']; listing_id: CountryList['listing_id'] }, column: CountryList['country_id'], key: number, ids: readonly number[]) {
  await tx.execute(sql`delete from ${list.table} where ${list.listing_id} = ${key}`);
  if (ids.length) {
    await tx.execute(sql`
      insert into ${list.table} (${setColumn(list.listing_id)}, ${setColumn(column)})
      select ${key}, x from unnest(${sql.param([...new Set(ids)])}::int[]) x on conflict do nothing`);
  }
}

/** Writes submitted values to the published listing. */
async function applyData(tx: Tx, type: BusinessType, listingId: number, d: ListingSubmissionData): Promise<void> {
  const t = listingTables(type);
  const set = setColumn;
  await tx.execute(sql`
    update ${t.table} set
      ${set(t.email)} = ${d.email}, ${set(t.website)} = ${d.website}, ${set(t.since)} = ${d.since},
      ${set(t.country_id)} = ${d.country_id}, ${set(t.description)} = ${d.description},
      ${set(t.profile_image)} = ${d.profile_image}, ${set(t.site_image)} = ${d.site_image},
      ${t.source ? sql`${set(t.source.category_id)} = ${d.category_id ?? null}, ${set(t.source.avg_delivery_time)} = ${d.avg_delivery_time ?? ''},` : sql``}
      ${set(t.updated_date)} = now()
    where ${t.id} = ${listingId}`);
  await replaceIds(tx, t.delivery_countries, t.delivery_countries.country_id, listingId, d.delivery_countries);
  await replaceIds(tx, t.restricted_countries, t.restricted_countries.country_id, listingId, d.restricted_countries);
  if (t.source) await replaceIds(tx, t.source.payment_methods, t.source.payment_methods.payment_method_id, listingId, d.payment_methods ?? []);
}

/**
 * Publishes the listing when the owner's sign-up is approved and its setup has been approved (setup
 * status 1 with no setup still pending). Returns whether it is published now.
 */
export async function publishIfReady(tx: Tx, type: BusinessType, listingId: number): Promise<boolean> {
  const t = listingTables(type);
  const result = await tx.execute<{ published: number }>(sql`
    update ${t.table} set ${setColumn(t.status)} = 1, ${setColumn(t.updated_date)} = now()
    from users u
    where ${t.id} = ${listingId} and u.user_id = ${t.user_id} and u.user_approval_status = 'approved'
      and ${t.setup_status} = 1 and ${t.status} = 0
      and not exists (select 1 from listing_submissions s where s.business_type = ${type} and s.business_id = ${listingId}
                      and s.kind = 'setup' and s.status = 'pending')
    returning 1 as published`);
  // Ranking positions are counted when read (src/aggregates/ranks.ts): nothing to refresh.
  return result.rows.length > 0;
}

export interface SubmissionSummary {
  submission_id: number;
  kind: SubmissionKind;
  status: ApprovalState | 'superseded';
  business_type: BusinessType;
  business_id: number;
  listing_name: string;
  listing_slug: string;
  listing_status: number;
  user_id: number;
  user_name: string;
  user_email: string;
  reason: string;
  created_date: Date;
  decided_date: Date | null;
  data: ListingSubmissionData;
}

/** Submissions by status (default: pending), oldest first. */
export async function listSubmissions(
  db: Executor,
  status: ApprovalState | 'all' = 'pending',
  kind?: SubmissionKind,
): Promise<SubmissionSummary[]> {
  const result = await db.execute<SubmissionSummary & Record<string, unknown>>(sql`
    select s.submission_id, s.kind, s.status, s.business_type, s.business_id, s.user_id, u.user_name, u.user_email,
           s.reason, s.created_date, s.decided_date, s.data,
           coalesce(so.source_name, b.brand_name) as listing_name, coalesce(so.source_slug_url, b.brand_slug_url) as listing_slug,
           coalesce(so.source_status, b.brand_status)::int as listing_status
    from listing_submissions s
    join users u on u.user_id = s.user_id
    left join sources so on s.business_type = 'source' and so.source_id = s.business_id
    left join brands b on s.business_type = 'brand' and b.brand_id = s.business_id
    where ${status === 'all' ? sql`s.status <> 'superseded'` : sql`s.status = ${status}`}
      ${kind ? sql`and s.kind = ${kind}` : sql``}
    order by s.created_date, s.submission_id`);
  return result.rows.map((r) => ({ ...r, created_date: new Date(r.created_date), decided_date: r.decided_date ? new Date(r.decided_date) : null }));
}

async function findSubmission(db: Executor, submissionId: number): Promise<SubmissionSummary> {
  const [row] = (await listSubmissions(db, 'all')).filter((s) => s.submission_id === submissionId);
  if (!row) throw new SubmissionError(`No submission #${submissionId}.`);
  return row;
}

async function tell(mailer: Mailer | undefined, to: string, subject: string, text: string) {
  if (mailer) await mailer.send({ to, subject, text }).catch(() => undefined);
}

const KIND_WORDS: Record<SubmissionKind, string> = { setup: 'profile setup', edit: 'account changes' };

/** Approves a pending submission: its values become the published listing's. */
export async function approveSubmission(
  db: Db,
  submissionId: number,
  opts: { mailer?: Mailer; expectKind?: SubmissionKind; inTransaction?: (tx: Tx, s: SubmissionSummary) => Promise<void> } = {},
): Promise<{ submission: SubmissionSummary; published: boolean }> {
  const s = await findSubmission(db, submissionId);
  if (opts.expectKind && s.kind !== opts.expectKind) throw new SubmissionError(`Submission #${submissionId} is ${s.kind === 'setup' ? 'a setup' : 'an account edit'}, not ${opts.expectKind === 'setup' ? 'a setup' : 'an account edit'}.`);
  if (s.status !== 'pending') throw new SubmissionError(`Submission #${submissionId} is ${s.status}, not pending.`);
  let published = false;
  await db.transaction(async (tx) => {
    const done = await tx.execute(sql`
      update listing_submissions set status = 'approved', decided_date = now()
      where submission_id = ${submissionId} and status = 'pending' returning 1`);
    if (!done.rows.length) throw new SubmissionError(`Submission #${submissionId} is no longer pending.`);
    await opts.inTransaction?.(tx, s);
    await applyData(tx, s.business_type, s.business_id, s.data);
    if (s.kind === 'setup') published = await publishIfReady(tx, s.business_type, s.business_id);
  });
  const listing = await listingById(db, s.business_type, s.business_id);
  await tell(
    opts.mailer,
    s.user_email,
    `Your IronScore ${s.kind === 'setup' ? 'profile setup has' : 'account changes have'} been approved`,
    `Hello ${s.user_name},\n\nYour ${KIND_WORDS[s.kind]} for ${s.listing_name} ${s.kind === 'setup' ? 'has' : 'have'} been approved.${
      listing?.status === 1 ? ' Your public page shows them now.' : ' Your listing is published once your business account is approved.'
    }\n\nThe IronScore team`,
  );
  return { submission: await findSubmission(db, submissionId), published };
}

/** Rejects a pending submission; the listing keeps its published values. */
export async function rejectSubmission(
  db: Db,
  submissionId: number,
  opts: { mailer?: Mailer; reason?: string; expectKind?: SubmissionKind; inTransaction?: (tx: Tx, s: SubmissionSummary) => Promise<void> } = {},
): Promise<SubmissionSummary> {
  const s = await findSubmission(db, submissionId);
  if (opts.expectKind && s.kind !== opts.expectKind) throw new SubmissionError(`Submission #${submissionId} is ${s.kind === 'setup' ? 'a setup' : 'an account edit'}, not ${opts.expectKind === 'setup' ? 'a setup' : 'an account edit'}.`);
  if (s.status !== 'pending') throw new SubmissionError(`Submission #${submissionId} is ${s.status}, not pending.`);
  const reason = (opts.reason ?? '').trim().slice(0, 500);
  await db.transaction(async (tx) => {
    const done = await tx.execute(sql`
      update listing_submissions set status = 'rejected', decided_date = now(), reason = ${reason}
      where submission_id = ${submissionId} and status = 'pending' returning 1`);
    if (!done.rows.length) throw new SubmissionError(`Submission #${submissionId} is no longer pending.`);
    await opts.inTransaction?.(tx, s);
    if (s.kind === 'setup') {
      const t = listingTables(s.business_type);
      await tx.execute(sql`update ${t.table} set ${setColumn(t.setup_status)} = 0, ${setColumn(t.updated_date)} = now()
        where ${t.id} = ${s.business_id} and ${t.status} = 0`);
    }
  });
  await tell(
    opts.mailer,
    s.user_email,
    `Your IronScore ${KIND_WORDS[s.kind]} could not be approved`,
    `Hello ${s.user_name},\n\nAfter review, your ${KIND_WORDS[s.kind]} for ${s.listing_name} could not be approved${reason ? `: ${reason}` : '.'}\nYou can change them in your dashboard and send them again.\n\nThe IronScore team`,
  );
  return findSubmission(db, submissionId);
}

/**
 * Seed: every listing whose setup is done but that is not published yet (it awaits review) gets
 * its setup as a pending submission, holding the listing's own values, so the manager command
 * shows it and approving it publishes the listing.
 */
export async function seedPendingSetups(tx: Executor): Promise<void> {
  for (const type of ['source', 'brand'] as const) {
    const l = listingTables(type, 'l');
    const ids = (list: CountryList) =>
      sql`coalesce((select json_agg(${list.country_id} order by ${list.country_id}) from ${list.table} where ${list.listing_id} = ${l.id}), '[]'::json)`;
    const payments = l.source?.payment_methods;
    await tx.execute(sql`
      insert into listing_submissions (business_type, business_id, user_id, kind, data, created_date)
      select ${type}, ${l.id}, ${l.user_id}, 'setup', json_build_object(
        'email', ${l.email}, 'website', ${l.website}, 'since', ${l.since}, 'country_id', ${l.country_id},
        'description', ${l.description}, 'profile_image', ${l.profile_image}, 'site_image', ${l.site_image},
        'delivery_countries', ${ids(l.delivery_countries)}, 'restricted_countries', ${ids(l.restricted_countries)}
        ${l.source && payments
          ? sql`, 'category_id', ${l.source.category_id}, 'avg_delivery_time', ${l.source.avg_delivery_time},
               'payment_methods', coalesce((select json_agg(${payments.payment_method_id} order by ${payments.payment_method_id}) from ${payments.table} where ${payments.listing_id} = ${l.id}), '[]'::json)`
          : sql``})::jsonb, ${l.updated_date}
      from ${l.from}
      where ${l.setup_status} = 1 and ${l.status} = 0 and ${l.user_id} <> 1`);
  }
}
