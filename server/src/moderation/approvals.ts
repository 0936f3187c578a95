/**
 * Approvals (issue 24, screen 1): business sign-ups, setups and account edits. The console and the
 * command-line tool (cli/manager.ts) run the same functions — auth/business-accounts.ts approveBusiness /
 * rejectBusiness and listings/submissions.ts approveSubmission / rejectSubmission — and each
 * decision writes its audit row inside the decision's transaction (auditApproval).
 */
import type { ApprovalDetail, ApprovalField, ApprovalItem, ApprovalKind } from '@ironscore/contract';
import { MSG } from '@ironscore/contract';
import type { Db } from '../db/client';
import type { Mailer } from '../mail/types';
import type { Tx } from '../db/executor';
import { CallFailure } from '../calls/types';
import { approveBusiness, listBusinessAccounts, rejectBusiness, ApprovalError, type BusinessAccount } from '../auth/business-accounts';
import { approveSubmission, listSubmissions, rejectSubmission, SubmissionError, type SubmissionSummary } from '../listings/submissions';
import { listingById } from '../listings/listing';
import { writeAudit, type Actor } from './audit';

/** The audit hook of a decision (runs inside its transaction). */
export function auditApproval(actor: Actor, decision: 'approve' | 'reject', kind: ApprovalKind, reason = '') {
  return async (tx: Tx, subject: { user_id: number; user_name: string } | SubmissionSummary): Promise<void> => {
    const isSubmission = 'submission_id' in subject;
    await writeAudit(tx, actor, {
      action: `${decision}_${kind}`,
      item_type: kind,
      item_id: isSubmission ? subject.submission_id : subject.user_id,
      item_label: isSubmission ? `${subject.listing_name} (${subject.user_name})` : subject.user_name,
      reason,
    });
  };
}

const iso = (d: Date) => d.toISOString();

function accountItem(a: BusinessAccount): ApprovalItem {
  const listing = a.listings[0];
  return {
    kind: 'signup',
    id: a.user_id,
    business_type: a.user_type,
    listing_name: listing?.name ?? '',
    listing_slug: listing?.slug ?? '',
    user_name: a.user_name,
    user_email: a.user_email,
    created_date: iso(a.created_date),
  };
}

function submissionItem(s: SubmissionSummary): ApprovalItem {
  return {
    kind: s.kind,
    id: s.submission_id,
    business_type: s.business_type,
    listing_name: s.listing_name,
    listing_slug: s.listing_slug,
    user_name: s.user_name,
    user_email: s.user_email,
    created_date: iso(s.created_date),
  };
}

/** Pending sign-ups, setups and account edits, newest first (one kind, or all). */
export async function pendingApprovals(db: Db, kind: ApprovalKind | 'all'): Promise<ApprovalItem[]> {
  const items: ApprovalItem[] = [];
  if (kind === 'all' || kind === 'signup') items.push(...(await listBusinessAccounts(db, 'pending')).map(accountItem));
  if (kind !== 'signup') {
    const subs = await listSubmissions(db, 'pending', kind === 'all' ? undefined : kind);
    items.push(...subs.map(submissionItem));
  }
  return items.sort((a, b) => (a.created_date < b.created_date ? 1 : a.created_date > b.created_date ? -1 : b.id - a.id));
}

const IMAGE_KEYS = new Set(['profile_image', 'site_image']);

/** The submitted values beside the published ones (the CLI's `show` and the console's detail). */
export async function compareWithPublished(db: Db, s: SubmissionSummary): Promise<ApprovalField[]> {
  const published = await listingById(db, s.business_type, s.business_id);
  const now: Record<string, unknown> = published
    ? {
        email: published.email,
        website: published.website,
        since: published.since,
        country_id: published.country_id,
        description: published.description,
        profile_image: published.profile_image,
        site_image: published.site_image,
        delivery_countries: published.delivery_countries,
        restricted_countries: published.restricted_countries,
        ...(s.business_type === 'source'
          ? { category_id: published.category_id, avg_delivery_time: published.avg_delivery_time, payment_methods: published.payment_methods }
          : {}),
      }
    : {};
  return Object.entries(s.data).map(([key, value]) => {
    const before = published ? JSON.stringify(now[key] ?? null) : '';
    const after = JSON.stringify(value);
    return { key, submitted: after, published: before, image: IMAGE_KEYS.has(key), changed: before !== after };
  });
}

async function pendingSubmission(db: Db, kind: 'setup' | 'edit', id: number): Promise<SubmissionSummary> {
  const [s] = (await listSubmissions(db, 'pending', kind)).filter((x) => x.submission_id === id);
  if (!s) throw new CallFailure(MSG.manage.notPending);
  return s;
}

async function pendingAccount(db: Db, userId: number): Promise<BusinessAccount> {
  const [a] = (await listBusinessAccounts(db, 'pending')).filter((x) => x.user_id === userId);
  if (!a) throw new CallFailure(MSG.manage.notPending);
  return a;
}

export async function approvalDetail(db: Db, kind: ApprovalKind, id: number): Promise<ApprovalDetail> {
  if (kind === 'signup') {
    const a = await pendingAccount(db, id);
    const listing = a.listings[0];
    const fields: ApprovalField[] = listing
      ? [
          { key: 'listing_name', submitted: JSON.stringify(listing.name), published: '', image: false, changed: true },
          { key: 'website', submitted: JSON.stringify(listing.website), published: '', image: false, changed: true },
          { key: 'user_email', submitted: JSON.stringify(a.user_email), published: '', image: false, changed: true },
        ]
      : [];
    return { ...accountItem(a), e_mail_verified: a.user_verification_status !== 0, fields };
  }
  const s = await pendingSubmission(db, kind, id);
  return { ...submissionItem(s), e_mail_verified: true, fields: await compareWithPublished(db, s) };
}

/** Library errors (wrong state, raced decision) become the console's failure message. */
async function decided<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof ApprovalError || err instanceof SubmissionError) throw new CallFailure(MSG.manage.notPending);
    throw err;
  }
}

export async function decideApproval(
  db: Db,
  mailer: Mailer,
  actor: Actor,
  input: { kind: ApprovalKind; id: number; decision: 'approve' | 'reject'; reason?: string },
): Promise<void> {
  const { kind, id, decision } = input;
  const reason = (input.reason ?? '').trim();
  const inTransaction = auditApproval(actor, decision, kind, reason);
  if (kind === 'signup') {
    await pendingAccount(db, id);
    await decided(async () => {
      if (decision === 'approve') await approveBusiness(db, String(id), mailer, { inTransaction });
      else await rejectBusiness(db, String(id), mailer, { reason, inTransaction });
    });
    return;
  }
  await pendingSubmission(db, kind, id);
  await decided(async () => {
    if (decision === 'approve') await approveSubmission(db, id, { mailer, expectKind: kind, inTransaction });
    else await rejectSubmission(db, id, { mailer, expectKind: kind, reason, inTransaction });
  });
}
