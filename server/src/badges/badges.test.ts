/**
 * The verified badge: the script the API serves, and automatic verification against a local test
 * site with the badge present, removed and unreachable.
 */
import { eq, sql } from 'drizzle-orm';
import { badgeMarkup, badgeSnippet } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { startLocalSite, type LocalSite } from '../test/local-site';
import { brands, sources } from '../db/schema';
import { DEMO_BRAND, DEMO_SOURCE } from '../seed/fixed-accounts';
import { checkListingBadge, listingsDueForCheck, pageHasBadge } from './verifier';
import { badgeRound } from './jobs';
import { startJobWorker, type JobDeps } from '../jobs/queue';
import { JOB_KINDS } from '../jobs/kinds';
import { noChatStore } from '../realtime/chat-store';
import { until } from '../test/server-process';
import { sourceSetupPayload } from '../listings/test-helpers';

let t: TestApp;
let site: LocalSite;
let hash: string;
let brandHash: string;

beforeAll(async () => {
  t = await createTestApp();
  site = await startLocalSite();
  [{ hash }] = await t.db.select({ hash: sources.badge_hash }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
  [{ hash: brandHash }] = await t.db.select({ hash: brands.badge_hash }).from(brands).where(eq(brands.brand_id, DEMO_BRAND.brand_id));
  // The demo source's website is the local test site.
  await t.db.update(sources).set({ source_website: site.url('/') }).where(eq(sources.source_id, DEMO_SOURCE.source_id));
});
afterAll(async () => {
  await site?.close();
  await t?.close();
});

const policy = () => ({ allowOrigins: [site.allow] });
const quiet = { info: () => undefined, error: (m: string) => console.error(m) };
const jobDeps = (app: TestApp): JobDeps => ({ db: app.db, chat: noChatStore, policy: policy(), mailer: app.mails, siteUrl: app.config.siteUrl, log: quiet });
const status = async () =>
  (await t.db.select({ v: sources.source_verification_status }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id)))[0]!.v;

describe('badge script', () => {
  test.each([1, 2, 3])('design %i draws the listing name, image, rank and a link back', async (type) => {
    const res = await t.app.inject({ method: 'GET', url: `/badge/${hash}/${type}.js` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.body).toContain('"name":"irondepot"');
    expect(res.body).toContain(`"url":"${t.config.siteUrl}/source/irondepot"`);
    expect(res.body).toContain('/uploads/sources/profile/');
    expect(res.body).toMatch(/"rank":\d+/);
    expect(res.body).toContain(`"type":${type}`);
  });

  test.each([1, 2, 3] as const)('design %i: the script draws the badge the owner previews (Get_SourceToken.badge through the contract\'s badgeMarkup)', async (type) => {
    const { token } = await t.loginAs('sourceowner');
    const badge = (await t.call('Get_SourceToken', {}, { token })).data!.badge;
    expect(badge).toMatchObject({ hash, kind: 'source', name: 'irondepot', url: `${t.config.siteUrl}/source/irondepot` });
    expect(badge.image).toContain('/uploads/sources/profile/');
    expect(badge.rank).toBeGreaterThan(0);
    const res = await t.app.inject({ method: 'GET', url: `/badge/${hash}/${type}.js` });
    expect(res.body).toContain(`var html = ${JSON.stringify(badgeMarkup(badge, type)).replace(/</g, '\\u003c')};`);
    expect(res.body).toContain('root.innerHTML = html');
  });

  test('a brand badge links to the brand page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/badge/${brandHash}/1.js` });
    expect(res.body).toContain(`/brand/${DEMO_BRAND.brand_slug_url}`);
  });

  test('unknown hashes and designs draw nothing', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/badge/${'0'.repeat(32)}/1.js` })).body).not.toContain('attachShadow');
    expect((await t.app.inject({ method: 'GET', url: `/badge/${hash}/4.js` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/badge/..%2f..%2fetc/1.js` })).statusCode).toBe(404);
  });

  test('the snippet is what the check looks for', () => {
    expect(pageHasBadge(`<html><body>${badgeSnippet('https://api.example.com', hash, 2)}</body></html>`, hash)).toBe(true);
    expect(pageHasBadge(`<script src="https://api.example.com/badge/${hash}/3.js"></script>`, hash)).toBe(true);
    expect(pageHasBadge('<html><body>nothing</body></html>', hash)).toBe(false);
    expect(pageHasBadge(`<div data-ironscore-badge="${hash.slice(0, -1)}x"></div>`, hash)).toBe(false);
  });
});

