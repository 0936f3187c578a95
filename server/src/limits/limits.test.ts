/**
 * Per-account write limits (src/limits), on the real database through the real API:
 * - each kind refuses past its max with the envelope (HTTP 429, status false, the message) and
 *   the refused call writes nothing;
 * - the limit holds across two API instances on one database (the 200 posts in a burst);
 * - the counter's upsert-and-check is atomic under concurrency, also when hits that arrive together
 *   are counted by one statement (LimitCounter, the per-address limit of every call);
 * - WRITE_LIMITS overrides parse strictly.
 */
import { MSG, type CallName } from '@ironscore/contract';
import { createTestApp, type TestApp, fileTestApp } from '../test/harness';
import { newActor, sqlNumber, type Actor } from '../calls/catalog-lib/test-helpers';
import { CALL_WRITE_KIND, WRITE_KINDS, WRITE_LIMITS, defaultWriteLimits, parseWriteLimits, type WriteKind } from './index';
import type { Executor } from '../aggregates';
import type { Db } from '../db/client';
import { LimitCounter, hitLimit, hitLimitMany, peekLimit } from './store';

const SMALL = 2;

const t = fileTestApp({ config: { writeLimits: parseWriteLimits(WRITE_KINDS.map((k) => `${k}=${SMALL}`).join(',')) } });

/** Published sources with a published review by someone else, distinct, for review/vote/favourite calls. */
async function reviewedSources(n: number): Promise<Array<{ source_id: number; rating_id: number }>> {
  const { rows } = await t.pool.query<{ source_id: number; rating_id: number }>(
    `select distinct on (r.source_id) r.source_id, r.rating_id from reviews r join sources s using (source_id)
     where r.review_type = 'source' and r.review_status = 1 and s.source_status = 1 order by r.source_id, r.rating_id limit $1`,
    [n],
  );
  return rows;
}

interface Case {
  kind: WriteKind;
  call: CallName;
  /** The table a successful call adds a row to. */
  table: string;
  /** Payload of the i-th call (0 … SMALL), each one that would succeed on its own. */
  payload: (i: number, actor: Actor) => Promise<Record<string, unknown>>;
}

const sources = () => reviewedSources(SMALL + 1);
const others = Array.from({ length: SMALL + 1 }, () => null as Actor | null);
const cases: Case[] = [
  { kind: 'posts', call: 'Set_NewCommunityPost', table: 'community_posts', payload: async (i) => ({ post_type: 'text', post_method: 'everyone', post_content: `<p>Post ${i}</p>` }) },
  {
    kind: 'comments',
    call: 'Set_SourceNewComment',
    table: 'review_comments',
    payload: async (i) => {
      const [s] = await sources();
      return { source_id: s!.source_id, parent_rating_id: s!.rating_id, review_comment: `<p>Comment ${i}</p>` };
    },
  },
  {
    kind: 'reviews',
    call: 'Set_SourceNewReview',
    table: 'reviews',
    payload: async (i) => {
      const { rows } = await t.pool.query<{ source_id: number }>('select source_id from sources where source_status = 1 order by source_id desc offset $1 limit 1', [i]);
      return { source_id: rows[0]!.source_id, review_comment: '<p>Fine shop</p>', contact_rating: 4, delivery_rating: 4, quality_rating: 4, pricing_rating: 4, support_rating: 4 };
    },
  },
  {
    kind: 'follows',
    call: 'Set_FollowUnFollowUser',
    table: 'user_follows',
    payload: async (i) => {
      others[i] ??= await newActor(t);
      return { user_id: others[i]!.user_id };
    },
  },
  {
    kind: 'votes',
    call: 'Set_SourceReviewUseful',
    table: 'review_useful_votes',
    payload: async (i) => {
      const s = (await sources())[i]!;
      return { source_id: s.source_id, rating_id: s.rating_id };
    },
  },
  {
    kind: 'favourites',
    call: 'Set_UserFavoriteList',
    table: 'favourites',
    payload: async (i) => ({ item_type: 'source', item_id: (await sources())[i]!.source_id }),
  },
  {
    kind: 'reports',
    call: 'Set_SourceReviewReport',
    table: 'review_reports',
    payload: async (i) => {
      const s = (await sources())[i]!;
      return { source_id: s.source_id, rating_id: s.rating_id, report_reason: 'Off-Topic' };
    },
  },
];

