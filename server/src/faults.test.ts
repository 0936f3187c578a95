/**
 * Faults of the real API process under write load (src/main.ts with its embedded PostgreSQL):
 *
 * - kill -9 of the API: the next start works (the orphaned postmaster is stopped), every
 *   acknowledged write is there and every aggregate equals its rows;
 * - PostgreSQL killed: the API stays up, answers the envelope (503 while the database is gone)
 *   and recovers by itself; again nothing acknowledged is lost;
 * - SIGTERM under load: requests in flight are answered, the exit code is 0, PostgreSQL is
 *   stopped after the API;
 * - SIGTERM right after PostgreSQL died: still exit 0, nothing left running.
 *
 * Bounded loops and generous timeouts, no timing assertions (a loaded 2-core machine).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDb, type DbHandle } from './db/client';
import { freePort } from './db/embedded';
import { recomputeAllAggregates } from './aggregates';
import { GENERATED_USER_PASSWORD } from './seed/fixed-accounts';
import {
  isPostmaster,
  post,
  postmasterPid,
  startServerProcess,
  until,
  waitForHealth,
  type HttpResult,
  type ServerProcess,
} from './test/server-process';

jest.setTimeout(600_000);

const API_KEY = 'fault-test-key';
let dataDir: string;
let pgDir: string;
let apiPort: number;
let pgPort: number;
let base: string;
let server: ServerProcess | null = null;
let db: DbHandle | null = null;

const env = () => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  API_PORT: String(apiPort),
  PG_PORT: String(pgPort),
  API_KEY,
  SEED_SCALE: 'test',
  JWT_SECRET: 'fault-test-secret-0123456789-0123456789',
  // Requests in flight at SIGTERM may take long on a loaded machine: do not cut them off here.
  SHUTDOWN_DRAIN_MS: '120000',
});

async function start(): Promise<ServerProcess> {
  server = startServerProcess(env());
  await waitForHealth(base, server);
  return server;
}

const call = (name: string, form: Record<string, string>, token?: string) =>
  post(base, `/api/${name}`, form, { 'x-api-key': API_KEY, ...(token ? { 'x-auth-token': token } : {}) });

function envelope(res: HttpResult): { status: boolean; message: string; data: unknown } {
  const json = JSON.parse(res.body) as { status: unknown; message: unknown; data: unknown };
  expect(typeof json.status).toBe('boolean');
  expect(typeof json.message).toBe('string');
  expect('data' in json).toBe(true);
  return json as { status: boolean; message: string; data: unknown };
}

// ------------------------------------------------------------------ the write load

interface Fixture {
  tokens: string[];
  sourceId: number;
  ratingId: number;
}

interface Load {
  /** Sign_Up user names and comment markers the API acknowledged (status true). */
  ackedUsers: string[];
  ackedComments: string[];
  statuses: Map<number, number>;
  networkErrors: string[];
  stop(): Promise<void>;
}

let seq = 0;

/**
 * `workers` loops of Sign_Up and Set_SourceNewComment until stop(); with `untilNetworkError`
 * a worker ends at its first connection error (the API is gone).
 */
function runLoad(fx: Fixture, workers: number, untilNetworkError: boolean): Load {
  let stopped = false;
  const load: Load = { ackedUsers: [], ackedComments: [], statuses: new Map(), networkErrors: [], stop: async () => undefined };
  const one = async (w: number): Promise<void> => {
    for (let i = 0; !stopped && i < 10_000; i++) {
      const n = seq++;
      const signUp = n % 3 === 0;
      const name = `flt${n.toString(36)}x${w}`;
      const marker = `fault-marker-${n}-${w}`;
      let res: HttpResult;
      try {
        res = signUp
          ? await call('Sign_Up', { user_name: name, user_email: `${name}@fault.example`, user_password: 'secret123' })
          : await call('Set_SourceNewComment', { source_id: String(fx.sourceId), parent_rating_id: String(fx.ratingId), review_comment: marker }, fx.tokens[w % fx.tokens.length]);
      } catch (err) {
        load.networkErrors.push((err as NodeJS.ErrnoException).code ?? (err as Error).message);
        if (untilNetworkError) return;
        await new Promise((r) => setTimeout(r, 50));
        continue;
      }
      load.statuses.set(res.status, (load.statuses.get(res.status) ?? 0) + 1);
      const env = envelope(res);
      if (env.status) (signUp ? load.ackedUsers : load.ackedComments).push(signUp ? name : marker);
    }
  };
  const done = Promise.all(Array.from({ length: workers }, (_, w) => one(w)));
  load.stop = async () => {
    stopped = true;
    await done;
  };
  return load;
}

const acked = (l: Load) => l.ackedUsers.length + l.ackedComments.length;

