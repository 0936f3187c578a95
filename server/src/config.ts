/**
 * Environment configuration of the API server. Every value has a local default so `npm start`
 * works on a fresh machine; production sets the variables.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, DEV_API_KEY, LOCAL_API_PORT } from '@ironscore/contract';
import { parseWriteLimits, type WriteLimits } from './limits';

/** The repository root (server/src/config.ts → ../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');
/** The server package folder. */
export const SERVER_ROOT = path.resolve(__dirname, '..');

export type SeedScale = 'full' | 'test';

export interface Config {
  host: string;
  port: number;
  /** Holds the embedded PostgreSQL data (pg/), uploads (uploads/), the JWT secret and caught mail (mail/). */
  dataDir: string;
  /** External PostgreSQL; when unset the embedded server is used. */
  databaseUrl: string | undefined;
  /** Port of the embedded PostgreSQL. */
  pgPort: number;
  /** Outgoing mail; when unset (and not production) the embedded SMTP catcher is used. */
  smtpUrl: string | undefined;
  /**
   * The embedded SMTP catcher and its dev inbox (/dev/inbox, loopback clients only) instead of
   * SMTP_URL. DEV_INBOX=1/0; default on outside production without SMTP_URL. Refused in production.
   */
  devInbox: boolean;
  mailFrom: string;
  jwtSecret: string;
  /** Session lifetime in seconds. */
  sessionTtlSeconds: number;
  apiKey: string;
  /**
   * The spec's fixed basic credentials (API_BASIC_AUTH="user:password"): when set, every call must
   * carry them (http/basic-auth.ts); null when the deployment does not use them.
   */
  basicAuth: { user: string; password: string } | null;
  /** Public base URL of this API (image URLs, sitemap host). */
  publicApiBase: string;
  /** Public base URL of the site (shell), used in the sitemap. */
  siteUrl: string;
  corsOrigins: string[];
  nodeEnv: string;
  isProduction: boolean;
  seedScale: SeedScale;
  /**
   * Seed an empty database with demo data (known passwords). SEED_DEMO_DATA=1/0; default on
   * outside production. In production an empty database without it refuses to start.
   */
  seedOnEmpty: boolean;
  /** Global rate limit on /api calls: requests per minute per IP. */
  rateLimitMax: number;
  /**
   * Per-account limits of writes by kind (src/limits): the table there, with the overrides of
   * WRITE_LIMITS (`kind=max` or `kind=max/seconds`, comma-separated, e.g. `posts=5,follows=100/60`).
   */
  writeLimits: WriteLimits;
  /**
   * Reverse proxies in front of the API whose X-Forwarded-For entries are trusted (TRUST_PROXY,
   * default 0). Set it to the number of proxies — normally 1, the load balancer: the client
   * address is then the entry that proxy appended, and addresses a client writes into the header
   * itself are ignored. Without it every request seems to come from the proxy, so the per-address
   * limits (sign-in slow-down, mail and sign-up limits, the global rate limit) see one address.
   */
  trustProxy: number;
  logLevel: string;
  /** How long requests in flight may run after SIGTERM before their connections are closed (SHUTDOWN_DRAIN_MS, default 10000). */
  shutdownDrainMs: number;
  /** Upload folder on disk (`${dataDir}/uploads`). */
  uploadsDir: string;
  /** Chromium for site screenshots (CHROMIUM_PATH, default Debian's /usr/bin/chromium). */
  chromiumPath: string;
  /** Screenshots rendered at once (SCREENSHOT_CONCURRENCY, default 2). */
  screenshotConcurrency: number;
  /** Minutes between badge verification rounds (BADGE_CHECK_INTERVAL_MINUTES, default 360; 0 = only after saves). */
  badgeCheckIntervalMinutes: number;
  /** Jobs of the job queue one API process runs at once (JOB_CONCURRENCY, default 2). */
  jobConcurrency: number;
  /**
   * TEST ONLY (SSRF_TEST_ALLOW): "host:port" origins that screenshots and badge checks may reach
   * although they are private (a local test site). Refused with NODE_ENV=production.
   */
  ssrfTestAllow: string[];
  /** Realtime Database of the chat (src/realtime), or null: messages are unavailable. */
  realtime: RealtimeConfig | null;
  /**
   * The read-through cache of call answers (src/cache; API_CACHE=1/0, default on). Off: every call
   * runs its queries (the benchmarks' miss path, debugging).
   */
  apiCache: boolean;
  /**
   * Uploads in an S3-compatible bucket (storage/s3.ts) instead of `uploadsDir`: S3_BUCKET turns it
   * on; S3_ENDPOINT (a store other than AWS; path-style addressing then, S3_FORCE_PATH_STYLE=0 to
   * turn it off), S3_REGION (default us-east-1), S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY (else the
   * SDK's default credential chain), S3_PREFIX (key prefix). Null: the local disk.
   */
  s3: S3Config | null;
  /**
   * A streaming replica for the public reads (db/read-replica.ts; DATABASE_READ_URL), or
   * undefined: every query goes to DATABASE_URL. Needs the API cache (its change feed).
   */
  databaseReadUrl: string | undefined;
  /**
   * EMBEDDED_READ_REPLICA=1 (local runs without DATABASE_URL): a streaming standby of the embedded
   * PostgreSQL (db/standby.ts, data in `${dataDir}/pg-replica`, port PG_REPLICA_PORT, default
   * PG_PORT + 10) becomes the read replica. Off by default.
   */
  embeddedReadReplica: boolean;
  pgReplicaPort: number;
}

