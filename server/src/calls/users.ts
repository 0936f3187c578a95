/**
 * Accounts and authentication (spec/1 §4–§8, spec/3 §7 Users): sign-up (member and business),
 * sign-in (user name or e-mail), e-mailed codes (verification, password reset, ownership claim),
 * Google sign-in (Firebase ID token verified with firebase-admin), quick-view profile, token
 * refresh and logout.
 *
 * Codes: server/src/auth/codes.ts (6 characters, 15 minutes, single use, hashed, 3 wrong tries).
 * Limits: server/src/auth/throttle.ts (per account and per IP address).
 * Business approval: server/src/auth/business-accounts.ts and the manager command (src/cli/manager.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { MSG, memberRules, isCompanyEmail, rankName, type CallName, type LoginUser, type PublicUser } from '@ironscore/contract';
import { checkCode, issueCode, type CodeCheck } from '../auth/codes';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { afterRevocation } from '../realtime/chat-sessions';
import { issueToken, loadLoginUser, refreshToken, revokeSession, revokeUserSessions, toLoginUser } from '../auth/tokens';
import {
  BUSINESS_RANK,
  createPendingListing,
  listingNameTaken,
  listingsOf,
  type BusinessType,
} from '../auth/business-accounts';
import { GoogleTokenError, verifyGoogleIdToken } from '../auth/google';
import { mails } from '../auth/mails';
import { accountKey, assertNotBlocked, clearFailures, consume, countAddressFailure, countFailure, signInSlowDownMs } from '../auth/throttle';
import { brands, loginLog, sources, users } from '../db/schema';
import { SYSTEM_USER_ID } from '../db/schema/columns';
import type { Db } from '../db/client';
import type { MailMessage } from '../mail/types';
import { canSee } from '../lib/privacy';
import { notifyUser } from '../mail/notify';
import { notificationMails } from '../mail/notifications';
import { CallFailure, fail, ok, type CallContext, type Handler } from './types';

// ------------------------------------------------------------------ helpers

type UserRow = typeof users.$inferSelect;

async function userByName(db: Db, userName: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.user_name, userName.trim().toLowerCase())).limit(1);
  return row;
}

async function userByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.user_email}) = ${email.trim().toLowerCase()}`)
    .limit(1);
  return row;
}

/** Sign-in accepts the user name or the e-mail address. */
const userByLogin = (db: Db, login: string) => (login.includes('@') ? userByEmail(db, login) : userByName(db, login));

/** The unique-constraint name of a failed insert/update, or null. */
function uniqueViolation(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const pg = e as { code?: string; constraint?: string };
    if (pg.code === '23505') return pg.constraint ?? '';
  }
  return null;
}

/** Maps a unique violation of the users/listings tables to the field message. */
function duplicateFailure(constraint: string, fields: { userName: string; email: string; listing?: string }): CallFailure {
  if (constraint.includes('user_name')) return new CallFailure(MSG.auth.userNameTaken, { [fields.userName]: MSG.auth.userNameTaken });
  if (constraint.includes('email')) return new CallFailure(MSG.auth.emailTaken, { [fields.email]: MSG.auth.emailTaken });
  if (constraint.startsWith('sources_name') && fields.listing) return new CallFailure(MSG.auth.sourceNameTaken, { [fields.listing]: MSG.auth.sourceNameTaken });
  if (constraint.startsWith('brands_name') && fields.listing) return new CallFailure(MSG.auth.brandNameTaken, { [fields.listing]: MSG.auth.brandNameTaken });
  return new CallFailure(MSG.pleaseTryAgain);
}

/** Issues a session token, records the login and updates last_login_date. */
async function startSession(ctx: Pick<CallContext<CallName>, 'db' | 'config' | 'ip'>, user: LoginUser, method: string): Promise<string> {
  const { token } = await issueToken(ctx.db, ctx.config, user, { ip: ctx.ip });
  await ctx.db.insert(loginLog).values({ user_id: user.user_id, ip: ctx.ip.slice(0, 64), method });
  await ctx.db.update(users).set({ last_login_date: new Date() }).where(eq(users.user_id, user.user_id));
  return token;
}

