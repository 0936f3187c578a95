/**
 * The read replica on the real embedded PostgreSQL: a primary of its own (migrated, seeded at the
 * test scale), a hot standby made from it by standby.ts, the real app routing the public reads
 * (db/read-replica.ts). Replay is paused on the standby (pg_wal_replay_pause) to make it lag on
 * demand, and its postmaster is killed with SIGKILL mid-load.
 */
import { mkdtempSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { API_KEY_HEADER, TOKEN_HEADER, type CallName } from '@ironscore/contract';
import { apiCacheOf, buildApp, readReplicaOf } from '../app';
import { loadConfig } from '../config';
import { createDb, type DbHandle } from './client';
import { freePort, startEmbeddedPostgres, type EmbeddedPg } from './embedded';
import { runMigrations } from './migrate';
import { seedDatabase } from '../seed';
import { makeStandbyDataDir, dropStandbySlot } from './standby';
import { ReadReplica, lsnToBigInt } from './read-replica';
import { CapturedMailer } from '../mail/captured';
import { MemoryStorage } from '../storage/memory';
import { issueToken, toLoginUser } from '../auth/tokens';
import { multipartBody } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { TEST_ENV } from '../test/env';

jest.setTimeout(120_000);

const API_KEY = 'replica-test-key';
const SLOT = 'replica_test';
let root: string;
let primary: EmbeddedPg;
let standby: EmbeddedPg | null = null;
let standbyPort: number;
let primaryHandle: DbHandle;
let app: FastifyInstance;
let admin: pg.Client;
const config = () =>
  loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: path.join(root, 'app'),
    JWT_SECRET: 'test-jwt-secret-not-for-production-use-0123456789',
    API_KEY,
    RATE_LIMIT_MAX: '100000',
  });

const startStandby = () => startEmbeddedPostgres({ dir: path.join(root, 'standby'), port: standbyPort, ephemeral: true, supervise: false });

/** A client on the standby (its own connection: pausing replay is per server, not per session). */
async function onStandby<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: standby!.url('ironscore') });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}
const pauseReplay = () => onStandby((c) => c.query('select pg_wal_replay_pause()'));
const resumeReplay = () => onStandby((c) => c.query('select pg_wal_replay_resume()'));

