/**
 * The read-through cache of call answers (api-cache.ts) against the real database: every table
 * notifies, a write — through a call or straight in the database as the manager CLI does — is seen
 * by the next read, reads in flight never store what a write made stale, a lost listener bypasses
 * the cache, the size is bounded, API_CACHE=off turns it off, and a revoked session is refused at
 * once although its check was cached.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { MSG } from '@ironscore/contract';
import { apiCacheOf } from './plugin';
import { loadConfig } from '../config';
import { handlers } from '../calls';
import { createTestApp, type TestApp, fileTestApp } from '../test/harness';
import { DEMO_BRAND, DEMO_SOURCE } from '../seed/fixed-accounts';
import { newActor, sqlRow } from '../calls/catalog-lib/test-helpers';
import { ApiCache } from './api-cache';
import { statementLogger } from './statements';

const t = fileTestApp();

const cache = () => apiCacheOf(t.app)!;

/** A write on its own connection, as the manager CLI or another API instance makes it. */
async function cliWrite(app: TestApp, text: string, params: unknown[] = []): Promise<void> {
  const client = new pg.Client(app.pool.options);
  await client.connect();
  try {
    await client.query(text, params);
  } finally {
    await client.end();
  }
}

/** Reads twice; the second answer must come from the cache. */
async function warm<T>(read: () => Promise<T>): Promise<T> {
  await read();
  const hits = cache().stats.hits;
  const again = await read();
  expect(cache().stats.hits).toBeGreaterThan(hits);
  return again;
}