/** Sends a mail; false (logged) when the mail server refused it. */
async function sendMail(ctx: Pick<CallContext<CallName>, 'mailer' | 'log'>, message: MailMessage): Promise<boolean> {
  try {
    await ctx.mailer.send(message);
    return true;
  } catch (err) {
    ctx.log.error({ err, to: message.to }, 'sending mail failed');
    return false;
  }
}

/** A free user name (3–14 lower-case letters and digits) derived from `seed`. */
export async function freeUserName(db: Db, seed: string): Promise<string> {
  let base = seed
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, 14);
  if (base.length >= 3 && !(await userByName(db, base))) return base;
  if (base.length < 3) base = `user${base}`;
  base = base.slice(0, 10);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    if (!(await userByName(db, candidate))) return candidate;
  }
  throw new CallFailure(MSG.pleaseTryAgain);
}

/** The common answers of a code check. `field` receives the per-field message of a wrong code. */
function codeFailure(check: Exclude<CodeCheck, { result: 'ok' }>, wrongMessage: string, field?: string) {
  const message =
    check.result === 'wrong'
      ? wrongMessage
      : check.result === 'locked'
        ? MSG.auth.tooManyWrongCodes
        : check.result === 'expired'
          ? MSG.auth.codeExpired
          : wrongMessage === MSG.auth.codeAndEmailMismatch
            ? wrongMessage
            : MSG.auth.noCode;
  return fail(message, {
    ...(field ? { errors: { [field]: message } } : {}),
    extra: check.result === 'wrong' ? { attempts_left: check.attemptsLeft } : check.result === 'locked' ? { attempts_left: 0 } : {},
  });
}

const isBusiness = (u: Pick<UserRow, 'user_type'>) => u.user_type === 'source' || u.user_type === 'brand';

// ------------------------------------------------------------------ sign-up

/** Member sign-up: creates an unverified member, e-mails the verification code, signs in. */
export const Sign_Up: Handler<'Sign_Up'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  await consume(db, [['signUpPerIp', ip]]);
  if (await userByName(db, payload.user_name)) return fail(MSG.auth.userNameTaken, { errors: { user_name: MSG.auth.userNameTaken } });
  if (await userByEmail(db, payload.user_email)) return fail(MSG.auth.emailTaken, { errors: { user_email: MSG.auth.emailTaken } });

  const passwordHash = await hashPassword(payload.user_password);
  let row: UserRow;
  try {
    [row] = (await db
      .insert(users)
      .values({
        user_type: 'member',
        user_name: payload.user_name,
        user_email: payload.user_email,
        user_password_hash: passwordHash,
        user_verification_status: 0,
        user_approval_status: 'approved',
      })
      .returning()) as [UserRow];
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw duplicateFailure(constraint, { userName: 'user_name', email: 'user_email' });
    throw err;
  }

  const { code } = await issueCode(db, config, { userId: row.user_id, purpose: 'verify', email: row.user_email });
  await sendMail(ctx, mails.verify(row.user_email, row.user_name, code));
  const token = await startSession(ctx, toLoginUser(row), 'signup');
  return ok(token, { message: MSG.registrationSuccessful });
};

/**
 * Business sign-up: creates the source or brand account (pending manager approval) and its
 * listing (setup status 0, unpublished), e-mails the verification code, signs in.
 */
