/**
 * Two API instances on one database, as behind a load balancer (issue 28 item 1): the global
 * per-address limit (@fastify/rate-limit, counted in PostgreSQL) is one limit in total, a session
 * signed in on one instance works on the other and its revocation holds on both at once, and a
 * write answered by one instance is seen by the next read on the other although that read was
 * cached there (the invalidation travels through PostgreSQL notifications).
 *
 * The per-account write limits and the sign-in throttles across instances are tested in
 * limits/limits.test.ts and auth/throttle.test.ts; scheduled jobs running once in jobs/queue.test.ts;
 * the same through the real HAProxy in balancer.test.ts.
 */
import { MSG } from '@ironscore/contract';
import { apiCacheOf } from './app';
import { createTestApp, type TestApp } from './test/harness';
import { DEMO_MEMBER, DEMO_SOURCE } from './seed/fixed-accounts';
import { newActor } from './calls/catalog-lib/test-helpers';

let a: TestApp;
let b: TestApp;
afterAll(async () => {
  await b?.close();
  await a?.close();
});

/** A call as a client sends it (no harness sync of the cache), from an address of its own. */
async function direct(app: TestApp, name: string, payload: object, options: { token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-api-key': app.config.apiKey, 'content-type': 'application/json', ...(options.token ? { 'x-auth-token': options.token } : {}) };
  const res = await app.app.inject({ method: 'POST', url: `/api/${name}`, headers, payload: JSON.stringify(payload), remoteAddress: options.ip ?? '127.0.0.1' });
  return { status: res.statusCode, body: res.json<{ status: boolean; message: string; data: unknown; token_error?: boolean }>() };
}

describe('two instances with RATE_LIMIT_MAX=5', () => {
  let small: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ config: { rateLimitMax: 5 } });
    other = await createTestApp({ sameDatabaseAs: small, config: { rateLimitMax: 5 } });
  });
  afterAll(async () => {
    await other?.close();
    await small?.close();
  });

  test('a limit of 5 calls per address is 5 in total across the instances, not 5 each', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await direct(i % 2 ? other : small, 'Get_Page', { page_slug_url: 'about-us' }, { ip: '203.0.113.7' })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(5);
    const refused = await direct(small, 'Get_Page', { page_slug_url: 'about-us' }, { ip: '203.0.113.7' });
    expect(refused).toMatchObject({ status: 429, body: { status: false, message: MSG.request.rateLimited } });
    // another address has its own count, on either instance
    expect((await direct(other, 'Get_Page', { page_slug_url: 'about-us' }, { ip: '203.0.113.8' })).status).toBe(200);
  });

  test('at once: 12 calls in parallel on both instances, exactly 5 pass', async () => {
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => direct(i % 2 ? other : small, 'Get_Page', { page_slug_url: 'about-us' }, { ip: '203.0.113.9' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
  });
});

describe('sessions and the answer cache across two instances', () => {
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
  });

  test('signed in on A, the session works on B; signed out on B, it is refused on A and B', async () => {
    const signIn = await direct(a, 'Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password });
    expect(signIn.body.status).toBe(true);
    const token = signIn.body.data as string;
    expect(await direct(b, 'Get_Profile', {}, { token })).toMatchObject({ status: 200, body: { status: true } });
    // warm both instances' session checks, then revoke through B
    expect((await direct(a, 'Get_Profile', {}, { token })).body.status).toBe(true);
    expect((await direct(b, 'Logout', {}, { token })).body.status).toBe(true);
    for (const instance of [a, b]) expect((await direct(instance, 'Get_Profile', {}, { token })).body).toMatchObject({ status: false, token_error: true });
  });

  test('a write answered by A is seen by the next read on B, whose answer was cached (20 rounds, no waiting)', async () => {
    const reviews = (app: TestApp) => direct(app, 'Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: DEMO_SOURCE.source_id });
    type Review = { rating_id: number; user_id: number; useful_count: number };
    const first = ((await reviews(b)).body.data as Review[]).find((r) => r.user_id !== 0)!;
    let expected = first.useful_count;
    for (let round = 0; round < 20; round++) {
      const [writer, reader] = round % 2 ? [b, a] : [a, b];
      // the reader's answer is cached now
      await reviews(reader);
      const hits = apiCacheOf(reader.app)!.stats.hits;
      await reviews(reader);
      expect(apiCacheOf(reader.app)!.stats.hits).toBe(hits + 1);
      const voter = await newActor(writer);
      expect((await direct(writer, 'Set_SourceReviewUseful', { source_id: DEMO_SOURCE.source_id, rating_id: first.rating_id }, { token: voter.token })).body.status).toBe(true);
      expected += 1;
      const seen = ((await reviews(reader)).body.data as Review[]).find((r) => r.rating_id === first.rating_id)!;
      expect(seen.useful_count).toBe(expected);
    }
  });
});