// ------------------------------------------------------------------ checks on the database

async function openDb(): Promise<DbHandle> {
  db ??= createDb(`postgres://postgres:ironscore@127.0.0.1:${pgPort}/ironscore`, { max: 2, onConnectionError: () => undefined });
  return db;
}

async function expectAckedWritesPresent(loads: Load[]): Promise<void> {
  const { pool } = await openDb();
  const users = loads.flatMap((l) => l.ackedUsers);
  const comments = loads.flatMap((l) => l.ackedComments);
  const foundUsers = await pool.query<{ user_name: string }>('select user_name from users where user_name = any($1)', [users]);
  expect(foundUsers.rows.map((r) => r.user_name).sort()).toEqual([...users].sort());
  const foundComments = await pool.query<{ m: string }>(
    `select substring(review_comment from 'fault-marker-[0-9]+-[0-9]+') m from review_comments where review_comment like '%fault-marker-%'`,
  );
  const present = new Set(foundComments.rows.map((r) => r.m));
  expect(comments.filter((m) => !present.has(m))).toEqual([]);
}

class Rollback extends Error {}

/** Recomputing every aggregate from its rows (in a transaction rolled back) changes nothing. */
async function expectAggregatesEqualRows(): Promise<void> {
  const { db: d } = await openDb();
  const snapshot = async (tx: Parameters<Parameters<typeof d.transaction>[0]>[0]) => {
    const res = await tx.execute<{ t: string; h: string }>(sql`
      select 'sources' t, md5(string_agg(x::text, '|' order by x.source_id)) h from sources x
      union all select 'brands', md5(string_agg(x::text, '|' order by x.brand_id)) from brands x
      union all select 'products', md5(string_agg(x::text, '|' order by x.product_id)) from products x
      union all select 'reviews', md5(string_agg(x::text, '|' order by x.rating_id)) from reviews x
      union all select 'users', md5(string_agg(x::text, '|' order by x.user_id)) from users x
      union all select 'communities', md5(string_agg(x::text, '|' order by x.community_id)) from communities x
      union all select 'community_posts', md5(string_agg(x::text, '|' order by x.post_id)) from community_posts x
      union all select 'product_categories', md5(string_agg(x::text, '|' order by x.category_id)) from product_categories x`);
    return Object.fromEntries(res.rows.map((r) => [r.t, r.h]));
  };
  let before: Record<string, string> = {};
  let after: Record<string, string> = {};
  await d
    .transaction(async (tx) => {
      before = await snapshot(tx);
      await recomputeAllAggregates(tx);
      after = await snapshot(tx);
      throw new Rollback();
    })
    .catch((err) => {
      if (!(err instanceof Rollback)) throw err;
    });
  expect(Object.keys(before).length).toBe(8);
  expect(after).toEqual(before);
}

// ------------------------------------------------------------------ set-up

let fx: Fixture;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'ironscore-faults-'));
  pgDir = path.join(dataDir, 'pg');
  [apiPort, pgPort] = [await freePort(), await freePort()];
  base = `http://127.0.0.1:${apiPort}`;
  await start();
  const { pool } = await openDb();
  const members = await pool.query<{ user_name: string }>(
    `select user_name from users where user_type = 'member' and user_verification_status = 1 and user_id > 6 order by user_id limit 6`,
  );
  const tokens: string[] = [];
  for (const m of members.rows) {
    const res = envelope(await call('Sign_In', { user_name: m.user_name, user_password: GENERATED_USER_PASSWORD }));
    expect(res.status).toBe(true);
    tokens.push(res.data as string);
  }
  const [review] = (
    await pool.query<{ rating_id: number; source_id: number }>(
      `select r.rating_id, r.source_id from reviews r join sources s using (source_id)
        where r.review_type = 'source' and r.review_status = 1 and s.source_status = 1 order by r.rating_id limit 1`,
    )
  ).rows;
  fx = { tokens, sourceId: review!.source_id, ratingId: review!.rating_id };
});

afterAll(async () => {
  await db?.close().catch(() => undefined);
  if (server && server.proc.exitCode === null && server.proc.signalCode === null) {
    server.proc.kill('SIGKILL');
    await server.exited;
  }
  const pid = postmasterPid(pgDir);
  if (pid) {
    process.kill(pid, 'SIGQUIT');
    await until(() => !isPostmaster(pid, pgDir), 30_000, 'the test postmaster to stop').catch(() => {
      if (isPostmaster(pid, pgDir)) process.kill(pid, 'SIGKILL');
    });
  }
  rmSync(dataDir, { recursive: true, force: true });
});

// ------------------------------------------------------------------ the faults

const loads: Load[] = [];