/** A call sent straight to the app, without the harness's sync: what a real client gets. */
async function direct(app: TestApp, name: string, payload: object, token?: string) {
  const headers: Record<string, string> = { 'x-api-key': app.config.apiKey, 'content-type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) };
  return (await app.app.inject({ method: 'POST', url: `/api/${name}`, headers, payload: JSON.stringify(payload) })).json();
}

const SOURCE_LIST = { limit: 50, offset: 0, category_id: 0, rating_id: 0, verification: false };

test('every table of the schema carries the change trigger', async () => {
  const { rows } = await t.pool.query<{ name: string; watched: boolean }>(`
    select c.relname as name,
           exists (select 1 from pg_trigger tg where tg.tgrelid = c.oid and tg.tgname = 'api_cache_notify') as watched
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind in ('r', 'p')`);
  expect(rows.length).toBeGreaterThan(40);
  // A new table needs `select api_cache_watch('<table>')` in its migration.
  expect(rows.filter((r) => !r.watched).map((r) => r.name)).toEqual([]);
});

describe('public reads: a write is seen by the next read', () => {
  test('Get_Source and Get_SourcePagination after a direct SQL rename', async () => {
    const source = () => t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url });
    const list = () => t.call('Get_SourcePagination', SOURCE_LIST);
    await warm(source);
    const cards = (await warm(list)).data!;
    const card = cards[0]!;
    await cliWrite(t, 'update sources set source_name = $1 where source_id = $2', ['Renamed by the CLI', DEMO_SOURCE.source_id]);
    await cliWrite(t, 'update sources set source_name = $1 where source_id = $2', ['Card renamed', card.source_id]);
    expect((await source()).data!.source_name).toBe(card.source_id === DEMO_SOURCE.source_id ? 'Card renamed' : 'Renamed by the CLI');
    expect((await list()).data!.find((c) => c.source_id === card.source_id)!.source_name).toBe('Card renamed');
  });

  test('Get_SourceReviewsPagination after a direct SQL edit and after a useful vote (a call)', async () => {
    const reviews = () => t.call('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: DEMO_SOURCE.source_id });
    const first = (await warm(reviews)).data!.find((r) => r.user_id !== 0)!;
    await cliWrite(t, 'update reviews set review_comment = $1 where rating_id = $2', ['<p>Edited by staff</p>', first.rating_id]);
    const edited = (await reviews()).data!.find((r) => r.rating_id === first.rating_id)!;
    expect(edited.review_comment).toBe('<p>Edited by staff</p>');

    await warm(reviews);
    const voter = await newActor(t);
    expect(await t.call('Set_SourceReviewUseful', { source_id: DEMO_SOURCE.source_id, rating_id: first.rating_id }, { token: voter.token })).toMatchObject({ status: true });
    expect((await reviews()).data!.find((r) => r.rating_id === first.rating_id)!.useful_count).toBe(edited.useful_count + 1);
  });

  test('Get_BrandProduct: a rename shows; the visitor and each member have their own answer', async () => {
    const p = await sqlRow<{ product_id: number; product_slug_url: string }>(
      t,
      `select product_id, product_slug_url from products p where brand_id = $1 and product_status = 1
       and exists (select 1 from price_offers o where o.product_id = p.product_id) order by product_id limit 1`,
      [DEMO_BRAND.brand_id],
    );
    const payload = { brand_slug_url: DEMO_BRAND.brand_slug_url, product_slug_url: p.product_slug_url };
    const member = await newActor(t);
    const visitorView = await warm(() => t.call('Get_BrandProduct', payload));
    const memberView = await warm(() => t.call('Get_BrandProduct', payload, { token: member.token }));
    expect(memberView.data!.price_match_list).not.toEqual(visitorView.data!.price_match_list);
    await cliWrite(t, 'update products set product_name = $1 where product_id = $2', ['Renamed product', p.product_id]);
    expect((await t.call('Get_BrandProduct', payload)).data!.product_name).toBe('Renamed product');
    expect((await t.call('Get_BrandProduct', payload, { token: member.token })).data!.product_name).toBe('Renamed product');
  });

  test('Get_SearchText finds a source renamed in the database', async () => {
    const search = () => t.call('Get_SearchText', { searchText: 'zyxwvut' });
    expect((await warm(search)).data).toEqual([]);
    await cliWrite(t, 'update sources set source_name = $1 where source_id = $2', ['Zyxwvut Depot', DEMO_SOURCE.source_id]);
    expect((await search()).data!.map((r) => r.name)).toContain('Zyxwvut Depot');
  });

  test('a page view shows at once where the count is shown, and invalidates only answers that read the counter', async () => {
    const read = () => t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url });
    const before = (await warm(read)).data!.total_views;
    const visitor = { headers: { 'user-agent': `cache-test-${Date.now()}` } };
    expect(await t.call('Set_PageViews', { view_type: 'source', parent_id: DEMO_SOURCE.source_id }, visitor)).toMatchObject({ status: true });
    expect((await read()).data!.total_views).toBe(before + 1);

    const c = cache();
    const names = await c.track(() => t.db.execute(sql`select source_name from sources where source_id = 1`));
    const counts = await c.track(() => t.db.execute(sql`select total_views from sources where source_id = 1`));
    expect(names.store('names', 'n', 1)).toBe(true);
    expect(counts.store('counts', 'c', 1)).toBe(true);
    await cliWrite(t, 'update sources set total_views = total_views + 1 where source_id = $1', [DEMO_SOURCE.source_id]);
    await c.sync();
    expect(c.get('names')).toBe('n');
    expect(c.get('counts')).toBeUndefined();
    await cliWrite(t, 'update sources set source_email = $1 where source_id = $2', ['staff@irondepot.example', DEMO_SOURCE.source_id]);
    expect((await read()).data!.source_email).toBe('staff@irondepot.example');
    expect(c.get('names')).toBeUndefined();
  });

  test('staff-edited lists (Get_Pages, Get_GeneralSettings) after a direct SQL edit', async () => {
    const list = () => t.call('Get_Pages', {});
    const settings = () => t.call('Get_GeneralSettings', {});
    const first = (await warm(list)).data![0]!;
    await warm(settings);
    await cliWrite(t, 'update pages set page_name = $1 where page_id = $2', ['Edited by staff', first.page_id]);
    await cliWrite(t, "update general_settings set setting_value = $1 where setting_key = 'general_copyright'", ['© Staff edit']);
    expect((await list()).data!.find((p) => p.page_id === first.page_id)!.page_name).toBe('Edited by staff');
    expect((await settings()).data!.general_copyright).toBe('© Staff edit');
  });
});

