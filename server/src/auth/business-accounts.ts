/**
 * Business accounts (source and brand): the pending listing created at business sign-up, and the
 * managers' approval workflow (server/src/cli/manager.ts).
 *
 * Lifecycle: Sign_UpBusiness creates the user with user_approval_status 'pending' and a listing
 * with setup status 0 and publication status 0 (invisible on the public lists). A manager
 * approves (account 'approved', listing published: status 1) or rejects (account
 * 'rejected', listing stays unpublished, every session of the account is revoked, sign-in refused).
 * An ownership claim (Set_BusinessOwnership + BusinessVerification) proves control of the
 * listing's domain by e-mail and is approved at once (the listing was already published).
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import type { Db } from '../db/client';
import { brands, sources, users } from '../db/schema';
import type { Mailer } from '../mail/types';
import { revokeUserSessions } from './tokens';
import { publishIfReady } from '../listings/submissions';
import { accountColumns } from './account-columns';

export type BusinessType = 'source' | 'brand';
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** Rank numbers of business accounts (spec/1 §3). */
export const BUSINESS_RANK: Record<BusinessType, number> = { source: 999, brand: 998 };

/** URL slug of a listing name: lower-case letters, digits and single dashes. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, 120).replace(/-+$/, '') || 'listing';
}

const newBadgeHash = () => randomBytes(16).toString('hex');

async function freeSlug(tx: Executor, type: BusinessType, base: string): Promise<string> {
  const table = type === 'source' ? sources : brands;
  const column = type === 'source' ? sources.source_slug_url : brands.brand_slug_url;
  const rows = await tx
    .select({ slug: column })
    .from(table)
    .where(sql`${column} = ${base} OR ${column} LIKE ${`${base}-%`}`);
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** True when a listing of this type already uses the name (case-insensitive). */
export async function listingNameTaken(db: Executor, type: BusinessType, name: string): Promise<boolean> {
  const rows =
    type === 'source'
      ? await db.select({ id: sources.source_id }).from(sources).where(sql`lower(${sources.source_name}) = lower(${name})`).limit(1)
      : await db.select({ id: brands.brand_id }).from(brands).where(sql`lower(${brands.brand_name}) = lower(${name})`).limit(1);
  return rows.length > 0;
}

/** Inserts the pending listing of a new business account; returns its id and slug. */
export async function createPendingListing(
  tx: Executor,
  opts: { type: BusinessType; userId: number; name: string; website: string; email: string },
): Promise<{ id: number; slug: string }> {
  const slug = await freeSlug(tx, opts.type, slugify(opts.name));
  if (opts.type === 'source') {
    const [row] = await tx
      .insert(sources)
      .values({
        user_id: opts.userId,
        source_name: opts.name,
        source_slug_url: slug,
        source_website: opts.website,
        source_email: opts.email,
        source_setup_status: 0,
        source_status: 0,
        source_verification_status: 0,
        badge_hash: newBadgeHash(),
      })
      .returning({ id: sources.source_id });
    return { id: row!.id, slug };
  }
  const [row] = await tx
    .insert(brands)
    .values({
      user_id: opts.userId,
      brand_name: opts.name,
      brand_slug_url: slug,
      brand_website: opts.website,
      brand_email: opts.email,
      brand_setup_status: 0,
      brand_status: 0,
      brand_verification_status: 0,
      badge_hash: newBadgeHash(),
    })
    .returning({ id: brands.brand_id });
  return { id: row!.id, slug };
}

export interface BusinessListing {
  type: BusinessType;
  id: number;
  name: string;
  slug: string;
  website: string;
  /** Publication: 1 published. */
  status: number;
  setupStatus: number;
}

/** The listings (sources and brands) a user owns. */
export async function listingsOf(db: Executor, userId: number): Promise<BusinessListing[]> {
  const s = await db
    .select({
      id: sources.source_id,
      name: sources.source_name,
      slug: sources.source_slug_url,
      website: sources.source_website,
      status: sources.source_status,
      setupStatus: sources.source_setup_status,
    })
    .from(sources)
    .where(eq(sources.user_id, userId));
  const b = await db
    .select({
      id: brands.brand_id,
      name: brands.brand_name,
      slug: brands.brand_slug_url,
      website: brands.brand_website,
      status: brands.brand_status,
      setupStatus: brands.brand_setup_status,
    })
    .from(brands)
    .where(eq(brands.user_id, userId));
  return [...s.map((r) => ({ type: 'source' as const, ...r })), ...b.map((r) => ({ type: 'brand' as const, ...r }))];
}

export interface BusinessAccount {
  user_id: number;
  user_name: string;
  user_email: string;
  user_type: BusinessType;
  user_verification_status: number;
  user_approval_status: 'pending' | 'approved' | 'rejected';
  created_date: Date;
  listings: BusinessListing[];
}