test('kill -9 of the API under write load: the next start works and nothing acknowledged is lost', async () => {
  const load = runLoad(fx, 8, true);
  loads.push(load);
  await until(() => acked(load) >= 30, 120_000, '30 acknowledged writes');
  const pgBefore = postmasterPid(pgDir);
  server!.proc.kill('SIGKILL');
  await server!.exited;
  await load.stop();
  expect(isPostmaster(pgBefore, pgDir)).toBe(true); // the postmaster outlived its API (kill -9 cannot be caught)

  await db?.close();
  db = null;
  await start();
  expect(isPostmaster(pgBefore, pgDir)).toBe(false);
  expect(server!.output()).toMatch(/left running by an earlier start/);
  await expectAckedWritesPresent(loads);
  await expectAggregatesEqualRows();
});

test('PostgreSQL killed under load: the API stays up, answers 503 envelopes, recovers by itself', async () => {
  const load = runLoad(fx, 8, false);
  loads.push(load);
  await until(() => acked(load) >= 15, 120_000, '15 acknowledged writes');
  const pid = postmasterPid(pgDir)!;
  process.kill(pid, 'SIGKILL');
  await until(() => (load.statuses.get(503) ?? 0) > 0, 60_000, 'a 503 while the database is down');
  // recovered: new writes are acknowledged again
  const ackedAtOutage = acked(load);
  await until(() => acked(load) >= ackedAtOutage + 15, 180_000, 'writes to succeed again');
  await load.stop();

  expect(server!.proc.exitCode).toBeNull();
  expect(load.networkErrors).toEqual([]);
  expect([...load.statuses.keys()].sort()).toEqual([200, 503]);
  expect(postmasterPid(pgDir)).not.toBe(pid);
  expect(server!.output()).toMatch(/\[postgres\].*(automatic recovery in progress|database system was interrupted)/);

  await db?.close();
  db = null;
  await expectAckedWritesPresent(loads);
  await expectAggregatesEqualRows();
});

test('SIGTERM under load: requests in flight are answered, exit code 0, PostgreSQL stopped last', async () => {
  const load = runLoad(fx, 8, true);
  loads.push(load);
  await until(() => acked(load) >= 10, 120_000, '10 acknowledged writes');
  await load.stop();

  // A batch of writes; once the first is answered the server has accepted them all: SIGTERM then.
  const batch = Array.from({ length: 16 }, (_, i) => {
    const name = `fltterm${i}`;
    return i % 2
      ? call('Sign_Up', { user_name: name, user_email: `${name}@fault.example`, user_password: 'secret123' }).then((r) => ({ r, name, user: true }))
      : call('Set_SourceNewComment', { source_id: String(fx.sourceId), parent_rating_id: String(fx.ratingId), review_comment: `fault-marker-9999${i}-0` }, fx.tokens[0]).then((r) => ({ r, name: `fault-marker-9999${i}-0`, user: false }));
  });
  await Promise.race(batch);
  const pid = postmasterPid(pgDir);
  server!.proc.kill('SIGTERM');
  const answers = await Promise.allSettled(batch);
  const code = await server!.exited;

  expect(code).toBe(0);
  expect(answers.filter((a) => a.status === 'rejected')).toEqual([]); // none reset or refused
  const term: Load = { ackedUsers: [], ackedComments: [], statuses: new Map(), networkErrors: [], stop: async () => undefined };
  for (const a of answers) {
    if (a.status !== 'fulfilled') continue;
    expect([200, 503]).toContain(a.value.r.status);
    if (envelope(a.value.r).status) (a.value.user ? term.ackedUsers : term.ackedComments).push(a.value.name);
  }
  loads.push(term);
  expect(isPostmaster(pid, pgDir)).toBe(false);
  expect(postmasterPid(pgDir)).toBeNull();
  const output = server!.output();
  expect(output.indexOf('database system is shut down')).toBeGreaterThan(output.indexOf('SIGTERM: shutting down'));
  // every step of the shutdown finished in time (a leaked pool client would hold "closing the pool")
  expect(output.match(/\[server\] .* failed: .*/g) ?? []).toEqual([]);

  await db?.close();
  db = null;
  await start();
  await expectAckedWritesPresent(loads);
  await expectAggregatesEqualRows();
});

test('SIGTERM right after PostgreSQL died: exit code 0 and nothing left running', async () => {
  await db?.close();
  db = null;
  const pid = postmasterPid(pgDir)!;
  process.kill(pid, 'SIGKILL');
  await until(() => !isPostmaster(pid, pgDir), 30_000, 'the postmaster to die');
  server!.proc.kill('SIGTERM');
  expect(await server!.exited).toBe(0);
  expect(postmasterPid(pgDir)).toBeNull();
  expect(server!.output().match(/\[server\] .* failed: .*/g) ?? []).toEqual([]);
});