export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
  prefix: string;
}

function s3From(env: Env): S3Config | null {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return null;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET must be a bucket name (3-63 lowercase letters, digits, dots, hyphens; got "${bucket}").`);
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL (got "${endpoint}").`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither for the default credential chain).');
  const prefix = (env.S3_PREFIX?.trim() ?? '').replace(/^\/+/, '');
  if (prefix && !/^[A-Za-z0-9._\-/]+\/$/.test(prefix)) throw new Error(`S3_PREFIX must be path segments ending with "/" (got "${prefix}").`);
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flagFrom(env.S3_FORCE_PATH_STYLE, Boolean(endpoint), 'S3_FORCE_PATH_STYLE'),
    prefix,
  };
}

/**
 * - local: the local server (firebase-server, started by scripts/lib/stack.mjs) at host:port; the
 *   API mints HS256 custom tokens with `secret` (REALTIME_DB_EMULATOR_HOST + REALTIME_DB_SECRET).
 * - firebase: a real Firebase project (REALTIME_DB_URL; credentials of firebase-admin from
 *   GOOGLE_APPLICATION_CREDENTIALS): custom tokens from firebase-admin.
 */
export type RealtimeConfig =
  | { mode: 'local'; host: string; port: number; secret: string }
  | { mode: 'firebase'; databaseURL: string };

function realtimeFrom(env: Env): RealtimeConfig | null {
  const url = env.REALTIME_DB_URL?.trim();
  if (url) return { mode: 'firebase', databaseURL: url };
  const emulator = env.REALTIME_DB_EMULATOR_HOST?.trim();
  if (!emulator) return null;
  const match = /^([^:]+):(\d+)$/.exec(emulator);
  if (!match) throw new Error(`REALTIME_DB_EMULATOR_HOST must be host:port (got "${emulator}").`);
  const secret = env.REALTIME_DB_SECRET?.trim() ?? '';
  if (secret.length < 32) throw new Error('REALTIME_DB_SECRET (at least 32 characters) is required with REALTIME_DB_EMULATOR_HOST.');
  return { mode: 'local', host: match[1]!, port: Number(match[2]), secret };
}

type Env = Record<string, string | undefined>;

/** The local origins of the shell and every remote (packages/contract platform.data.json). */
function defaultCorsOrigins(): string[] {
  return APPS.flatMap((app) => [`http://127.0.0.1:${app.port}`, `http://localhost:${app.port}`]);
}