/** Waits until the standby has replayed everything the primary has written now; returns the ms it took. */
async function caughtUp(): Promise<number> {
  const started = Date.now();
  // What the primary has flushed (the test's writers commit durably): a standby cannot receive more.
  const { rows } = await admin.query<{ lsn: string }>('select pg_current_wal_flush_lsn()::text lsn');
  const target = lsnToBigInt(rows[0]!.lsn);
  return onStandby(async (c) => {
    for (;;) {
      const r = await c.query<{ lsn: string }>('select pg_last_wal_replay_lsn()::text lsn');
      if (lsnToBigInt(r.rows[0]!.lsn) >= target) return Date.now() - started;
      if (Date.now() - started > 10_000) throw new Error(`the standby did not catch up in 10 s (replayed ${r.rows[0]!.lsn}, primary at ${rows[0]!.lsn})`);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  });
}

async function call<T = unknown>(name: CallName, payload: Record<string, unknown> = {}, token?: string) {
  const { body, contentType } = multipartBody(payload);
  const headers: Record<string, string> = { [API_KEY_HEADER]: API_KEY, 'content-type': contentType };
  if (token) headers[TOKEN_HEADER] = token;
  const res = await app.inject({ method: 'POST', url: `/api/${name}`, headers, payload: body });
  return { statusCode: res.statusCode, ...(res.json() as { status: boolean; message: string; data: T }) };
}

const router = () => readReplicaOf(app)!;

beforeAll(async () => {
  root = mkdtempSync(path.join(process.env[TEST_ENV.root]!, 'replica-'));
  primary = await startEmbeddedPostgres({ dir: path.join(root, 'primary'), port: await freePort(), ephemeral: true });
  admin = new pg.Client({ connectionString: primary.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE ironscore');
  await admin.end();
  // The throwaway cluster runs with synchronous_commit=off, so a commit reaches the WAL (and the
  // standby) up to wal_writer_delay (200 ms) later; the writers here commit as production does.
  const durable = `${primary.url('ironscore')}?options=${encodeURIComponent('-c synchronous_commit=on')}`;
  admin = new pg.Client({ connectionString: durable });
  await admin.connect();
  const seeding = createDb(primary.url('ironscore'), { max: 4 });
  try {
    await runMigrations(seeding.db);
    await seedDatabase(seeding.db, { uploadsDir: path.join(root, 'uploads'), scale: 'test', skipImages: true });
  } finally {
    await seeding.close();
  }
  primaryHandle = createDb(durable, { max: 8 });

  await makeStandbyDataDir({ primaryUrl: primary.url('postgres'), primaryDir: path.join(root, 'primary'), dir: path.join(root, 'standby'), slot: SLOT });
  standbyPort = await freePort();
  standby = await startStandby();
  await caughtUp();

  app = await buildApp({
    db: primaryHandle.db,
    config: config(),
    mailer: new CapturedMailer(),
    storage: new MemoryStorage(),
    logger: false,
    readReplica: createDb(standby.url('ironscore'), { max: 4, onConnectionError: () => undefined }),
  });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await primaryHandle?.close();
  await standby?.stop();
  if (primary) await dropStandbySlot(primary.url('postgres'), SLOT).catch(() => undefined);
  await admin?.end().catch(() => undefined);
  await primary?.stop();
});

test('the standby streams the primary\'s writes and refuses its own', async () => {
  expect(await onStandby(async (c) => (await c.query('select pg_is_in_recovery() r')).rows[0].r)).toBe(true);
  const lags: number[] = [];
  for (let i = 0; i < 20; i++) {
    await admin.query(`update pages set page_content = $1 where page_slug_url = 'about-us'`, [`<p>version ${i}</p>`]);
    lags.push(await caughtUp());
  }
  const seen = await onStandby(async (c) => (await c.query(`select page_content from pages where page_slug_url = 'about-us'`)).rows[0].page_content);
  expect(seen).toBe('<p>version 19</p>');
  lags.sort((a, b) => a - b);
  console.log(`replica lag after a commit (commit → replayed on the standby), 20 writes: median ${lags[10]} ms, max ${lags[19]} ms`);
  await expect(onStandby((c) => c.query(`update pages set page_name = 'x'`))).rejects.toMatchObject({ code: '25006' });
  // the router sees it up and caught up
  await router().probe();
  expect(router().state).toBe('up');
  expect(router().lagMs).toBeLessThan(1_000);
});

test('public reads go to the replica when it is caught up; token calls and writes stay on the primary', async () => {
  const before = { ...router().stats };
  const page = await call<{ page_content: string }>('Get_Page', { page_slug_url: 'about-us' });
  expect(page).toMatchObject({ status: true, data: { page_content: '<p>version 19</p>' } });
  expect(router().stats.replica).toBe(before.replica + 1);
  const health = (await app.inject({ method: 'GET', url: '/health' })).json();
  expect(health.data).toMatchObject({ database: true, replica: { state: 'up', reads: { replica: before.replica + 1 } } });

  const member = await insertUser(primaryHandle.db, { user_verification_status: 1 });
  const { token } = await issueToken(primaryHandle.db, config(), toLoginUser(member));
  const mine = { ...router().stats };
  expect((await call('Get_Profile', {}, token)).status).toBe(true);
  expect((await call('Set_Profile', { user_fullname: 'Replica Reader' }, token)).status).toBe(true);
  // Neither the token read nor the write went through the router.
  expect(router().stats.replica + router().stats.primary).toBe(mine.replica + mine.primary);
});

test('a client\'s own write is read back at once although the replica has not replayed it (read-your-writes)', async () => {
  const row = await insertUser(primaryHandle.db, { user_verification_status: 1 });
  const { token } = await issueToken(primaryHandle.db, config(), toLoginUser(row));
  await caughtUp();
  expect((await call<{ user_bio: string }>('Get_User', { user_name: row.user_name })).status).toBe(true);
  expect((await call<{ user_bio: string }>('Get_User', { user_name: row.user_name })).data.user_bio).not.toBe('Fresh Name');
  await pauseReplay();
  try {
    expect((await call('Set_Profile', { user_bio: 'Fresh Name' }, token)).status).toBe(true);
    const before = { ...router().stats };
    // The next public read, with and without the token, shows the write…
    expect((await call<{ user_bio: string }>('Get_User', { user_name: row.user_name }, token)).data.user_bio).toBe('Fresh Name');
    expect((await call<{ user_bio: string }>('Get_User', { user_name: row.user_name })).data.user_bio).toBe('Fresh Name');
    // …from the primary, although the replica still has the old name.
    const onReplica = await onStandby(async (c) => (await c.query('select user_bio from users where user_id = $1', [row.user_id])).rows[0].user_bio);
    expect(onReplica).not.toBe('Fresh Name');
    expect(router().stats.behind).toBeGreaterThanOrEqual(before.behind + 2);
    expect(router().stats.replica).toBe(before.replica);
  } finally {
    await resumeReplay();
  }
  await caughtUp();
  const back = router().stats.replica;
  expect((await call('Get_SearchText', { searchText: row.user_name })).status).toBe(true);
  expect(router().stats.replica).toBe(back + 1);
});

test('after an invalidation a lagging replica cannot refill the answer cache with the old answer', async () => {
  const cache = apiCacheOf(app)!;
  const read = () => call<{ page_content: string }>('Get_Page', { page_slug_url: 'privacy-policy' });
  await caughtUp();
  const onReplica = router().stats.replica;
  const first = await read();
  expect(first.status).toBe(true);
  // Answered by the replica and stored with the tables its statements read there (below, the
  // write to pages must invalidate it).
  expect(router().stats.replica).toBe(onReplica + 1);
  const hits = cache.stats.hits;
  expect((await read()).data.page_content).toBe(first.data.page_content);
  expect(cache.stats.hits).toBe(hits + 1); // stored

  await pauseReplay();
  try {
    // A write on the primary by anyone (here: SQL, as a manager's edit), heard through NOTIFY.
    await admin.query(`update pages set page_content = '<p>new policy</p>' where page_slug_url = 'privacy-policy'`);
    await cache.sync();
    const replicaHas = await onStandby(async (c) => (await c.query(`select page_content from pages where page_slug_url = 'privacy-policy'`)).rows[0].page_content);
    expect(replicaHas).toBe(first.data.page_content); // the replica still has the old text
    // Read twice: the miss must not have been answered (and stored) from the lagging replica.
    expect((await read()).data.page_content).toBe('<p>new policy</p>');
    expect((await read()).data.page_content).toBe('<p>new policy</p>');
  } finally {
    await resumeReplay();
  }
  await caughtUp();
  expect((await read()).data.page_content).toBe('<p>new policy</p>');
});

test('over the lag bound the replica is not used; caught up, it is again', async () => {
  // A router of its own with a short bound and probe, on the app's cache and the same two servers.
  const lagged = new ReadReplica(
    { db: primaryHandle.db, pool: primaryHandle.pool },
    createDb(standby!.url('ironscore'), { max: 2, onConnectionError: () => undefined }),
    apiCacheOf(app)!,
    { maxLagMs: 300, probeMs: 50 },
  );
  try {
    await lagged.start();
    expect(lagged.state).toBe('up');
    await pauseReplay();
    try {
      const started = Date.now();
      while (lagged.state === 'up' && Date.now() - started < 5_000) {
        await admin.query(`update pages set sort_order = sort_order where page_slug_url = 'about-us'`);
        await lagged.probe();
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(lagged.state).toBe('lagging');
      expect(lagged.lagMs).toBeGreaterThan(300);
      expect(await lagged.usable()).toBe(false);
      console.log(`lag bound: the replica was taken out ${Date.now() - started} ms after its replay stopped (bound 300 ms, probe 50 ms)`);
    } finally {
      await resumeReplay();
    }
    await caughtUp();
    await lagged.probe();
    expect(lagged.state).toBe('up');
    expect(await lagged.usable()).toBe(true);
  } finally {
    await lagged.close();
  }
});

test('the replica killed mid-load: every read is answered (by the primary), and it is used again once back', async () => {
  await caughtUp();
  await router().probe();
  expect(router().state).toBe('up');
  const start = { ...router().stats };
  const results: number[] = [];
  let killedAt = 0;
  let downAt = 0;
  let sent = 0;
  const TOTAL = 300;
  const worker = async () => {
    while (sent < TOTAL) {
      const i = sent++;
      if (i === TOTAL / 2 && standby?.pid) {
        process.kill(standby.pid, 'SIGKILL');
        killedAt = Date.now();
      }
      // Distinct searches: every one misses the answer cache and runs its queries.
      const res = await call('Get_SearchText', { searchText: `whey ${i}` });
      results.push(res.statusCode === 200 && res.status ? 1 : 0);
      if (killedAt && !downAt && router().state === 'down') downAt = Date.now();
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  const s = router().stats;
  const byReplica = s.replica - start.replica;
  const byPrimary = s.primary - start.primary;
  console.log(
    `replica killed mid-load: ${TOTAL} reads, ${results.filter((r) => r === 0).length} failed; ${byReplica} answered by the replica, ` +
      `${byPrimary} by the primary (${s.retried - start.retried} run again after failing on the replica); marked down ${downAt - killedAt} ms after the kill`,
  );
  expect(results).toHaveLength(TOTAL);
  expect(results.every((r) => r === 1)).toBe(true);
  expect(byReplica).toBeGreaterThan(0);
  expect(router().state).toBe('down');
  expect(downAt).toBeGreaterThan(0);

  // Back: the probe finds it within DOWN_RETRY_MS and public reads go to it again.
  standby = await startStandby();
  const back = Date.now();
  while (router().state !== 'up' && Date.now() - back < 10_000) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(router().state).toBe('up');
  await caughtUp();
  const again = router().stats.replica;
  expect((await call('Get_SearchText', { searchText: 'whey again' })).status).toBe(true);
  expect(router().stats.replica).toBe(again + 1);
  console.log(`replica restarted: used again ${Date.now() - back} ms after its start returned`);
});