describe('member, community and business reads: a write is seen by the next read', () => {
  test('Get_Profile after Set_Profile (a call) and after a direct SQL write', async () => {
    const m = await newActor(t);
    const profile = () => t.call('Get_Profile', {}, { token: m.token });
    await warm(profile);
    expect(await t.call('Set_Profile', { user_live_in: 'Turkey' }, { token: m.token })).toMatchObject({ status: true });
    expect((await profile()).data!.user_live_in).toBe('Turkey');
    await warm(profile);
    await cliWrite(t, 'update users set user_live_in = $1 where user_id = $2', ['Norway', m.user_id]);
    expect((await profile()).data!.user_live_in).toBe('Norway');
  });

  test('read-your-writes: the write call answers only after its invalidation is applied (no harness sync)', async () => {
    const m = await newActor(t);
    await direct(t, 'Get_Profile', {}, m.token);
    await direct(t, 'Get_Profile', {}, m.token);
    for (const place of ['Turkey', 'Unspecified', 'Turkey']) {
      expect(await direct(t, 'Set_Profile', { user_live_in: place }, m.token)).toMatchObject({ status: true });
      expect((await direct(t, 'Get_Profile', {}, m.token)).data.user_live_in).toBe(place === 'Unspecified' ? '' : place);
    }
  });

  test('Get_MyReviewList after a direct SQL edit', async () => {
    const demo = await t.loginAs('demo');
    const list = () => t.call('Get_MyReviewList', { type: 'source', limit: 10, offset: 0 }, { token: demo.token });
    const first = (await warm(list)).data![0]!;
    await cliWrite(t, 'update reviews set review_comment = $1 where rating_id = $2', ['<p>Changed in the database</p>', first.rating_id]);
    expect((await list()).data!.find((r) => r.rating_id === first.rating_id)!.review_comment).toBe('<p>Changed in the database</p>');
  });

  test('Get_CommunityPostList after Set_NewCommunityPost; Get_CommunitySinglePost after a like and a direct SQL edit', async () => {
    const author = await newActor(t);
    const reader = await t.loginAs('demo');
    const feed = () => t.call('Get_CommunityPostList', { limit: 10, offset: 0 }, { token: reader.token });
    await warm(feed);
    const posted = await t.call('Set_NewCommunityPost', { post_type: 'text', post_method: 'everyone', post_content: '<p>Fresh from the cache test</p>' }, { token: author.token });
    expect(posted).toMatchObject({ status: true });
    const post = (await t.call('Get_CommunityPostList', { limit: 10, offset: 0 }, { token: author.token })).data!.find((p) => p.post_content.includes('Fresh from the cache test'))!;
    expect(post).toBeDefined();
    expect((await feed()).data!.map((p) => p.post_id)).toContain(post.post_id);

    const single = () => t.call('Get_CommunitySinglePost', { post_id: post.post_id }, { token: reader.token });
    const before = (await warm(single)).data!;
    expect(await t.call('Set_CommunityPostLike', { post_id: post.post_id }, { token: reader.token })).toMatchObject({ status: true });
    expect((await single()).data!.like_count).toBe(before.like_count + 1);
    await warm(single);
    await cliWrite(t, 'update community_posts set post_content = $1 where post_id = $2', ['<p>Moderated</p>', post.post_id]);
    expect((await single()).data!.post_content).toBe('<p>Moderated</p>');
  });

  test('Get_SourceDashboard and Get_BrandDashboard after direct SQL writes', async () => {
    const source = await t.loginAs('sourceowner');
    const brand = await t.loginAs('brandowner');
    const sd = () => t.call('Get_SourceDashboard', {}, { token: source.token });
    const bd = () => t.call('Get_BrandDashboard', {}, { token: brand.token });
    await warm(sd);
    await warm(bd);
    await cliWrite(t, 'update sources set source_name = $1 where user_id = $2', ['Dashboard rename', source.user.user_id]);
    await cliWrite(t, 'update brands set brand_name = $1 where user_id = $2', ['Brand dashboard rename', brand.user.user_id]);
    expect((await sd()).data!.source_name).toBe('Dashboard rename');
    expect((await bd()).data!.brand_name).toBe('Brand dashboard rename');
  });
});