/** A yes/no switch: 1/true/yes/on or 0/false/no/off; `fallback` when unset. */
function flagFrom(value: string | undefined, fallback: boolean, name: string): boolean {
  const v = (value ?? '').trim().toLowerCase();
  if (v === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  throw new Error(`${name} must be 1 or 0 (got "${value}").`);
}

/** TRUST_PROXY: a hop count; true/yes mean one proxy. */
function trustProxyFrom(value: string | undefined): number {
  const v = (value ?? '').trim().toLowerCase();
  if (['true', 'yes', 'on'].includes(v)) return 1;
  if (['false', 'no', 'off'].includes(v)) return 0;
  return intFrom(value, 0, 'TRUST_PROXY');
}

const SHELL_PORT = APPS.find((app) => app.name === 'shell')!.port;

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer (got "${value}").`);
  return n;
}

/** Reads JWT_SECRET, or a secret generated once and kept in `${dataDir}/jwt-secret`. */
function jwtSecretFrom(env: Env, dataDir: string): string {
  const fromEnv = env.JWT_SECRET?.trim();
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}

/** "user:password" → the credentials; the password may contain colons, neither part may be empty. */
function basicAuthFrom(value: string | undefined): Config['basicAuth'] {
  const raw = value?.trim();
  if (!raw) return null;
  const colon = raw.indexOf(':');
  if (colon <= 0 || colon === raw.length - 1) throw new Error('API_BASIC_AUTH must be "user:password" (both non-empty).');
  return { user: raw.slice(0, colon), password: raw.slice(colon + 1) };
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const dataDir = path.resolve(env.DATA_DIR?.trim() || path.join(REPO_ROOT, '.data', 'dev'));
  const host = env.API_HOST?.trim() || '127.0.0.1';
  const port = intFrom(env.API_PORT, LOCAL_API_PORT, 'API_PORT');
  const seedScale = (env.SEED_SCALE?.trim() || 'full') as SeedScale;
  if (seedScale !== 'full' && seedScale !== 'test') throw new Error(`SEED_SCALE must be full or test (got "${seedScale}").`);
  const isProduction = nodeEnv === 'production';
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  const apiCache = flagFrom(env.API_CACHE, true, 'API_CACHE');
  const databaseReadUrl = env.DATABASE_READ_URL?.trim() || undefined;
  const embeddedReadReplica = flagFrom(env.EMBEDDED_READ_REPLICA, false, 'EMBEDDED_READ_REPLICA');
  if (embeddedReadReplica && (env.DATABASE_URL?.trim() || databaseReadUrl)) {
    throw new Error('EMBEDDED_READ_REPLICA makes a standby of the embedded PostgreSQL: it cannot go with DATABASE_URL or DATABASE_READ_URL.');
  }
  // The replica router learns what changed from the cache's listener (db/read-replica.ts).
  if ((databaseReadUrl || embeddedReadReplica) && !apiCache) {
    throw new Error(`${databaseReadUrl ? 'DATABASE_READ_URL' : 'EMBEDDED_READ_REPLICA'} needs the API cache (API_CACHE=0 turns it off): reads are sent to the replica only once it has replayed every change the cache was notified of.`);
  }
  const pgPort = intFrom(env.PG_PORT, 5433, 'PG_PORT');
  const corsOrigins = env.CORS_ORIGINS?.trim()
    ? env.CORS_ORIGINS.split(',').map((o) => o.trim().replace(/\/$/, '')).filter(Boolean)
    : defaultCorsOrigins();
  return {
    host,
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL?.trim() || undefined,
    pgPort,
    smtpUrl,
    devInbox: flagFrom(env.DEV_INBOX, !isProduction && !smtpUrl, 'DEV_INBOX'),
    mailFrom: env.MAIL_FROM?.trim() || 'IronScore <no-reply@ironscore.local>',
    jwtSecret: jwtSecretFrom(env, dataDir),
    sessionTtlSeconds: intFrom(env.SESSION_TTL_SECONDS, 30 * 24 * 3600, 'SESSION_TTL_SECONDS'),
    apiKey: env.API_KEY?.trim() || DEV_API_KEY,
    basicAuth: basicAuthFrom(env.API_BASIC_AUTH),
    publicApiBase: (env.PUBLIC_API_BASE?.trim() || `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    siteUrl: (env.SITE_URL?.trim() || `http://127.0.0.1:${SHELL_PORT}`).replace(/\/$/, ''),
    corsOrigins,
    nodeEnv,
    isProduction,
    seedScale,
    seedOnEmpty: flagFrom(env.SEED_DEMO_DATA, !isProduction, 'SEED_DEMO_DATA'),
    rateLimitMax: intFrom(env.RATE_LIMIT_MAX, nodeEnv === 'production' ? 600 : 10_000, 'RATE_LIMIT_MAX'),
    writeLimits: parseWriteLimits(env.WRITE_LIMITS),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL?.trim() || (nodeEnv === 'production' ? 'info' : 'warn'),
    uploadsDir: path.join(dataDir, 'uploads'),
    realtime: realtimeFrom(env),
    shutdownDrainMs: intFrom(env.SHUTDOWN_DRAIN_MS, 10_000, 'SHUTDOWN_DRAIN_MS'),
    chromiumPath: env.CHROMIUM_PATH?.trim() || '/usr/bin/chromium',
    screenshotConcurrency: Math.max(1, intFrom(env.SCREENSHOT_CONCURRENCY, 2, 'SCREENSHOT_CONCURRENCY')),
    badgeCheckIntervalMinutes: intFrom(env.BADGE_CHECK_INTERVAL_MINUTES, 360, 'BADGE_CHECK_INTERVAL_MINUTES'),
    jobConcurrency: Math.max(1, intFrom(env.JOB_CONCURRENCY, 2, 'JOB_CONCURRENCY')),
    ssrfTestAllow: ssrfTestAllowFrom(env, nodeEnv),
    apiCache,
    s3: s3From(env),
    databaseReadUrl,
    embeddedReadReplica,
    pgReplicaPort: intFrom(env.PG_REPLICA_PORT, pgPort + 10, 'PG_REPLICA_PORT'),
  };
}

