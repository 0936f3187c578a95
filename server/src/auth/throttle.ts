/**
 * Per-account and per-address limits of the authentication calls, counted in PostgreSQL
 * (table `rate_limits`, src/limits/store.ts) so they hold across API instances; the global
 * @fastify/rate-limit still applies on top.
 *
 * - Failures (wrong password, wrong code) are counted per account and per IP; reaching the limit
 *   blocks that key for the window, even for a right password. Sign-in counts per account (its
 *   user name and e-mail share one count) and per address, but the per-address count never
 *   blocks: past its limit every sign-in from the address is answered more slowly
 *   (signInSlowDownMs), so a shared address (an office, a proxy) cannot lock out valid credentials.
 * - Sending mail (sign-up, resend, forgot password, claim) is counted per e-mail address and per IP.
 */
import { MSG } from '@ironscore/contract';
import type { Executor } from '../aggregates';
import { hitLimit, peekLimit, resetLimits, setLimit } from '../limits/store';
import { CallFailure } from '../calls/types';

const MINUTE = 60_000;

export const LIMITS = {
  /** Wrong passwords per account (by user name and e-mail together) before a 15-minute block. */
  signInPerAccount: { max: 5, windowMs: 15 * MINUTE },
  /** Wrong passwords per IP address before sign-ins from it are slowed down (never blocked). */
  signInPerIp: { max: 30, windowMs: 15 * MINUTE },
  /** Wrong codes per IP address (all code calls) before a 15-minute block. */
  codePerIp: { max: 20, windowMs: 15 * MINUTE },
  /** Wrong codes per account (all code calls; each code also dies after 3 wrong tries). */
  codePerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Wrong current passwords of a password change (Set_Profile) per account before a 15-minute block. */
  passwordChangePerAccount: { max: 10, windowMs: 15 * MINUTE },
  /** Code e-mails per address. */
  mailPerAddress: { max: 5, windowMs: 15 * MINUTE },
  /** Code e-mails per IP address. */
  mailPerIp: { max: 60, windowMs: 15 * MINUTE },
  /** New accounts (sign-up, business sign-up, claim, Google) per IP address. */
  signUpPerIp: { max: 50, windowMs: 60 * MINUTE },
} as const;

export type LimitName = keyof typeof LIMITS;

export function tooManyAttemptsMessage(retryAfterMs: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / MINUTE));
  return MSG.auth.tooManyAttempts(minutes);
}

const blockKey = (name: LimitName, id: string) => `auth:block:${name}:${id}`;
const countKey = (name: LimitName, id: string) => `auth:count:${name}:${id}`;

/** Throws the "Too many attempts" failure when any of the keys is blocked. */
export async function assertNotBlocked(db: Executor, keys: Array<[LimitName, string]>): Promise<void> {
  let wait = 0;
  for (const [name, id] of keys) {
    const block = await peekLimit(db, blockKey(name, id));
    if (block.hits > 0) wait = Math.max(wait, block.retryAfterMs);
  }
  if (wait > 0) throw new CallFailure(tooManyAttemptsMessage(wait));
}

/** Counts one failure for each key; a key reaching its limit becomes blocked for its window. */
export async function countFailure(db: Executor, keys: Array<[LimitName, string]>): Promise<void> {
  for (const [name, id] of keys) {
    const { max, windowMs } = LIMITS[name];
    if (!(await hitLimit(db, countKey(name, id), max - 1, windowMs)).allowed) {
      await setLimit(db, blockKey(name, id), 1, windowMs);
      await resetLimits(db, [countKey(name, id)]);
    }
  }
}

/** Forgets the failures of a key (e.g. after a successful sign-in). */
export async function clearFailures(db: Executor, keys: Array<[LimitName, string]>): Promise<void> {
  await resetLimits(db, keys.map(([name, id]) => countKey(name, id)));
}

/**
 * Counts one use (e.g. one e-mail sent) for each key and throws "Too many attempts" when a key is
 * over its limit; nothing is counted for the keys after it then.
 */
export async function consume(db: Executor, keys: Array<[LimitName, string]>): Promise<void> {
  await assertNotBlocked(db, keys);
  for (const [name, id] of keys) {
    const { max, windowMs } = LIMITS[name];
    const hit = await hitLimit(db, countKey(name, id), max, windowMs);
    if (!hit.allowed) {
      const wait = hit.retryAfterMs || windowMs;
      await setLimit(db, blockKey(name, id), 1, wait);
      throw new CallFailure(tooManyAttemptsMessage(wait));
    }
  }
}

/** Each wrong password over the per-address limit adds this wait, up to SLOW_DOWN.maxMs. */
export const SLOW_DOWN = { stepMs: 250, maxMs: 5_000 } as const;

/** Counts a wrong password from an address (no block: see signInSlowDownMs). */
export async function countAddressFailure(db: Executor, ip: string): Promise<void> {
  await hitLimit(db, countKey('signInPerIp', ip), Number.MAX_SAFE_INTEGER, LIMITS.signInPerIp.windowMs);
}

/** How long a sign-in from `ip` waits before it is answered: 0 until the address's limit of failures. */
export async function signInSlowDownMs(db: Executor, ip: string): Promise<number> {
  const over = (await peekLimit(db, countKey('signInPerIp', ip))).hits - LIMITS.signInPerIp.max;
  return over > 0 ? Math.min(SLOW_DOWN.maxMs, over * SLOW_DOWN.stepMs) : 0;
}

/** Normalised key part for an account identifier (user name or e-mail). */
export const accountKey = (identifier: string) => identifier.trim().toLowerCase();