describe('the race: a read in flight when a write lands', () => {
  let slow: TestApp;
  let gate: (() => void) | null = null;
  let entered: (() => void) | null = null;
  beforeAll(async () => {
    slow = await createTestApp({
      handlers: {
        // The real handler, held after its queries until the test opens the gate.
        Get_Source: async (ctx) => {
          const answer = await handlers.Get_Source(ctx);
          if (gate === null) {
            await new Promise<void>((resolve) => {
              gate = resolve;
              entered?.();
            });
          }
          return answer;
        },
      },
    });
  });
  afterAll(() => slow?.close());

  test('the stale answer of a read that started before the write is not stored', async () => {
    const payload = { source_slug_url: DEMO_SOURCE.source_slug_url };
    const reachedGate = new Promise<void>((resolve) => (entered = resolve));
    const inFlight = slow.call('Get_Source', payload);
    await reachedGate;
    await cliWrite(slow, 'update sources set source_name = $1 where source_id = $2', ['Changed while reading', DEMO_SOURCE.source_id]);
    await apiCacheOf(slow.app)!.sync();
    gate!();
    expect((await inFlight).data!.source_name).not.toBe('Changed while reading'); // read before the write
    expect(apiCacheOf(slow.app)!.stats.refused).toBeGreaterThan(0);
    expect((await slow.call('Get_Source', payload)).data!.source_name).toBe('Changed while reading');
  });

  test('track/store: a table changed during the read refuses the store; an unchanged one keeps it', async () => {
    const c = apiCacheOf(slow.app)!;
    const stale = await c.track(async () => {
      await slow.db.execute(sql`select source_name from sources limit 1`);
      c.notified('sources');
    });
    expect(stale.store('k1', 'v', 1)).toBe(false);
    expect(c.get('k1')).toBeUndefined();
    const fresh = await c.track(() => slow.db.execute(sql`select source_name from sources limit 1`));
    expect(fresh.touched.tables).toEqual(new Set(['sources']));
    expect(fresh.store('k2', 'v', 1)).toBe(true);
    expect(c.get('k2')).toBe('v');
    c.notified('brands');
    expect(c.get('k2')).toBe('v');
    c.notified('sources');
    expect(c.get('k2')).toBeUndefined();
    const write = await c.track(() => slow.db.execute(sql`update sources set source_email = source_email where source_id = 1`));
    expect(write.touched.wrote).toBe(true);
    expect(write.store('k3', 'v', 1)).toBe(false);
  });
});

describe('what a statement reads is its plan\'s relations', () => {
  /** A real change of one row of each table the statements below read. */
  const WRITES: Record<string, string> = {
    sources: 'update sources set updated_date = now() where source_id = (select min(source_id) from sources)',
    brands: 'update brands set updated_date = now() where brand_id = (select min(brand_id) from brands)',
    products: 'update products set updated_date = now() where product_id = (select min(product_id) from products)',
    promos: 'update promos set updated_date = now() where promo_id = (select min(promo_id) from promos)',
  };
  const STATEMENTS = [
    { over: 'a view', read: () => t.db.execute(sql`select name from catalogue_names where name <> ${'nobody'}`), tables: ['sources', 'brands'] },
    {
      over: 'a CTE',
      read: () => t.db.execute(sql`with rated as materialized (select source_id from sources where source_rating >= ${0})
        select count(*) from rated join promos on promos.source_id = rated.source_id`),
      tables: ['sources', 'promos'],
    },
    {
      over: 'subqueries (an InitPlan and a SubPlan)',
      read: () => t.db.execute(sql`select source_name, (select count(*) from brands where brand_status = ${1}) as brand_count,
        (select count(*) from promos p where p.source_id = s.source_id) as promo_count from sources s where s.source_id > ${0} limit 5`),
      tables: ['sources', 'brands', 'promos'],
    },
    {
      over: 'a join',
      read: () => t.db.execute(sql`select p.product_name, b.brand_name from products p join brands b on b.brand_id = p.brand_id where p.product_id > ${0} limit 5`),
      tables: ['products', 'brands'],
    },
  ];
  beforeAll(() => cliWrite(t, 'create view catalogue_names as select source_name as name from sources union all select brand_name from brands'));

  for (const { over, read, tables } of STATEMENTS) {
    test(`a statement over ${over} is invalidated by a write to each table it reads`, async () => {
      const c = cache();
      for (const table of tables) {
        const tracked = await c.track(read);
        // (a scan under a join may output the whole row: its counter counts as read too, '<table>.total_views')
        expect([...tracked.touched.tables].filter((name) => !name.endsWith('.total_views')).sort()).toEqual([...tables].sort());
        expect(tracked.store(`plan:${over}`, 'kept', 1)).toBe(true);
        expect(c.get(`plan:${over}`)).toBe('kept');
        await cliWrite(t, 'update pages set updated_date = now() where page_id = (select min(page_id) from pages)');
        await c.sync();
        expect(c.get(`plan:${over}`)).toBe('kept'); // a table it does not read
        await cliWrite(t, WRITES[table]!);
        await c.sync();
        expect(c.get(`plan:${over}`)).toBeUndefined();
      }
    });
  }

  test('a statement PostgreSQL cannot plan is not cached, and counts on /health', async () => {
    const c = cache();
    // A temporary table exists only in its own session: the plan, asked on another, has no answer.
    const client = await t.pool.connect();
    try {
      await client.query('create temp table scratch_names as select source_name from sources limit 3');
      const session = drizzle(client, { logger: statementLogger });
      const before = c.health().unresolved;
      const tracked = await c.track(() => session.execute(sql`select source_name from scratch_names`));
      expect(tracked.touched.unresolved).toBe(true);
      expect(tracked.store('unplanned', 'never', 1)).toBe(false);
      expect(c.get('unplanned')).toBeUndefined();
      const health = (await t.app.inject({ method: 'GET', url: '/health' })).json<{ data: { cache: ReturnType<ApiCache['health']> } }>();
      expect(health.data.cache.unresolved).toEqual({ statements: before.statements + 1, answers: before.answers + 1 });
    } finally {
      await client.query('drop table if exists scratch_names');
      client.release();
    }
  });
});