/** SSRF_TEST_ALLOW: comma-separated host:port pairs; never in production. */
function ssrfTestAllowFrom(env: Env, nodeEnv: string): string[] {
  const list = (env.SSRF_TEST_ALLOW ?? '')
    .split(',')
    .map((x) => x.trim().toLowerCase())
    .filter(Boolean);
  if (list.length && nodeEnv === 'production') throw new Error('SSRF_TEST_ALLOW is a test-only setting and cannot be used with NODE_ENV=production.');
  for (const origin of list) if (!/^[a-z0-9.\-[\]:]+:\d+$/.test(origin)) throw new Error(`SSRF_TEST_ALLOW entries are host:port (got "${origin}").`);
  return list;
}

/**
 * The development conveniences a production start refuses, as one line (null when there is none):
 * the Firebase Auth emulator (it mints a Google token for any address), the dev inbox (it shows
 * every code to whoever asks), the development API key. Seeding an empty database without
 * SEED_DEMO_DATA=1 is refused by the start itself (it needs the database).
 */
export function productionRefusal(config: Config, env: Env = process.env): string | null {
  if (!config.isProduction) return null;
  const problems: string[] = [];
  if (env.FIREBASE_AUTH_EMULATOR_HOST?.trim()) problems.push('FIREBASE_AUTH_EMULATOR_HOST is set (the Auth emulator accepts any Google account)');
  if (config.devInbox) problems.push('DEV_INBOX is on (the dev inbox shows every mailed code to anyone)');
  if (config.apiKey === DEV_API_KEY) problems.push('API_KEY is not set (the development key is public)');
  return problems.length ? problems.join('; ') : null;
}

/** The one line a production start prints before it exits when the database is empty and seeding is off. */
export const EMPTY_DATABASE_REFUSAL =
  'the database is empty and SEED_DEMO_DATA is not set (the demo seed creates accounts with known passwords; set SEED_DEMO_DATA=1 to seed it anyway)';