export const Sign_UpBusiness: Handler<'Sign_UpBusiness'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  const type = payload.user_type as BusinessType;
  await consume(db, [['signUpPerIp', ip]]);
  if (await userByName(db, payload.user_name)) return fail(MSG.auth.userNameTaken, { errors: { user_name: MSG.auth.userNameTaken } });
  if (await userByEmail(db, payload.offical_email)) return fail(MSG.auth.emailTaken, { errors: { offical_email: MSG.auth.emailTaken } });
  if (await listingNameTaken(db, type, payload.source_or_brand_name)) {
    const message = type === 'source' ? MSG.auth.sourceNameTaken : MSG.auth.brandNameTaken;
    return fail(message, { errors: { source_or_brand_name: message } });
  }

  const passwordHash = await hashPassword(payload.user_password);
  let row: UserRow;
  try {
    row = await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          user_type: type,
          user_name: payload.user_name,
          user_email: payload.offical_email,
          user_password_hash: passwordHash,
          user_verification_status: 0,
          user_approval_status: 'pending',
          rank_no: BUSINESS_RANK[type],
        })
        .returning();
      await createPendingListing(tx, {
        type,
        userId: user!.user_id,
        name: payload.source_or_brand_name,
        website: payload.offical_website,
        email: payload.offical_email,
      });
      return user!;
    });
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) {
      throw duplicateFailure(constraint, { userName: 'user_name', email: 'offical_email', listing: 'source_or_brand_name' });
    }
    throw err;
  }

  const { code } = await issueCode(db, config, { userId: row.user_id, purpose: 'verify', email: row.user_email });
  await sendMail(ctx, mails.businessVerify(row.user_email, row.user_name, code));
  const token = await startSession(ctx, toLoginUser(row), 'signup');
  return ok(token, { message: MSG.registrationSuccessful });
};

// ------------------------------------------------------------------ sign-in

/**
 * Sign-in with user name or e-mail. Wrong passwords are counted per account — the user name and
 * the e-mail of one account share the count (a name that is no account: per typed name) — and at
 * the limit the account is blocked for 15 minutes. Per address they are counted too, but an
 * address past its limit is slowed down, never blocked (auth/throttle.ts). An unknown user costs
 * the same password verification as a known one (auth/passwords.ts). A pending business account
 * may sign in (to verify its e-mail and complete its setup); the reply's message then is the
 * pending-approval notice.
 */
export const Sign_In: Handler<'Sign_In'> = async (ctx) => {
  const { db, payload, ip } = ctx;
  const wait = await signInSlowDownMs(db, ip);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const found = await userByLogin(db, payload.user_name);
  const row = found && found.user_id !== SYSTEM_USER_ID ? found : undefined;
  const keys: Array<['signInPerAccount', string]> = [['signInPerAccount', row ? `user:${row.user_id}` : accountKey(payload.user_name)]];
  await assertNotBlocked(db, keys);
  const good = await verifyPassword(row?.user_password_hash, payload.user_password);
  if (!row || !good) {
    await countFailure(db, keys);
    await countAddressFailure(db, ip);
    return fail(MSG.auth.wrongLogin);
  }
  await clearFailures(db, [keys[0]]);
  if (row.user_approval_status === 'rejected') return fail(MSG.auth.businessRejected);
  if (row.suspended_at) return fail(MSG.manage.accountSuspended);
  if (isBusiness(row) && row.user_approval_status === 'pending' && (await listingsOf(db, row.user_id)).length === 0) {
    return fail(MSG.auth.claimPending);
  }
  const token = await startSession(ctx, toLoginUser(row), 'password');
  const pending = isBusiness(row) && row.user_approval_status === 'pending';
  return ok(token, { message: pending ? MSG.auth.businessPendingApproval : MSG.loginSuccessful });
};

// ------------------------------------------------------------------ account verification

/** Verifies the signed-in user's e-mail with the code (T). The client then calls Get_UserToken. */
export const Set_UserVerification: Handler<'Set_UserVerification'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  const me = ctx.requireUser();
  const keys: Array<['codePerAccount' | 'codePerIp', string]> = [
    ['codePerAccount', `user:${me.user_id}`],
    ['codePerIp', ip],
  ];
  await assertNotBlocked(db, keys);
  const [row] = await db.select().from(users).where(eq(users.user_id, me.user_id)).limit(1);
  if (!row) throw new CallFailure(MSG.sessionExpired, undefined, true);
  if (row.user_verification_status !== 0) return ok(null, { message: MSG.auth.alreadyVerified });
  const check = await checkCode(db, config, { userId: row.user_id, purpose: 'verify', code: payload.verification_code });
  if (check.result !== 'ok') {
    if (check.result === 'wrong' || check.result === 'locked') await countFailure(db, keys);
    return codeFailure(check, MSG.auth.codeMismatch, 'verification_code');
  }
  await db.update(users).set({ user_verification_status: 1, updated_date: new Date() }).where(eq(users.user_id, row.user_id));
  return ok(null, { message: MSG.auth.verified });
};