/** Business accounts by approval status (default: pending), oldest first. */
export async function listBusinessAccounts(
  db: Db,
  status: 'pending' | 'approved' | 'rejected' | 'all' = 'pending',
): Promise<BusinessAccount[]> {
  const rows = await db
    .select({
      ...accountColumns,
      user_verification_status: users.user_verification_status,
      user_approval_status: users.user_approval_status,
      created_date: users.created_date,
    })
    .from(users)
    .where(
      and(
        inArray(users.user_type, ['source', 'brand']),
        status === 'all' ? undefined : eq(users.user_approval_status, status),
      ),
    )
    .orderBy(asc(users.created_date), asc(users.user_id));
  const out: BusinessAccount[] = [];
  for (const r of rows) {
    out.push({ ...r, user_type: r.user_type as BusinessType, listings: await listingsOf(db, r.user_id) });
  }
  return out;
}

export class ApprovalError extends Error {}

/** Options of a manager's decision. */
export interface DecisionOptions {
  /**
   * Runs first inside the decision's transaction (the console writes its audit row here; a throw
   * rolls the decision back).
   */
  inTransaction?: (tx: Tx, user: typeof users.$inferSelect) => Promise<void>;
}

async function findBusiness(db: Db, who: string) {
  const byId = /^\d+$/.test(who) ? Number(who) : null;
  const [row] = await db
    .select()
    .from(users)
    .where(byId !== null ? eq(users.user_id, byId) : sql`${users.user_name} = ${who.toLowerCase()} OR lower(${users.user_email}) = ${who.toLowerCase()}`)
    .limit(1);
  if (!row) throw new ApprovalError(`No account "${who}".`);
  if (row.user_type === 'member') throw new ApprovalError(`"${row.user_name}" is a member account, not a business account.`);
  return row;
}

/**
 * Approves a business account (by user name, e-mail or id): the account becomes 'approved' and
 * its listings are published (status 1). Tells the owner by e-mail when a mailer is given.
 */
export async function approveBusiness(db: Db, who: string, mailer?: Mailer, opts: DecisionOptions = {}): Promise<BusinessAccount> {
  const user = await findBusiness(db, who);
  await db.transaction(async (tx) => {
    await opts.inTransaction?.(tx, user);
    await tx.update(users).set({ user_approval_status: 'approved', updated_date: new Date() }).where(eq(users.user_id, user.user_id));
    // A listing is published once its setup is approved too (listings/submissions.ts).
    for (const listing of await listingsOf(tx, user.user_id)) await publishIfReady(tx, listing.type, listing.id);
  });
  const [account] = (await listBusinessAccounts(db, 'all')).filter((a) => a.user_id === user.user_id);
  if (mailer) {
    const published = account!.listings.filter((l) => l.status === 1).map((l) => l.name);
    await mailer
      .send({
        to: user.user_email,
        subject: 'Your IronScore business account has been approved',
        text: `Hello ${user.user_name},\n\nYour business account has been approved${
          published.length
            ? ` and ${published.join(', ')} is now published on IronScore.`
            : '. Your listing is published as soon as its profile setup is completed and approved.'
        }\n\nThe IronScore team`,
      })
      .catch(() => undefined);
  }
  return account!;
}

/**
 * Rejects a business account: 'rejected', listings unpublished, every session revoked (the
 * account can no longer sign in).
 */
export async function rejectBusiness(db: Db, who: string, mailer?: Mailer, opts: DecisionOptions & { reason?: string } = {}): Promise<BusinessAccount> {
  const user = await findBusiness(db, who);
  const reason = (opts.reason ?? '').trim().slice(0, 500);
  await db.transaction(async (tx) => {
    await opts.inTransaction?.(tx, user);
    await tx.update(users).set({ user_approval_status: 'rejected', updated_date: new Date() }).where(eq(users.user_id, user.user_id));
    await tx.update(sources).set({ source_status: 0, updated_date: new Date() }).where(eq(sources.user_id, user.user_id));
    await tx.update(brands).set({ brand_status: 0, updated_date: new Date() }).where(eq(brands.user_id, user.user_id));
    await revokeUserSessions(tx, user.user_id);
  });
  if (mailer) {
    await mailer
      .send({
        to: user.user_email,
        subject: 'Your IronScore business registration',
        text: `Hello ${user.user_name},\n\nAfter review, your business registration could not be approved${reason ? `: ${reason}` : '.'} Please contact support if you think this is a mistake.\n\nThe IronScore team`,
      })
      .catch(() => undefined);
  }
  const [account] = (await listBusinessAccounts(db, 'all')).filter((a) => a.user_id === user.user_id);
  return account!;
}

/**
 * The approval gate (spec/1 §1: business registration is reviewed by managers): business actions
 * that reach other users or the public catalogue wait for a manager's approval. The dispatcher
 * applies it to every call the contract marks `approvedBusiness` (replies and reports on received
 * reviews, new conversations, products, official sellers); the setup wizard, account edits and
 * the dashboards stay open (their submissions wait for a manager anyway: listings/submissions.ts).
 * Returns the failure message, or null when the account may act.
 */
export async function businessApprovalBlock(db: Executor, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ type: users.user_type, approval: users.user_approval_status })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  if (!row || row.type === 'member' || row.approval === 'approved') return null;
  return row.approval === 'rejected' ? MSG.auth.businessRejected : MSG.auth.businessAwaitingApproval;
}
