/**
 * Test harness of the server: one fresh database per test file (a clone of the migrated and seeded
 * template), the real app with a temp-dir storage and a captured mailer, and call() to send a call
 * as multipart form data exactly like the browser client.
 *
 *   const t = fileTestApp();   // created before the file's first test, closed after its last
 *
 *   const res = await t.call('Get_Page', { page_slug_url: 'about-us' });
 *   const { token } = await t.loginAs('some_seeded_user');
 *   const me = await t.call('Get_UserToken', {}, { token });
 *   t.mails.last('someone@example.com')?.text
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_KEY_HEADER, TOKEN_HEADER, type CallName, type DataOf, type Envelope, type LoginUser, type PayloadIn, type UploadedFile } from '@ironscore/contract';
import { apiCacheOf, buildApp, type BuildAppOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { createDb, type Db, type DbHandle } from '../db/client';
import { users } from '../db/schema';
import { issueToken, toLoginUser } from '../auth/tokens';
import { CapturedMailer } from '../mail/captured';
import { withOutbox } from '../mail/outbox';
import { LocalStorage } from '../storage/local';
import type { Storage } from '../storage/types';
import { TEMPLATE_DB, TEST_ENV } from './env';
import type { Services } from '../calls/types';

export const TEST_API_KEY = 'test-api-key';

/** A form value: scalars are sent as text, objects as JSON text, UploadedFile as a file part. */
export type FormValue = unknown;