describe('each kind refuses past its max with the envelope and changes nothing', () => {
  test.each(cases)('$kind ($call)', async ({ kind, call, table, payload }) => {
    const actor = await newActor(t);
    for (let i = 0; i < SMALL; i++) expect(await t.call(call, await payload(i, actor), { token: actor.token })).toMatchObject({ status: true });
    const rows = await t.count(table);
    const karma = await sqlNumber(t, 'select coalesce(sum(user_score), 0) from users');
    const res = await t.callRaw(call, await payload(SMALL, actor), { token: actor.token });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3000);
    expect(res.json()).toEqual({ status: false, message: MSG.request.writeLimited(WRITE_LIMITS[kind].what, SMALL, 'hour', 60), data: null });
    expect(await t.count(table)).toBe(rows);
    expect(await sqlNumber(t, 'select coalesce(sum(user_score), 0) from users')).toBe(karma);
    // Another account is not limited by this one's writes.
    const fresh = await newActor(t);
    expect(await t.call(call, await payload(SMALL, fresh), { token: fresh.token })).toMatchObject({ status: true });
  });

  test('messages (Set_UserNewMessage): the thread call is limited too', async () => {
    const actor = await newActor(t);
    const other = await newActor(t);
    // No chat store in this app: the call fails after counting, the limit still applies.
    for (let i = 0; i < SMALL; i++) expect(await t.call('Set_UserNewMessage', { user_id: other.user_id }, { token: actor.token })).toMatchObject({ status: false, message: MSG.conversation.chatUnavailable });
    const res = await t.callRaw('Set_UserNewMessage', { user_id: other.user_id }, { token: actor.token });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(MSG.request.writeLimited(WRITE_LIMITS.messages.what, SMALL, 'hour', 60));
  });

  test('a payload the contract refuses is not counted; a visitor gets the session error, not the limit', async () => {
    const actor = await newActor(t);
    for (let i = 0; i < 5; i++) expect((await t.call('Set_NewCommunityPost', { post_type: 'text' }, { token: actor.token })).status).toBe(false);
    expect(await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>Still allowed</p>' }, { token: actor.token })).toMatchObject({ status: true });
    expect(await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>x</p>' })).toMatchObject({ status: false, token_error: true });
  });

  test('a new window allows writes again', async () => {
    const actor = await newActor(t);
    const post = (i: number) => t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: `<p>${i}</p>` }, { token: actor.token });
    for (let i = 0; i < SMALL; i++) expect((await post(i)).status).toBe(true);
    expect((await post(9)).status).toBe(false);
    await t.pool.query(`update rate_limits set window_end = clock_timestamp() - interval '1 millisecond' where limit_key = $1`, [`write:posts:${actor.user_id}`]);
    expect((await post(10)).status).toBe(true);
  });
});

/**
 * `db` with `before` run ahead of every statement, whichever way it is sent (Drizzle's execute, or
 * the pool's query: named statements); when `before` throws, the statement fails with that error.
 */
function everyStatement(db: Db, before: () => void): Executor {
  const wrap = <T extends object>(target: T, method: string, extra: Record<string | symbol, unknown> = {}) =>
    new Proxy(target, {
      get: (t, prop, receiver) => {
        if (prop in extra) return extra[prop];
        if (prop !== method) return Reflect.get(t, prop, receiver);
        return async (...args: unknown[]) => {
          before();
          return (Reflect.get(t, prop, t) as (...x: unknown[]) => unknown).apply(t, args);
        };
      },
    });
  return wrap(db, 'execute', { $client: wrap(db.$client, 'query') });
}