/** Sends a new verification code to an unverified account's e-mail. */
export const Re_Verification: Handler<'Re_Verification'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  await consume(db, [
    ['mailPerAddress', accountKey(payload.user_email)],
    ['mailPerIp', ip],
  ]);
  const row = await userByEmail(db, payload.user_email);
  if (!row || row.user_id === SYSTEM_USER_ID || row.user_verification_status !== 0) return fail(MSG.auth.confirmationNotSent);
  const { code } = await issueCode(db, config, { userId: row.user_id, purpose: 'verify', email: row.user_email });
  const message = isBusiness(row) ? mails.businessVerify(row.user_email, row.user_name, code) : mails.verify(row.user_email, row.user_name, code);
  if (!(await sendMail(ctx, message))) return fail(MSG.auth.confirmationNotSent);
  return ok(null, { message: MSG.auth.confirmationResent });
};

// ------------------------------------------------------------------ forgot password

/** Sends a reset code ('Email address is incorrect or does not match!' for an unknown address). */
export const Forgot_Password: Handler<'Forgot_Password'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  await consume(db, [
    ['mailPerAddress', accountKey(payload.user_email)],
    ['mailPerIp', ip],
  ]);
  const row = await userByEmail(db, payload.user_email);
  if (!row || row.user_id === SYSTEM_USER_ID) return fail(MSG.auth.emailIncorrect, { errors: { user_email: MSG.auth.emailIncorrect } });
  if (row.user_approval_status === 'rejected') return fail(MSG.auth.businessRejected);
  if (row.suspended_at) return fail(MSG.manage.accountSuspended);
  const { code } = await issueCode(db, config, { userId: row.user_id, purpose: 'reset', email: row.user_email });
  if (!(await sendMail(ctx, mails.reset(row.user_email, row.user_name, code)))) return fail(MSG.auth.confirmationNotSent);
  return ok(null, { message: MSG.auth.resetCodeSent });
};

/**
 * Sets a new password with the reset code. Three wrong codes invalidate it ('You entered too many
 * incorrect codes...'). Success signs out every session of the account and, since the code
 * proves control of the address, marks the e-mail verified.
 */
export const Forgot_Change_Password: Handler<'Forgot_Change_Password'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  const keys: Array<['codePerAccount' | 'codePerIp', string]> = [
    ['codePerAccount', accountKey(payload.user_email)],
    ['codePerIp', ip],
  ];
  await assertNotBlocked(db, keys);
  const row = await userByEmail(db, payload.user_email);
  if (!row || row.user_id === SYSTEM_USER_ID) {
    await countFailure(db, keys);
    return fail(MSG.auth.codeAndEmailMismatch, { errors: { code: MSG.auth.codeAndEmailMismatch } });
  }
  const check = await checkCode(db, config, { userId: row.user_id, purpose: 'reset', code: payload.code });
  if (check.result !== 'ok') {
    if (check.result === 'wrong' || check.result === 'locked') await countFailure(db, keys);
    return codeFailure(check, MSG.auth.codeAndEmailMismatch, 'code');
  }
  await db
    .update(users)
    .set({ user_password_hash: await hashPassword(payload.user_password), user_verification_status: 1, updated_date: new Date() })
    .where(eq(users.user_id, row.user_id));
  await revokeUserSessions(db, row.user_id);
  await afterRevocation(ctx, row.user_id);
  await notifyUser(ctx, row.user_id, 'security_account', notificationMails.passwordChanged(row.user_name));
  return ok(null, { message: MSG.auth.passwordChanged });
};

// ------------------------------------------------------------------ profile and session

/**
 * Public quick-view profile by user name. The system user and business accounts not (yet)
 * approved are not shown. User name, picture, rank and karma are public; a "Friends" profile
 * withholds the counters, bio and body stats from everyone but the owner and mutual followers
 * (lib/privacy.ts; the optional token names the viewer) and says so (`private`).
 */