describe('automatic verification', () => {
  test('badge present → 1; removed → 0; present again → 1; every check recorded', async () => {
    const before = await t.count('badge_checks');
    site.set('/', { body: `<html><body><h1>Shop</h1>${badgeSnippet(t.config.publicApiBase, hash, 1)}</body></html>` });
    expect(await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id, policy())).toMatchObject({ found: true, verification_status: 1 });
    expect(await status()).toBe(1);

    site.set('/', { body: '<html><body><h1>Shop without the badge</h1></body></html>' });
    expect(await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id, policy())).toMatchObject({ found: false, verification_status: 0 });
    expect(await status()).toBe(0);
    // the public card reads unverified
    const card = await t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url });
    expect(card.data!.source_verification_status).toBe('0');

    site.set('/', { body: `<html><body>${badgeSnippet(t.config.publicApiBase, hash, 3)}</body></html>` });
    await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id, policy());
    expect(await status()).toBe(1);
    expect(await t.count('badge_checks')).toBe(before + 3);
  });

  test('an unreachable site keeps the status and records the error', async () => {
    site.set('/', { body: `<html><body>${badgeSnippet(t.config.publicApiBase, hash, 1)}</body></html>` });
    await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id, policy());
    site.set('/', { status: 503, body: 'down' });
    expect(await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id, policy())).toMatchObject({ found: null, verification_status: 1 });
    expect(await status()).toBe(1);
  });

  test('a website on an internal address is never fetched (no allowance): status unchanged, error recorded', async () => {
    site.hits.length = 0;
    const result = await checkListingBadge(t.db, 'source', DEMO_SOURCE.source_id);
    expect(result.found).toBeNull();
    expect(result.error).toMatch(/Refused/);
    expect(site.hits).toEqual([]);
  });

  test('the job queue checks a listing right after its setup is saved (badge.check, enqueued with the save)', async () => {
    const app = await createTestApp();
    const worker = await startJobWorker({ pool: app.pool, kinds: JOB_KINDS, schedules: [], deps: jobDeps(app), pollIntervalMs: 200, log: quiet });
    try {
      await app.db.update(sources).set({ source_website: site.url('/'), source_verification_status: 0 }).where(eq(sources.source_id, DEMO_SOURCE.source_id));
      const [row] = await app.db.select({ h: sources.badge_hash }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
      site.set('/', { body: `<html><body>${badgeSnippet(app.config.publicApiBase, row!.h, 2)}</body></html>` });
      const owner = await app.loginAs('sourceowner');
      expect(await app.call('Set_SourceSetup', await sourceSetupPayload(app), { token: owner.token })).toMatchObject({ status: true });
      await until(async () => {
        const [after] = await app.db.select({ v: sources.source_verification_status }).from(sources).where(eq(sources.source_id, DEMO_SOURCE.source_id));
        return after!.v === 1;
      }, 30_000, 'the badge check job');
      expect((await app.db.execute(sql`select count(*)::int as n from graphile_worker.jobs`)).rows[0]).toEqual({ n: 0 });
    } finally {
      await worker.stop();
      await app.close();
    }
  });

  test('a scheduled round (badge.round) queues checks of the set-up listings checked longest ago', async () => {
    await t.db.execute(sql`update sources set badge_checked_at = now()`);
    await t.db.execute(sql`update brands set badge_checked_at = now()`);
    await t.db.update(sources).set({ badge_checked_at: null }).where(eq(sources.source_id, DEMO_SOURCE.source_id));
    site.set('/', { body: '<html><body>no badge</body></html>' });
    expect((await listingsDueForCheck(t.db, 5))[0]).toEqual({ type: 'source', id: DEMO_SOURCE.source_id });
    expect(await listingsDueForCheck(t.db, 5)).toHaveLength(5);
    // Only the demo source keeps a website here (the seeded ones are not fetched in tests).
    await t.db.execute(sql`update sources set source_website = '' where source_id <> ${DEMO_SOURCE.source_id}`);
    await t.db.execute(sql`update brands set brand_website = ''`);
    await badgeRound.run({}, jobDeps(t), { attempt: 1, maxAttempts: 1 });
    const queued = await t.db.execute<{ key: string }>(sql`select key from graphile_worker.jobs order by id`);
    expect(queued.rows.map((r) => r.key)).toEqual([`badge.check:source:${DEMO_SOURCE.source_id}`]);
    const worker = await startJobWorker({ pool: t.pool, kinds: JOB_KINDS, schedules: [], deps: jobDeps(t), pollIntervalMs: 200, log: quiet });
    try {
      await until(async () => (await t.db.execute(sql`select 1 from graphile_worker.jobs`)).rows.length === 0, 60_000, 'the queued checks');
    } finally {
      await worker.stop();
    }
    expect(await status()).toBe(0);
  });
});
