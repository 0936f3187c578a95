/**
 * The job queue (src/jobs) on the real PostgreSQL: jobs run once across two workers (two API
 * instances on one database), a failing job is retried until it succeeds or its attempts run out,
 * a key keeps one waiting job, a schedule ticks once across two workers, and a job queued while the
 * API is down (killed with -9) is run by the next API process (src/main.ts).
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { TEST_API_KEY, fileTestAppPair, type TestApp } from '../test/harness';
import { startLocalSite, type LocalSite } from '../test/local-site';
import { freePort } from '../db/embedded';
import { sources } from '../db/schema';
import { DEMO_SOURCE } from '../seed/fixed-accounts';
import { badgeSnippet } from '@ironscore/contract';
import { noChatStore } from '../realtime/chat-store';
import { startServerProcess, until, waitForHealth, type ServerProcess } from '../test/server-process';
import { badgeCheck } from '../badges/jobs';
import { defineJob, enqueueJob, startJobWorker, type JobDeps, type JobKind, type JobWorker } from './queue';

jest.setTimeout(240_000);

// A second API instance on the same database, as behind a load balancer.
const [t, t2] = fileTestAppPair();
const workers: JobWorker[] = [];
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  await t.db.execute(sql`create table job_runs (kind text, n int, worker text, at timestamptz default clock_timestamp())`);
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const deps = (app: TestApp): JobDeps => ({ db: app.db, chat: noChatStore, policy: {}, mailer: app.mails, siteUrl: app.config.siteUrl, log: quiet });

/** A kind that records each run in job_runs (and fails while `failFirst` runs have not happened). */
function recorder(name: string, worker: string, failFirst = 0): JobKind<{ n: number }, JobDeps> {
  return defineJob<{ n: number }>(name, { maxAttempts: 3 }, async ({ n }, d, info) => {
    await d.db.execute(sql`insert into job_runs (kind, n, worker) values (${name}, ${n}, ${worker})`);
    if (info.attempt <= failFirst) throw new Error(`attempt ${info.attempt} of ${info.maxAttempts} fails on purpose`);
  });
}

async function start(app: TestApp, kinds: Array<JobKind<never, JobDeps>>, schedules: Parameters<typeof startJobWorker<JobDeps>>[0]['schedules'] = []) {
  const w = await startJobWorker({ pool: app.pool, kinds, schedules, deps: deps(app), pollIntervalMs: 200, log: quiet });
  workers.push(w);
  return w;
}

const runs = async (kind: string) =>
  (await t.db.execute<{ n: number; worker: string }>(sql`select n, worker from job_runs where kind = ${kind} order by at`)).rows;
const waiting = async (kind: string) =>
  (await t.db.execute<{ attempts: number; last_error: string | null }>(sql`select attempts, last_error from graphile_worker.jobs where task_identifier = ${kind}`)).rows;

test('a kind needs a name area.what, once', () => {
  expect(() => defineJob('Badge Check', {}, async () => undefined)).toThrow(/area\.what/);
});

test('40 jobs queued through two instances run once each, shared between two workers', async () => {
  const a = recorder('test.spread', 'A');
  const b = recorder('test.spread', 'B');
  for (let n = 0; n < 40; n++) await enqueueJob(n % 2 ? t.db : t2.db, a, { n });
  await Promise.all([start(t, [a]), start(t2, [b])]);
  await until(async () => (await runs('test.spread')).length >= 40 && (await waiting('test.spread')).length === 0, 60_000, '40 jobs');
  const done = await runs('test.spread');
  expect(done.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array(40).keys()]);
  expect(new Set(done.map((r) => r.worker))).toEqual(new Set(['A', 'B']));
});

test('a job added in a transaction that rolls back never runs', async () => {
  const kind = recorder('test.rollback', 'A');
  await t.db
    .transaction(async (tx) => {
      await enqueueJob(tx, kind, { n: 1 });
      throw new Error('roll back');
    })
    .catch(() => undefined);
  await enqueueJob(t.db, kind, { n: 2 });
  await start(t, [kind]);
  await until(async () => (await waiting('test.rollback')).length === 0, 30_000, 'the committed job');
  expect((await runs('test.rollback')).map((r) => r.n)).toEqual([2]);
});