export const Get_User: Handler<'Get_User'> = async ({ db, payload, user: viewer }) => {
  const row = await userByName(db, payload.user_name);
  if (!row || row.user_id === SYSTEM_USER_ID || row.user_approval_status !== 'approved') return fail(MSG.notFound.user);
  const open = await canSee(db, viewer?.user_id ?? null, row.user_id, 'profile');
  const user: PublicUser = {
    user_id: row.user_id,
    user_name: row.user_name,
    user_profile_image: row.user_profile_image,
    user_rank: { rank_no: row.rank_no, rank_name: rankName(row.rank_no) },
    private: !open,
    total_follower: open ? row.total_follower : 0,
    total_followed: open ? row.total_followed : 0,
    user_bio: open ? row.user_bio : '',
    user_score: row.user_score,
    user_weight: open ? row.user_weight : '',
    user_height: open ? row.user_height : '',
    user_body_fat: open ? row.user_body_fat : '',
  };
  return ok(user);
};

/** A fresh token for the current session with the user's current fields (e.g. after verification). */
export const Get_UserToken: Handler<'Get_UserToken'> = async (ctx) => {
  const { db, config, session, requireUser } = ctx;
  const me = requireUser();
  const current = await loadLoginUser(db, me.user_id);
  if (!current || !session) {
    if (session) {
      await revokeSession(db, session.jti);
      await afterRevocation(ctx, me.user_id);
    }
    return fail(MSG.sessionExpired, { tokenError: true });
  }
  const { token } = await refreshToken(db, config, session.jti, current);
  return ok(token);
};

/** Revokes the session of the token. */
export const Logout: Handler<'Logout'> = async (ctx) => {
  const { db, session, user } = ctx;
  if (!session) throw new CallFailure(MSG.sessionExpired, undefined, true);
  await revokeSession(db, session.jti);
  if (user) await afterRevocation(ctx, user.user_id);
  return ok(null);
};

// ------------------------------------------------------------------ Google sign-in

/** The Google display name as a full name when it passes the full-name rule, else empty. */
export function googleFullName(name: string): string {
  const parsed = v.safeParse(memberRules.fullName(), name.replace(/\s+/g, ' '));
  return parsed.success ? parsed.output : '';
}

/**
 * Google sign-in. Only the verified Firebase ID token counts: uid and e-mail come from it; the
 * payload's uid/email are ignored and its username is only a suggestion for a new account.
 *
 * An account with the same e-mail (and no other Google identity) when Google says the address is
 * verified:
 * - verified account: linked; every other session of the account is revoked.
 * - unverified account (someone may have signed up with an address they do not own): the Google
 *   identity wins — the account is taken over by the address's owner as a fresh account: its
 *   password is invalidated, every session revoked, its user name and profile text replaced.
 * Otherwise a verified member is created. The display name goes through the full-name rule.
 */
export const GoogleAuth: Handler<'GoogleAuth'> = async (ctx) => {
  const { db, payload, ip } = ctx;
  let identity;
  try {
    identity = await verifyGoogleIdToken(payload.id_token);
  } catch (err) {
    if (err instanceof GoogleTokenError) {
      ctx.log.warn({ reason: err.message }, 'Google sign-in refused');
      return fail(err.message === MSG.auth.googleNotConfigured ? MSG.auth.googleNotConfigured : MSG.auth.googleLoginFailed);
    }
    throw err;
  }
  const fullName = googleFullName(identity.name);

  let [row] = await db.select().from(users).where(eq(users.google_uid, identity.uid)).limit(1);
  if (!row) {
    const byEmail = await userByEmail(db, identity.email);
    if (byEmail) {
      if (!identity.emailVerified || (byEmail.google_uid && byEmail.google_uid !== identity.uid) || byEmail.user_id === SYSTEM_USER_ID) {
        return fail(MSG.auth.googleLoginFailed);
      }
      const verified = byEmail.user_verification_status === 1;
      const takeOver = verified
        ? {}
        : {
            user_password_hash: null,
            user_name: await freeUserName(db, payload.username || identity.name || identity.email.split('@')[0]!),
            user_fullname: fullName,
            user_bio: '',
            user_live_in: '',
            user_phone_number: '',
          };
      row = await db.transaction(async (tx) => {
        const [linked] = await tx
          .update(users)
          .set({ google_uid: identity.uid, user_verification_status: 1, updated_date: new Date(), ...takeOver })
          .where(and(eq(users.user_id, byEmail.user_id), sql`${users.google_uid} is null`))
          .returning();
        if (linked) await revokeUserSessions(tx, linked.user_id);
        return linked;
      });
      if (!row) return fail(MSG.auth.googleLoginFailed);
      await afterRevocation(ctx, row.user_id);
      await notifyUser(ctx, row.user_id, 'security_account', notificationMails.googleLinked(row.user_name));
    }
  }
  if (!row) {
    await consume(db, [['signUpPerIp', ip]]);
    const userName = await freeUserName(db, payload.username || identity.name || identity.email.split('@')[0]!);
    try {
      [row] = await db
        .insert(users)
        .values({
          user_type: 'member',
          user_name: userName,
          user_email: identity.email,
          google_uid: identity.uid,
          user_verification_status: identity.emailVerified ? 1 : 0,
          user_approval_status: 'approved',
          user_fullname: fullName,
        })
        .returning();
    } catch (err) {
      if (uniqueViolation(err) !== null) return fail(MSG.auth.googleLoginFailed);
      throw err;
    }
  }
  if (!row) return fail(MSG.auth.googleLoginFailed);
  if (row.user_approval_status === 'rejected') return fail(MSG.auth.businessRejected);
  if (row.suspended_at) return fail(MSG.manage.accountSuspended);
  const token = await startSession(ctx, toLoginUser(row), 'google');
  const pending = isBusiness(row) && row.user_approval_status === 'pending';
  return ok(token, { message: pending ? MSG.auth.businessPendingApproval : MSG.loginSuccessful });
};