describe('listener loss', () => {
  test('everything is dropped and bypassed until the listener is back; writes of the gap are seen', async () => {
    const read = () => t.call('Get_Source', { source_slug_url: DEMO_SOURCE.source_slug_url });
    await warm(read);
    const before = cache().size;
    expect(before).toBeGreaterThan(0);
    const { rows } = await t.pool.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN api_cache' and pid <> pg_backend_pid()`,
    );
    expect(rows).toHaveLength(1);
    await t.pool.query('select pg_terminate_backend($1)', [rows[0]!.pid]);
    for (let i = 0; i < 50 && cache().active; i++) await new Promise((r) => setTimeout(r, 20));
    expect(cache().active).toBe(false);
    expect(cache().size).toBe(0);
    // bypassed: no hits, and a write made now is seen at once
    const hits = cache().stats.hits;
    await cliWrite(t, 'update sources set source_name = $1 where source_id = $2', ['Written without listener', DEMO_SOURCE.source_id]);
    expect((await read()).data!.source_name).toBe('Written without listener');
    await read();
    expect(cache().stats.hits).toBe(hits);
    // back after the retry: cached again, and invalidated again
    for (let i = 0; i < 100 && !cache().active; i++) await new Promise((r) => setTimeout(r, 50));
    expect(cache().active).toBe(true);
    await warm(read);
    await cliWrite(t, 'update sources set source_name = $1 where source_id = $2', ['After the listener came back', DEMO_SOURCE.source_id]);
    expect((await read()).data!.source_name).toBe('After the listener came back');
  });
});

test('the size is bounded (least recently used entries go first)', async () => {
  const small = new ApiCache(t.pool, { maxBytes: 1_000 });
  await small.start();
  try {
    for (let i = 0; i < 10; i++) {
      const { store } = await small.track(() => t.db.execute(sql`select 1 from pages limit 1`));
      expect(store(`k${i}`, 'x'.repeat(300), 300)).toBe(true);
    }
    expect(small.size).toBe(3);
    expect(small.get('k0')).toBeUndefined();
    expect(small.get('k9')).toBe('x'.repeat(300));
  } finally {
    await small.close();
  }
});

describe('API_CACHE=off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ config: { apiCache: false } });
  });
  afterAll(() => off?.close());

  test('the switch is read from the environment; with it off every read runs its queries', async () => {
    expect(loadConfig({ API_CACHE: 'off', DATA_DIR: off.config.dataDir }).apiCache).toBe(false);
    expect(loadConfig({ DATA_DIR: off.config.dataDir }).apiCache).toBe(true);
    expect(apiCacheOf(off.app)).toBeNull();
    const payload = { source_slug_url: DEMO_SOURCE.source_slug_url };
    await off.call('Get_Source', payload);
    // no sync exists: the very next request sees a write made on another connection
    await cliWrite(off, 'update sources set source_name = $1 where source_id = $2', ['No cache at all', DEMO_SOURCE.source_id]);
    const res = await off.app.inject({ method: 'POST', url: '/api/Get_Source', headers: { 'x-api-key': off.config.apiKey, 'content-type': 'application/json' }, payload });
    expect(res.json().data.source_name).toBe('No cache at all');
  });
});

describe('session checks through the cache', () => {
  test('a revoked session is refused right after the revocation, with a warm cache', async () => {
    const m = await newActor(t);
    const profile = () => t.call('Get_Profile', {}, { token: m.token });
    await warm(profile);
    await warm(profile);
    // revoked in the database (as a manager's CLI would): the next call is refused
    await cliWrite(t, 'update sessions set revoked_at = now() where user_id = $1', [m.user_id]);
    expect(await profile()).toMatchObject({ status: false, token_error: true, message: MSG.sessionExpired });
  });

  test('Logout: the same token is refused by the next call', async () => {
    const { token } = await t.loginAs('demo');
    await warm(() => t.call('Get_Profile', {}, { token }));
    expect(await t.call('Logout', {}, { token })).toMatchObject({ status: true });
    expect(await t.call('Get_Profile', {}, { token })).toMatchObject({ status: false, token_error: true });
  });
});