describe('across API instances (the limits live in PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await createTestApp({ poolSize: 20 });
    b = await createTestApp({ sameDatabaseAs: a, poolSize: 20 });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  test('200 posts from one account sent alternately to two instances: exactly the posts limit is accepted', async () => {
    const actor = await newActor(a);
    const before = await a.count('community_posts');
    const results = [];
    for (let i = 0; i < 200; i++) {
      const res = await (i % 2 ? b : a).callRaw('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: `<p>Burst ${i}</p>` }, { token: actor.token });
      results.push(res.statusCode);
    }
    const max = defaultWriteLimits().posts.max;
    expect(results.filter((s) => s === 200)).toHaveLength(max);
    expect(results.filter((s) => s === 429)).toHaveLength(200 - max);
    expect(await a.count('community_posts')).toBe(before + max);
  });

  test('follows in parallel on both instances (the limit + 20): exactly the follows limit gets through', async () => {
    const limits = defaultWriteLimits();
    const actor = await newActor(a);
    const people = await Promise.all(Array.from({ length: limits.follows.max + 20 }, () => newActor(a)));
    const results = await Promise.all(people.map((p, i) => (i % 2 ? b : a).callRaw('Set_FollowUnFollowUser', { user_id: p.user_id }, { token: actor.token })));
    expect(results.filter((r) => r.statusCode === 200 && r.json().status)).toHaveLength(limits.follows.max);
    expect(await sqlNumber(a, 'select count(*) from user_follows where follower_id = $1', [actor.user_id])).toBe(limits.follows.max);
  });

  test('the counter: 30 hits at once with a max of 7 allow exactly 7', async () => {
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => hitLimit(i % 2 ? b.db : a.db, 'test:atomic', 7, 60_000)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(7);
    expect(Math.max(...hits.map((h) => h.hits))).toBe(8);
  });

  test('counted in batches (LimitCounter, one per instance): 30 hits at once with a max of 7 allow exactly 7, one place each', async () => {
    let statements = 0;
    const counting = (db: Db): Executor => everyStatement(db, () => void statements++);
    const counters = [new LimitCounter(counting(a.db)), new LimitCounter(counting(b.db))];
    const hits = await Promise.all(Array.from({ length: 30 }, (_, i) => counters[i % 2]!.hit('test:batched', 7, 60_000)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(7);
    // every allowed hit has its own place 1…7; the refused ones say max + 1
    expect(hits.filter((h) => h.allowed).map((h) => h.hits).sort((x, y) => x - y)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(hits.filter((h) => !h.allowed).every((h) => h.hits === 8)).toBe(true);
    // the first hit of each instance went out alone, the rest waited and went together
    expect(statements).toBeLessThanOrEqual(4);
    expect(await peekLimit(a.db, 'test:batched')).toMatchObject({ hits: 8 });
    // later hits keep counting in the same window
    expect(await counters[0]!.hit('test:batched', 7, 60_000)).toMatchObject({ allowed: false, hits: 8 });
  });

  test('hitLimitMany: n hits in one statement take the next n places; after the window a batch starts a new one', async () => {
    expect((await hitLimitMany(a.db, 'test:many', 3, 10, 400)).map((h) => [h.hits, h.allowed])).toEqual([[1, true], [2, true], [3, true]]);
    expect((await hitLimitMany(b.db, 'test:many', 9, 10, 400)).map((h) => h.hits)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 11]);
    expect((await hitLimitMany(b.db, 'test:many', 9, 10, 400)).filter((h) => h.allowed)).toHaveLength(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const fresh = await hitLimitMany(a.db, 'test:many', 2, 10, 400);
    expect(fresh.map((h) => [h.hits, h.allowed])).toEqual([[1, true], [2, true]]);
    expect(fresh[0]!.retryAfterMs).toBeGreaterThan(0);
    expect(fresh[0]!.retryAfterMs).toBeLessThanOrEqual(400);
  });

  test('a database error reaches every hit of the batch, and the next batch is counted again', async () => {
    let fail = true;
    const flaky = everyStatement(a.db, () => {
      if (fail) throw new Error('connection lost');
    });
    const counter = new LimitCounter(flaky);
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => counter.hit('test:flaky', 3, 60_000)));
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    fail = false;
    const hits = await Promise.all(Array.from({ length: 5 }, () => counter.hit('test:flaky', 3, 60_000)));
    expect(hits.filter((h) => h.allowed)).toHaveLength(3);
  });
});

describe('the table', () => {
  test('every limited call is a write call of the contract; every kind is used', () => {
    for (const name of Object.keys(CALL_WRITE_KIND)) expect(name).toMatch(/^Set_/);
    expect(new Set(Object.values(CALL_WRITE_KIND))).toEqual(new Set(WRITE_KINDS));
  });

  test('WRITE_LIMITS overrides the max (and optionally the window); anything else is refused', () => {
    const limits = parseWriteLimits('posts=5, follows=100/60');
    expect(limits.posts).toEqual({ max: 5, windowMs: WRITE_LIMITS.posts.windowMs });
    expect(limits.follows).toEqual({ max: 100, windowMs: 60_000 });
    expect(limits.votes).toEqual({ max: WRITE_LIMITS.votes.max, windowMs: WRITE_LIMITS.votes.windowMs });
    expect(() => parseWriteLimits('likes=5')).toThrow(/WRITE_LIMITS/);
    expect(() => parseWriteLimits('posts=-1')).toThrow(/WRITE_LIMITS/);
    expect(() => parseWriteLimits('posts=5/0')).toThrow(/WRITE_LIMITS/);
  });
});
