/**
 * The answer cache behind the call route (answers.ts, registered by plugin.ts), one test per policy
 * on the real database: shared answers serve every viewer, per-viewer answers are one entry per
 * viewer, calls that are not kept always run, and a refused answer is not kept.
 */
import { apiCacheOf } from './plugin';
import { createTestApp, type TestApp, fileTestApp } from '../test/harness';
import { DEMO_SOURCE } from '../seed/fixed-accounts';
import { newActor } from '../calls/catalog-lib/test-helpers';
import { uncachedAnswers } from './answers';

const t = fileTestApp();

const stats = () => ({ ...apiCacheOf(t.app)!.stats });

test('the plugin decorates the app: the cache, no replica, the cached answers', () => {
  expect(t.app.apiCache).not.toBeNull();
  expect(t.app.readReplica).toBeNull();
  expect(t.app.callAnswers).not.toBe(uncachedAnswers);
});

test('shared: one stored answer serves the visitor and every member alike', async () => {
  const payload = { source_slug_url: DEMO_SOURCE.source_slug_url };
  const member = await newActor(t);
  const first = await t.call('Get_Source', payload);
  const before = stats();
  const asMember = await t.call('Get_Source', payload, { token: member.token });
  expect(stats().hits).toBe(before.hits + 1);
  expect(asMember).toEqual(first);
});

test('per viewer: each member has their own entry, and sees their own answer', async () => {
  const a = await newActor(t);
  const b = await newActor(t);
  await t.call('Get_Profile', {}, { token: a.token });
  const before = stats();
  const again = await t.call('Get_Profile', {}, { token: a.token });
  // two hits: the session check (auth/tokens.ts verifySession keeps valid claims) and the answer
  expect(stats().hits).toBe(before.hits + 2);
  const other = await t.call('Get_Profile', {}, { token: b.token });
  expect(stats().hits).toBe(before.hits + 2);
  expect(again.data!.user_name).toBe(a.user_name);
  expect(other.data!.user_name).toBe(b.user_name);
});

test('not kept: a contract-cached call the server does not keep runs every time', async () => {
  const m = await newActor(t);
  await t.call('Get_UserCommunityToken', {}, { token: m.token });
  const before = stats();
  await t.call('Get_UserCommunityToken', {}, { token: m.token });
  // one hit: the session check only; the answer is neither served nor stored
  expect(stats().hits).toBe(before.hits + 1);
  expect(stats().stores).toBe(before.stores);
});

test('a refused answer (status false) is not kept', async () => {
  const before = stats();
  const missing = await t.call('Get_Source', { source_slug_url: 'no-such-source-anywhere' });
  expect(missing.status).toBe(false);
  await t.call('Get_Source', { source_slug_url: 'no-such-source-anywhere' });
  expect(stats().stores).toBe(before.stores);
  expect(stats().hits).toBe(before.hits);
});

describe('API_CACHE=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { apiCache: false } });
  });
  afterAll(() => off?.close());

  test('the plugin decorates the app with the uncached answers and no cache', () => {
    expect(off.app.apiCache).toBeNull();
    expect(off.app.callAnswers).toBe(uncachedAnswers);
  });
});
