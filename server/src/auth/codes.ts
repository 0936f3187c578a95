/**
 * E-mailed codes (account verification, password reset, ownership claim): 6 characters of
 * upper-case letters and digits, valid CODE_COUNTDOWN_S (900 s), single use, only an HMAC of the
 * code is stored, wrong attempts are counted and the third wrong attempt invalidates the code.
 *
 * A code is bound to a purpose string (`verify`, `reset`, `claim:source:12`) through its HMAC, so
 * a code sent for one listing claim cannot verify another.
 */
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { CODE_COUNTDOWN_S, CODE_LENGTH, FORGOT_WRONG_CODE_ALLOWANCE } from '@ironscore/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { authCodes } from '../db/schema';

/** Letters and digits without the look-alikes 0/O and 1/I (still "upper-case letters and digits"). */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_TTL_MS = CODE_COUNTDOWN_S * 1000;
/** Wrong attempts that invalidate a code. */
export const MAX_CODE_ATTEMPTS = FORGOT_WRONG_CODE_ALLOWANCE;

export type CodePurpose = 'verify' | 'reset';

export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** The stored form of a code: HMAC-SHA256 over binding, user and the upper-cased code. */
export function hashCode(config: Pick<Config, 'jwtSecret'>, binding: string, userId: number, code: string): string {
  return createHmac('sha256', `ironscore-code:${config.jwtSecret}`)
    .update(`${binding}\n${userId}\n${code.trim().toUpperCase()}`)
    .digest('base64url');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Creates a new code for the user (earlier unused codes of the same purpose stop working) and
 * returns it in clear text for the e-mail.
 */
export async function issueCode(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  opts: { userId: number; purpose: CodePurpose; binding?: string; email: string; now?: Date },
): Promise<{ code: string; expiresAt: Date }> {
  const now = opts.now ?? new Date();
  const code = generateCode();
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  await db.transaction(async (tx) => {
    await tx
      .update(authCodes)
      .set({ used_at: now })
      .where(and(eq(authCodes.user_id, opts.userId), eq(authCodes.purpose, opts.purpose), isNull(authCodes.used_at)));
    await tx.insert(authCodes).values({
      user_id: opts.userId,
      purpose: opts.purpose,
      code_hash: hashCode(config, opts.binding ?? opts.purpose, opts.userId, code),
      email: opts.email,
      expires_at: expiresAt,
    });
  });
  return { code, expiresAt };
}

/**
 * - `ok`: the code matched and is now used.
 * - `wrong`: it did not match; `attemptsLeft` more tries remain.
 * - `locked`: it did not match and this was the last allowed attempt (the code is now invalid).
 * - `expired`: the current code is past its 15 minutes.
 * - `none`: there is no usable code (never sent, already used, or invalidated).
 */
export type CodeCheck =
  | { result: 'ok' }
  | { result: 'wrong'; attemptsLeft: number }
  | { result: 'locked' }
  | { result: 'expired' }
  | { result: 'none' };

/** Checks (and consumes on success) the newest unused code of the user for the purpose. */
export async function checkCode(
  db: Db,
  config: Pick<Config, 'jwtSecret'>,
  opts: { userId: number; purpose: CodePurpose; binding?: string; code: string; now?: Date },
): Promise<CodeCheck> {
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(authCodes)
      .where(and(eq(authCodes.user_id, opts.userId), eq(authCodes.purpose, opts.purpose), isNull(authCodes.used_at)))
      .orderBy(desc(authCodes.created_date), desc(authCodes.code_id))
      .limit(1)
      .for('update');
    if (!row || row.attempts >= MAX_CODE_ATTEMPTS) return { result: 'none' } as const;
    if (row.expires_at.getTime() <= now.getTime()) return { result: 'expired' } as const;
    const expected = hashCode(config, opts.binding ?? opts.purpose, opts.userId, opts.code);
    if (sameHash(expected, row.code_hash)) {
      await tx.update(authCodes).set({ used_at: now }).where(eq(authCodes.code_id, row.code_id));
      return { result: 'ok' } as const;
    }
    const attempts = row.attempts + 1;
    const locked = attempts >= MAX_CODE_ATTEMPTS;
    await tx
      .update(authCodes)
      .set({ attempts, ...(locked ? { used_at: now } : {}) })
      .where(eq(authCodes.code_id, row.code_id));
    return locked ? ({ result: 'locked' } as const) : ({ result: 'wrong', attemptsLeft: MAX_CODE_ATTEMPTS - attempts } as const);
  });
}