// ------------------------------------------------------------------ ownership claim

interface ClaimListing {
  id: number;
  name: string;
  website: string;
  ownerId: number;
}

async function claimListing(db: Db, type: BusinessType, id: number): Promise<ClaimListing | null> {
  if (type === 'source') {
    const [r] = await db
      .select({ id: sources.source_id, name: sources.source_name, website: sources.source_website, ownerId: sources.user_id })
      .from(sources)
      .where(eq(sources.source_id, id))
      .limit(1);
    return r ?? null;
  }
  const [r] = await db
    .select({ id: brands.brand_id, name: brands.brand_name, website: brands.brand_website, ownerId: brands.user_id })
    .from(brands)
    .where(eq(brands.brand_id, id))
    .limit(1);
  return r ?? null;
}

const claimBinding = (type: BusinessType, id: number) => `claim:${type}:${id}`;

/** An account created by an unfinished claim: business type, unverified, pending, owning nothing. */
async function isUnfinishedClaim(db: Db, row: UserRow): Promise<boolean> {
  return (
    isBusiness(row) &&
    row.user_verification_status === 0 &&
    row.user_approval_status === 'pending' &&
    (await listingsOf(db, row.user_id)).length === 0
  );
}

/**
 * Ownership claim step 0: for an unclaimed listing (owner user_id 1) and an e-mail on the
 * listing website's domain, creates the business account and e-mails a code bound to this listing.
 * A repeat while the claim is pending re-sends a code only: the account's password is set once.
 * Field errors use the dialog's keys (MemberEmail, MemberPassword, ...).
 */