test('a failing run is retried (with backoff) until it succeeds; one that always fails stops at its maxAttempts with its error', async () => {
  const flaky = recorder('test.flaky', 'A', 1);
  const broken = recorder('test.broken', 'A', 99);
  await enqueueJob(t.db, flaky, { n: 1 });
  await enqueueJob(t.db, broken, { n: 1 }, { maxAttempts: 2 });
  await start(t, [flaky, broken]);
  // graphile-worker waits about exp(attempt) s before the next attempt: ~3 s, then ~7 s.
  await until(async () => (await runs('test.flaky')).length === 2 && (await waiting('test.flaky')).length === 0, 60_000, 'the retry');
  await until(async () => (await runs('test.broken')).length === 2 && (await waiting('test.broken'))[0]?.attempts === 2, 60_000, 'the last attempt');
  await new Promise((r) => setTimeout(r, 1_000));
  expect(await runs('test.broken')).toHaveLength(2);
  expect((await waiting('test.broken'))[0]!.last_error).toMatch(/attempt 2 of 2 fails on purpose/);
});

test('a key keeps one waiting job: queued five times, it runs once with the last payload', async () => {
  const kind = recorder('test.keyed', 'A');
  for (let n = 1; n <= 5; n++) await enqueueJob(n % 2 ? t.db : t2.db, kind, { n }, { key: 'same-thing' });
  expect(await waiting('test.keyed')).toHaveLength(1);
  await start(t, [kind]);
  await until(async () => (await waiting('test.keyed')).length === 0, 30_000, 'the keyed job');
  expect((await runs('test.keyed')).map((r) => r.n)).toEqual([5]);
});

test('a schedule of every minute ticks once per minute across two workers (two API instances)', async () => {
  const a = defineJob<Record<string, never>>('test.tick', { maxAttempts: 1 }, async (_p, d) => {
    await d.db.execute(sql`insert into job_runs (kind, n, worker) values ('test.tick', 0, 'A')`);
  });
  const b = defineJob<Record<string, never>>('test.tick', { maxAttempts: 1 }, async (_p, d) => {
    await d.db.execute(sql`insert into job_runs (kind, n, worker) values ('test.tick', 0, 'B')`);
  });
  await Promise.all([start(t, [a], [{ kind: a, everyMinutes: 1 }]), start(t2, [b], [{ kind: b, everyMinutes: 1 }])]);
  // The next minute boundary, plus time to run.
  await until(async () => (await runs('test.tick')).length >= 1, 75_000, 'the first tick');
  await new Promise((r) => setTimeout(r, 3_000));
  expect(await runs('test.tick')).toHaveLength(1);
});

describe('a job survives an API restart', () => {
  let site: LocalSite;
  let server: ServerProcess | null = null;
  beforeAll(async () => {
    site = await startLocalSite();
  });
  afterAll(async () => {
    if (server && server.proc.exitCode === null) {
      server.proc.kill('SIGKILL');
      await server.exited;
    }
    await site?.close();
  });

  test('queued while the API is down after kill -9, it runs when the API process starts again', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: t.config.databaseUrl!,
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'ironscore-jobs-')),
      API_PORT: String(port),
      API_KEY: TEST_API_KEY,
      JWT_SECRET: 'jobs-test-secret-0123456789-0123456789',
      SSRF_TEST_ALLOW: site.allow,
      BADGE_CHECK_INTERVAL_MINUTES: '0',
    };
    await t.db.update(sources).set({ source_website: site.url('/'), source_verification_status: 0 }).where(eq(sources.source_id, DEMO_SOURCE.source_id));
    const [row] = await t.db.select({ h: sources.badge_hash }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
    site.set('/', { body: `<html><body>${badgeSnippet(t.config.publicApiBase, row!.h, 1)}</body></html>` });
    const checks = async () => (await t.db.execute<{ n: number }>(sql`select count(*)::int as n from badge_checks where business_id = ${DEMO_SOURCE.source_id}`)).rows[0]!.n;
    const before = await checks();

    server = startServerProcess(env);
    await waitForHealth(base, server);
    // Queued for a moment later, then the API is killed before it runs.
    await enqueueJob(t.db, badgeCheck, { type: 'source', id: DEMO_SOURCE.source_id }, { runAt: new Date(Date.now() + 3_000) });
    server.proc.kill('SIGKILL');
    await server.exited;
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await checks()).toBe(before);
    expect(await waiting('badge.check')).toHaveLength(1);

    server = startServerProcess(env);
    await waitForHealth(base, server);
    await until(async () => (await checks()) === before + 1, 60_000, 'the badge check after the restart');
    const [after] = await t.db.select({ v: sources.source_verification_status }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
    expect(after!.v).toBe(1);
    await until(async () => (await waiting('badge.check')).length === 0, 10_000, 'the job to be done');
    server.proc.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });
});
