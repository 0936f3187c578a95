/**
 * Price feeds on the job queue (issue 25 item 3): saving a feed queues one import per source; a
 * fetch that fails is retried by the queue, also after the worker stopped and another started (a
 * restart: the job lives in PostgreSQL); the round queues the feeds that are due.
 */
import { sql } from 'drizzle-orm';
import { MSG } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { startLocalSite, type LocalSite } from '../test/local-site';
import { until } from '../test/server-process';
import { DEMO_SOURCE } from '../seed/fixed-accounts';
import { noChatStore } from '../realtime/chat-store';
import { startJobWorker, type JobDeps, type JobWorker } from '../jobs/queue';
import { priceFeedImport, priceFeedRound } from './jobs';

const P = MSG.sourcePrices;
let t: TestApp;
let site: LocalSite;
let token: string;
const workers: JobWorker[] = [];
const quiet = { info: () => undefined, error: () => undefined };

beforeAll(async () => {
  site = await startLocalSite();
  t = await createTestApp({ poolSize: 8 });
  token = (await t.loginAs('sourceowner')).token;
});
afterAll(async () => {
  await Promise.all(workers.map((w) => w.stop()));
  await t?.close();
  await site?.close();
});

const deps = (): JobDeps => ({ db: t.db, chat: noChatStore, policy: { allowOrigins: [site.allow] }, mailer: t.mails, siteUrl: t.config.siteUrl, log: quiet });
const start = async () => {
  const w = await startJobWorker({ pool: t.pool, kinds: [priceFeedImport, priceFeedRound], schedules: [], deps: deps(), pollIntervalMs: 200, log: quiet });
  workers.push(w);
  return w;
};
const jobs = async () =>
  (
    await t.db.execute<{ key: string | null; attempts: number; last_error: string | null }>(
      sql`select key, attempts, last_error from graphile_worker.jobs where task_identifier = 'price.feed-import'`,
    )
  ).rows;
const lastReport = async () => (await t.call('Get_SourcePriceFeed', {}, { token })).data!.last_report;

test('saving a feed queues one import of the source; saving again replaces it', async () => {
  await t.call('Set_SourcePriceFeed', { feed_url: site.url('/a.csv'), feed_format: 'csv' }, { token });
  await t.call('Set_SourcePriceFeed', { feed_url: site.url('/b.csv'), feed_format: 'csv', import_now: true }, { token });
  expect(await jobs()).toEqual([expect.objectContaining({ key: `price.feed-import:${DEMO_SOURCE.source_id}`, attempts: 0 })]);
  await t.db.execute(sql`select graphile_worker.remove_job(${`price.feed-import:${DEMO_SOURCE.source_id}`})`);
});

test('a failed fetch is retried after a restart of the worker, and the import then applies the feed', async () => {
  const [offer] = (
    await t.db.execute<{ link: string; product_id: number }>(
      sql`select matching_product_link as link, product_id from price_offers where source_id = ${DEMO_SOURCE.source_id} and matching_product_link <> '' order by offer_id limit 1`,
    )
  ).rows;
  site.set('/feed.csv', { status: 503, body: 'busy' });
  await t.call('Set_SourcePriceFeed', { feed_url: site.url('/feed.csv'), feed_format: 'csv' }, { token });
  const first = await start();
  // graphile-worker counts the attempt when it takes the job and writes last_error when it fails
  await until(async () => {
    const [job] = await jobs();
    return job?.attempts === 1 && job.last_error !== null;
  }, 30_000, 'the first attempt');
  expect((await jobs())[0]!.last_error).toContain(P.feedHttpStatus(503));
  expect(await lastReport()).toMatchObject({ status: 'failed', error: P.feedHttpStatus(503) });
  await first.stop(); // the API stops (a restart); the job stays in PostgreSQL

  site.set('/feed.csv', { body: `link,price,stock\n${offer!.link},3.21,1\n`, type: 'text/csv' });
  await start(); // another process starts: it takes the job when its backoff ends
  await until(async () => (await jobs()).length === 0, 60_000, 'the retried import');
  expect(await lastReport()).toMatchObject({ status: 'ok', matched: 1, changed: 1 });
  expect((await t.call('Get_SourcePriceFeed', {}, { token })).data!.importing).toBe(false);
  // the same feed again: matched, nothing to change
  await t.call('Set_SourcePriceFeed', { feed_url: site.url('/feed.csv'), feed_format: 'csv', import_now: true }, { token });
  await until(async () => (await jobs()).length === 0, 30_000, 'the second import');
  expect(await lastReport()).toMatchObject({ status: 'ok', matched: 1, changed: 0 });
  const [now] = (await t.db.execute<{ p: number }>(sql`select sale_price::float8 as p from price_offers where source_id = ${DEMO_SOURCE.source_id} and product_id = ${offer!.product_id}`)).rows;
  expect(now!.p).toBe(3.21);
});

test('a feed refused for its content is not retried (the same file would be refused again)', async () => {
  site.set('/bad.csv', { body: 'sku,cost\nx,1\n', type: 'text/csv' });
  await t.call('Set_SourcePriceFeed', { feed_url: site.url('/bad.csv'), feed_format: 'csv' }, { token });
  await until(async () => (await jobs()).length === 0, 30_000, 'the import');
  expect(await lastReport()).toMatchObject({ status: 'failed', error: P.feedNoPriceColumn });
});

test('the round queues the feeds that are due, once each', async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
  await t.db.execute(sql`update source_price_feeds set next_import_at = now() - interval '1 minute'`);
  await priceFeedRound.run({}, deps(), { attempt: 1, maxAttempts: 1 });
  await priceFeedRound.run({}, deps(), { attempt: 1, maxAttempts: 1 });
  expect((await jobs()).map((j) => j.key)).toEqual([`price.feed-import:${DEMO_SOURCE.source_id}`]);
  await t.db.execute(sql`update source_price_feeds set next_import_at = now() + interval '1 hour'`);
  await t.db.execute(sql`select graphile_worker.remove_job(${`price.feed-import:${DEMO_SOURCE.source_id}`})`);
  await priceFeedRound.run({}, deps(), { attempt: 1, maxAttempts: 1 });
  expect(await jobs()).toEqual([]);
});