export interface CallOptions {
  token?: string;
  /** Default 'multipart' (as the client sends); 'urlencoded' and 'json' test the other parsers. */
  encoding?: 'multipart' | 'urlencoded' | 'json';
  /** Send another API key (undefined = the right one; null = none). */
  apiKey?: string | null;
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  pool: pg.Pool;
  config: Config;
  storage: Storage;
  /** Every mail the app sent (newest last); `.last(to)` gives the newest to an address. */
  mails: CapturedMailer;
  /** Sends a call and returns the parsed envelope. */
  call<K extends CallName>(name: K, payload?: PayloadIn<K> | Record<string, FormValue>, options?: CallOptions): Promise<Envelope<DataOf<K>>>;
  /** Like call() but returns the raw inject response (status code, headers). */
  callRaw(name: string, payload?: Record<string, FormValue>, options?: CallOptions): Promise<LightMyRequestResponse>;
  /** A session token for a seeded user (by user_name). */
  loginAs(userName: string): Promise<{ token: string; user: LoginUser; jti: string }>;
  /** The services given to the app (createTestApp's `services`). */
  services: Partial<Services>;
  /** Row count of a table (to prove nothing was written). */
  count(table: string): Promise<number>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Overrides of the test config. */
  config?: Partial<Config>;
  handlers?: BuildAppOptions['handlers'];
  /** Screenshots / badge job built on the test database (default none). */
  services?: (db: Db) => Partial<Services>;
  /** An empty (migrated, unseeded) database instead of the seeded clone. Default false. */
  logger?: BuildAppOptions['logger'];
  /** The realtime chat store (default: none, messages unavailable); see src/test/realtime.ts. */
  chat?: BuildAppOptions['chat'];
  /** Connections of the app's pool (default 5); concurrency tests need one per writer in flight. */
  poolSize?: number;
  /**
   * A second API instance on the database of this app (its own pool, app, storage and mailer),
   * as behind a load balancer; closing it leaves the database to its owner.
   */
  sameDatabaseAs?: TestApp;
  /** The upload storage (default: a LocalStorage in the app's temp data directory). */
  storage?: (config: Config) => Storage;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run server tests through jest (server/jest.config.cjs globalSetup).`);
  return value;
}

/** Builds a multipart/form-data body like a browser FormData. */
export function multipartBody(payload: Record<string, FormValue>): { body: Buffer; contentType: string } {
  const boundary = `----ironscore${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [key, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'object' && 'data' in value && (value as UploadedFile).data instanceof Uint8Array) {
      const file = value as UploadedFile;
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${key}"; filename="${file.filename.replace(/"/g, '')}"\r\n` +
            `Content-Type: ${file.mimetype || 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.from(file.data));
      chunks.push(Buffer.from('\r\n'));
    } else {
      const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${key}"\r\n\r\n${text}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

async function cloneTemplate(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`CREATE DATABASE "${name}" TEMPLATE ${TEMPLATE_DB}`);
        return;
      } catch (err) {
        // Another file cloning at the same moment holds the template briefly.
        if (attempt >= 20 || !/being accessed by other users/.test((err as Error).message)) throw err;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  } finally {
    await admin.end();
  }
}

async function dropDatabase(base: string, name: string): Promise<void> {
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/**
 * The test file's app: `const t = fileTestApp();` at the top of a file creates it before the file's
 * first test and closes it after its last (the object is filled in then: use it in tests and
 * hooks). `options` may be a function when they depend on what an earlier hook made.
 */
export function fileTestApp(options: CreateTestAppOptions | (() => CreateTestAppOptions) = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(typeof options === 'function' ? options() : options));
  });
  afterAll(() => t.close?.());
  return t;
}

/** Two API instances on one database (as behind a load balancer) for the file's tests; the second closes first. */
export function fileTestAppPair(): [TestApp, TestApp] {
  const [a, b] = [{} as TestApp, {} as TestApp];
  beforeAll(async () => {
    Object.assign(a, await createTestApp());
    Object.assign(b, await createTestApp({ sameDatabaseAs: a }));
  });
  afterAll(async () => {
    await b.close?.();
    await a.close?.();
  });
  return [a, b];
}

/** A seeded user signed in before the file's tests (filled in then, like fileTestApp). */
export function signedInBeforeAll(t: TestApp, userName: string): { token: string; user: LoginUser; jti: string } {
  const session = {} as { token: string; user: LoginUser; jti: string };
  beforeAll(async () => {
    Object.assign(session, await t.loginAs(userName));
  });
  return session;
}

export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const base = env(TEST_ENV.base);
  const root = env(TEST_ENV.root);
  const shared = options.sameDatabaseAs;
  const name = shared ? new URL(shared.config.databaseUrl!).pathname.slice(1) : `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  if (!shared) await cloneTemplate(base, name);
  const drop = async () => {
    if (!shared) await dropDatabase(base, name).catch(() => undefined);
  };

  const dataDir = mkdtempSync(path.join(root, 'app-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: `${base}/${name}`,
      JWT_SECRET: 'test-jwt-secret-not-for-production-use-0123456789',
      API_KEY: TEST_API_KEY,
      PUBLIC_API_BASE: 'http://127.0.0.1:4000',
      SITE_URL: 'http://127.0.0.1:3000',
      RATE_LIMIT_MAX: '100000',
    }),
    ...options.config,
  };
  mkdirSync(config.uploadsDir, { recursive: true });

  let handle: DbHandle | null = null;
  let app: FastifyInstance | null = null;
  try {
    handle = createDb(`${base}/${name}`, { max: options.poolSize ?? 5 });
    const mails = new CapturedMailer(config.mailFrom);
    const storage =
      options.storage?.(config) ??
      new LocalStorage(config.uploadsDir, {
        publicBase: config.publicApiBase,
        fallbackRoots: [process.env[TEST_ENV.uploads] ?? ''].filter(Boolean),
      });
    const services = options.services?.(handle.db) ?? {};
    app = await buildApp({
      services,
      db: handle.db,
      config,
      // As in main.ts: every mail is recorded in mail_outbox (codes masked).
      mailer: withOutbox(handle.db, mails),
      storage,
      inbox: mails,
      handlers: options.handlers,
      logger: options.logger ?? false,
      chat: options.chat,
    });
    await app.ready();
    const db = handle.db;
    const pool = handle.pool;
    const theApp = app;
    const theHandle = handle;

    const callRaw: TestApp['callRaw'] = async (callName, payload = {}, opts = {}) => {
      const headers: Record<string, string> = { ...(opts.headers ?? {}) };
      if (opts.apiKey !== null) headers[API_KEY_HEADER] = opts.apiKey ?? TEST_API_KEY;
      if (opts.token !== undefined) headers[TOKEN_HEADER] = opts.token;
      const encoding = opts.encoding ?? 'multipart';
      let body: Buffer | string;
      if (encoding === 'multipart') {
        const mp = multipartBody(payload);
        headers['content-type'] = mp.contentType;
        body = mp.body;
      } else if (encoding === 'urlencoded') {
        headers['content-type'] = 'application/x-www-form-urlencoded';
        body = new URLSearchParams(
          Object.entries(payload)
            .filter(([, v]) => v !== undefined && v !== null)
            .map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)]),
        ).toString();
      } else {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(payload);
      }
      // Writes the test made directly in the database are applied to the API cache first (as they
      // would be within milliseconds for a real client).
      await apiCacheOf(theApp)?.sync();
      return theApp.inject({ method: 'POST', url: `/api/${callName}`, headers, payload: body });
    };

    return {
      app: theApp,
      db,
      pool,
      config,
      storage,
      mails,
      services,
      callRaw,
      async call(callName, payload, opts) {
        const res = await callRaw(callName, (payload ?? {}) as Record<string, FormValue>, opts);
        return res.json();
      },
      async loginAs(userName) {
        const [row] = await db.select().from(users).where(eq(users.user_name, userName)).limit(1);
        if (!row) throw new Error(`No seeded user named ${userName}`);
        const user = toLoginUser(row);
        const { token, jti } = await issueToken(db, config, user);
        return { token, user, jti };
      },
      async count(table) {
        if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`Bad table name ${table}`);
        const r = await pool.query<{ n: number }>(`select count(*)::int as n from "${table}"`);
        return r.rows[0]!.n;
      },
      async close() {
        await services.screenshots?.close().catch(() => undefined);
        await theApp.close().catch(() => undefined);
        await theHandle.close().catch(() => undefined);
        await drop();
      },
    };
  } catch (err) {
    await app?.close().catch(() => undefined);
    await handle?.close().catch(() => undefined);
    await drop();
    throw err;
  }
}