export const Set_BusinessOwnership: Handler<'Set_BusinessOwnership'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  const type = payload.business_type as BusinessType;
  const listing = await claimListing(db, type, payload.business_id);
  if (!listing) return fail(MSG.claim.listingNotFound);
  if (listing.ownerId !== SYSTEM_USER_ID) return fail(MSG.claim.listingClaimed);
  if (payload.business_password_confirm !== undefined && payload.business_password_confirm !== payload.business_password) {
    return fail(MSG.validation.passwordMismatch, { errors: { MemberConfirmPassword: MSG.validation.passwordMismatch } });
  }
  if (!isCompanyEmail(payload.business_email, listing.website)) {
    return fail(MSG.validation.emailCompanyDomain, { errors: { MemberEmail: MSG.validation.emailCompanyDomain } });
  }
  await consume(db, [
    ['mailPerAddress', accountKey(payload.business_email)],
    ['mailPerIp', ip],
  ]);

  let row = await userByEmail(db, payload.business_email);
  if (row) {
    if (!(await isUnfinishedClaim(db, row))) return fail(MSG.auth.emailTaken, { errors: { MemberEmail: MSG.auth.emailTaken } });
    // A repeat for a pending claim only re-sends a code (rate-limited above): the password set by
    // the first request stays, so nobody can replace it before the owner enters the code.
    [row] = await db
      .update(users)
      .set({ user_type: type, rank_no: BUSINESS_RANK[type], updated_date: new Date() })
      .where(eq(users.user_id, row.user_id))
      .returning();
  } else {
    await consume(db, [['signUpPerIp', ip]]);
    const passwordHash = await hashPassword(payload.business_password);
    const userName = await freeUserName(db, listing.name);
    try {
      [row] = await db
        .insert(users)
        .values({
          user_type: type,
          user_name: userName,
          user_email: payload.business_email,
          user_password_hash: passwordHash,
          user_verification_status: 0,
          user_approval_status: 'pending',
          rank_no: BUSINESS_RANK[type],
        })
        .returning();
    } catch (err) {
      if (uniqueViolation(err) !== null) return fail(MSG.auth.emailTaken, { errors: { MemberEmail: MSG.auth.emailTaken } });
      throw err;
    }
  }
  const { code } = await issueCode(db, config, {
    userId: row!.user_id,
    purpose: 'verify',
    binding: claimBinding(type, listing.id),
    email: row!.user_email,
  });
  if (!(await sendMail(ctx, mails.claim(row!.user_email, listing.name, code)))) return fail(MSG.auth.confirmationNotSent);
  return ok(null, { message: MSG.claim.codeSent });
};

/**
 * Ownership claim step 1: the code e-mailed for this listing. Success transfers the listing to
 * the account (if still unclaimed), verifies and approves it, and signs in (data: token).
 */
export const BusinessVerification: Handler<'BusinessVerification'> = async (ctx) => {
  const { db, config, payload, ip } = ctx;
  const type = payload.business_type as BusinessType;
  const keys: Array<['codePerAccount' | 'codePerIp', string]> = [
    ['codePerAccount', accountKey(payload.business_email)],
    ['codePerIp', ip],
  ];
  await assertNotBlocked(db, keys);
  const row = await userByEmail(db, payload.business_email);
  if (!row || !(await isUnfinishedClaim(db, row))) {
    await countFailure(db, keys);
    return fail(MSG.auth.codeMismatch, { errors: { VERIFY_ACCOUNT_code: MSG.auth.codeMismatch } });
  }
  const check = await checkCode(db, config, {
    userId: row.user_id,
    purpose: 'verify',
    binding: claimBinding(type, payload.business_id),
    code: payload.business_code,
  });
  if (check.result !== 'ok') {
    if (check.result === 'wrong' || check.result === 'locked') await countFailure(db, keys);
    return codeFailure(check, MSG.auth.codeMismatch, 'VERIFY_ACCOUNT_code');
  }

  const claimed = await db.transaction(async (tx) => {
    const moved =
      type === 'source'
        ? await tx
            .update(sources)
            .set({ user_id: row.user_id, updated_date: new Date() })
            .where(and(eq(sources.source_id, payload.business_id), eq(sources.user_id, SYSTEM_USER_ID)))
            .returning({ name: sources.source_name })
        : await tx
            .update(brands)
            .set({ user_id: row.user_id, updated_date: new Date() })
            .where(and(eq(brands.brand_id, payload.business_id), eq(brands.user_id, SYSTEM_USER_ID)))
            .returning({ name: brands.brand_name });
    if (moved.length === 0) return null;
    const [user] = await tx
      .update(users)
      .set({ user_verification_status: 1, user_approval_status: 'approved', user_type: type, rank_no: BUSINESS_RANK[type], updated_date: new Date() })
      .where(eq(users.user_id, row.user_id))
      .returning();
    return { user: user!, listingName: moved[0]!.name };
  });
  if (!claimed) return fail(MSG.claim.listingClaimed);
  await clearFailures(db, [keys[0]]);
  await sendMail(ctx, mails.claimed(claimed.user.user_email, claimed.user.user_name, claimed.listingName));
  const token = await startSession(ctx, toLoginUser(claimed.user), 'ownership');
  return ok(token, { message: MSG.loginSuccessful });
};
