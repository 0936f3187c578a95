/**
 * Session tokens: an HS256 JWT whose payload is the LoginUser of the contract plus `jti` (the
 * session id) and `exp`. Every issued token has a row in `sessions`; a token is valid only while
 * its row exists, is not revoked and has not expired. Logout revokes the row.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import type { LoginUser, UserType } from '@ironscore/contract';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import type { ApiCache } from '../cache/api-cache';

export interface TokenClaims extends LoginUser {
  jti: string;
  exp: number;
  iat: number;
}

const ISSUER = 'ironscore';
const USER_TYPES: readonly UserType[] = ['member', 'source', 'brand'];

function key(config: Pick<Config, 'jwtSecret'>): Uint8Array {
  return new TextEncoder().encode(config.jwtSecret);
}

/**
 * The LoginUser fields of a users row (or of a LoginUser). Managers carry `user_is_manager: true`
 * (the shell opens the console's routes for them; every console call still checks the database).
 */
export function toLoginUser(
  row: Pick<typeof users.$inferSelect, 'user_id' | 'user_email' | 'user_name' | 'user_verification_status' | 'user_type'> & {
    is_manager?: boolean;
    user_is_manager?: boolean;
  },
): LoginUser {
  return {
    user_id: row.user_id,
    user_email: row.user_email,
    user_name: row.user_name,
    user_verification_status: row.user_verification_status,
    user_type: row.user_type,
    ...(row.is_manager === true || row.user_is_manager === true ? { user_is_manager: true } : {}),
  };
}

export interface IssueOptions {
  ip?: string;
  userAgent?: string;
  /** Lifetime in seconds (default config.sessionTtlSeconds). */
  ttlSeconds?: number;
}

/** The signed token of a session: the login user's claims, its jti and its expiry. */
function signToken(config: Pick<Config, 'jwtSecret'>, user: LoginUser, jti: string, expiresAt: Date): Promise<string> {
  return new SignJWT({ ...toLoginUser(user) })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setJti(jti)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(config));
}

/** Signs a token for `user` and stores its session row. */
export async function issueToken(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'sessionTtlSeconds'>,
  user: LoginUser,
  options: IssueOptions = {},
): Promise<{ token: string; jti: string; expiresAt: Date }> {
  const jti = randomUUID();
  const ttl = options.ttlSeconds ?? config.sessionTtlSeconds;
  const expiresAt = new Date(Date.now() + ttl * 1000);
  await db.insert(sessions).values({
    jti,
    user_id: user.user_id,
    expires_at: expiresAt,
    ip: (options.ip ?? '').slice(0, 64),
    user_agent: (options.userAgent ?? '').slice(0, 500),
  });
  const token = await signToken(config, user, jti, expiresAt);
  return { token, jti, expiresAt };
}

/** Checks signature, expiry and the claims' shape only (no database). Null when invalid. */
export async function decodeToken(config: Pick<Config, 'jwtSecret'>, token: string): Promise<TokenClaims | null> {
  if (!token || token.length > 4096) return null;
  try {
    const { payload } = await jwtVerify(token, key(config), { algorithms: ['HS256'], issuer: ISSUER });
    const p = payload as Partial<TokenClaims>;
    if (
      typeof p.jti !== 'string' ||
      typeof p.user_id !== 'number' ||
      typeof p.user_name !== 'string' ||
      typeof p.user_email !== 'string' ||
      typeof p.user_verification_status !== 'number' ||
      !USER_TYPES.includes(p.user_type as UserType) ||
      typeof p.exp !== 'number'
    ) {
      return null;
    }
    return p as TokenClaims;
  } catch (err) {
    if (err instanceof joseErrors.JOSEError) return null;
    throw err;
  }
}

/** A token is valid when it verifies and its session row is live. Null otherwise. */
export async function verifyToken(db: Db, config: Pick<Config, 'jwtSecret'>, token: string): Promise<TokenClaims | null> {
  const claims = await decodeToken(config, token);
  if (!claims) return null;
  const [row] = await db
    .select({ user_id: sessions.user_id })
    .from(sessions)
    .where(and(eq(sessions.jti, claims.jti), isNull(sessions.revoked_at), gt(sessions.expires_at, new Date())))
    .limit(1);
  if (!row || row.user_id !== claims.user_id) return null;
  return claims;
}

/**
 * verifyToken through the API cache: a valid token's claims are kept while the `sessions` table is
 * unchanged (any login, logout, refresh or revocation — by a call, the CLI or another instance —
 * invalidates every kept session through the table's trigger) and never past the token's expiry
 * or the cache's MAX_TTL_MS. Invalid tokens are not kept. Without a cache: verifyToken.
 */
export async function verifySession(db: Db, config: Pick<Config, 'jwtSecret'>, token: string, cache: ApiCache | null): Promise<TokenClaims | null> {
  if (!cache || !token) return verifyToken(db, config, token);
  const key = `session\0${token}`;
  const hit = cache.get<TokenClaims>(key);
  if (hit && hit.exp * 1000 > Date.now()) return hit;
  const { result, store } = await cache.track(() => verifyToken(db, config, token));
  const lifetime = result ? result.exp * 1000 - Date.now() : 0;
  if (result && lifetime > 1_000) store(key, result, token.length + 256, lifetime);
  return result;
}

/** Revokes one session (logout). */
export async function revokeSession(db: Db, jti: string): Promise<void> {
  await db.update(sessions).set({ revoked_at: new Date() }).where(and(eq(sessions.jti, jti), isNull(sessions.revoked_at)));
}

/** Revokes every live session of a user (e.g. after a password change), optionally keeping one. Accepts a transaction. */
export async function revokeUserSessions(db: Pick<Db, 'select' | 'update'>, userId: number, exceptJti?: string): Promise<void> {
  const rows = await db
    .select({ jti: sessions.jti })
    .from(sessions)
    .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)));
  const now = new Date();
  for (const r of rows) {
    if (r.jti === exceptJti) continue;
    await db.update(sessions).set({ revoked_at: now }).where(eq(sessions.jti, r.jti));
  }
}

/** Current LoginUser fields of a user id, or null when the user no longer exists. */
export async function loadLoginUser(db: Db, userId: number): Promise<LoginUser | null> {
  const [row] = await db
    .select({
      user_id: users.user_id,
      user_email: users.user_email,
      user_name: users.user_name,
      user_verification_status: users.user_verification_status,
      user_type: users.user_type,
      is_manager: users.is_manager,
    })
    .from(users)
    .where(eq(users.user_id, userId))
    .limit(1);
  return row ? toLoginUser(row) : null;
}

/**
 * A fresh token for an existing session (same jti, current user fields, expiry pushed forward).
 * Other copies of the previous token stay valid until logout revokes the session.
 */
export async function refreshToken(
  db: Db,
  config: Pick<Config, 'jwtSecret' | 'sessionTtlSeconds'>,
  jti: string,
  user: LoginUser,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(Date.now() + config.sessionTtlSeconds * 1000);
  await db.update(sessions).set({ expires_at: expiresAt }).where(eq(sessions.jti, jti));
  const token = await signToken(config, user, jti, expiresAt);
  return { token, expiresAt };
}
