import { MSG } from '@ironscore/contract';
import { eq } from 'drizzle-orm';
import { createTestApp, multipartBody, TEST_API_KEY, type TestApp } from '../test/harness';
import { bytesFile, fakeImage, insertUser, pngFile } from '../test/fixtures';
import { fail, notImplemented, ok } from '../calls/types';
import { pageViews } from '../db/schema';
import { saveImage } from '../storage/images';
import { issueToken, toLoginUser } from '../auth/tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    handlers: {
      // A writing handler, to prove that rejected input writes nothing.
      Set_PageViews: async ({ db, payload }) => {
        await db.insert(pageViews).values({ view_type: payload.view_type, parent_id: payload.parent_id });
        return ok(null, { message: 'recorded' });
      },
      // An upload handler, to exercise file parts end to end.
      Set_NewCommunityPost: async ({ storage, payload }) => {
        if (!payload.post_image) return fail('no image');
        const saved = await saveImage(storage, 'community/posts', payload.post_image);
        if (!saved.ok) return fail(saved.message, { errors: { post_image: saved.message } });
        return ok({ post_id: 1 }, { message: saved.name });
      },
      // A handler that crashes.
      Get_SearchText: async () => {
        throw new Error('database exploded at /secret/path.ts:12');
      },
      // The placeholder of a call not built yet.
      Get_TopNews: notImplemented('Get_TopNews'),
      // Extra envelope fields.
      Set_UserFavoriteList: async () => ok(null, { message: 'Removed.', extra: { button: 'Favorite' } }),
    },
  });
});
afterAll(() => t?.close());

function expectEnvelope(body: Record<string, unknown>) {
  expect(typeof body.status).toBe('boolean');
  expect(typeof body.message).toBe('string');
  expect('data' in body).toBe(true);
}

describe('transport', () => {
  test('a call answers the envelope', async () => {
    const res = await t.callRaw('Get_Pages');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    const body = res.json();
    expectEnvelope(body);
    expect(body.status).toBe(true);
    expect(Array.isArray(body.data)).toBe(true);
  });

  test('urlencoded and JSON bodies are accepted too; the project field is ignored', async () => {
    for (const encoding of ['urlencoded', 'json'] as const) {
      const res = await t.call('Get_Page', { page_slug_url: 'no-such-page', project: 'x' }, { encoding });
      expectEnvelope(res);
      expect(res.status).toBe(false);
      expect(res.message).toBe(MSG.noContentFound);
    }
  });

  test('the API key is required', async () => {
    for (const apiKey of [null, 'wrong-key', `${TEST_API_KEY}x`]) {
      const res = await t.callRaw('Get_Pages', {}, { apiKey });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ status: false, message: 'A valid API key is required.', data: null });
    }
  });

  test('an unknown call answers the envelope', async () => {
    const res = await t.callRaw('Get_Nothing');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Unknown call: Get_Nothing', data: null });
  });

  test('calls are POST; other paths answer an envelope 404', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/Get_Pages' });
    expect(get.statusCode).toBe(404);
    expectEnvelope(get.json());
    const other = await t.app.inject({ method: 'GET', url: '/nope' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ status: false, data: null });
  });

  test('a call without a handler yet answers "not available"', async () => {
    const res = await t.call('Get_TopNews');
    expect(res).toEqual({ status: false, message: 'Get_TopNews is not available yet.', data: null });
  });

  test('extra envelope fields of a handler reach the top level', async () => {
    const user = await insertUser(t.db);
    const { token } = await issueToken(t.db, t.config, toLoginUser(user));
    const res = await t.call('Set_UserFavoriteList', { item_type: 'source', item_id: 1 }, { token });
    expect(res).toEqual({ status: true, message: 'Removed.', data: null, button: 'Favorite' });
  });

  test('an exception becomes a generic envelope without any detail', async () => {
    const res = await t.callRaw('Get_SearchText', { searchText: 'abc' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: false, message: 'Something went wrong on the server. Please try again.', data: null });
    expect(res.body).not.toMatch(/secret|exploded|stack/);
  });
});

describe('malformed input', () => {
  let views: number;
  beforeAll(async () => {
    views = await t.count('page_views');
  });
  test('a broken multipart body', async () => {
    const { body, contentType } = multipartBody({ parent_id: '1', view_type: 'source' });
    const truncated = body.subarray(0, body.length - 30);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/Set_PageViews',
      headers: { 'x-api-key': TEST_API_KEY, 'content-type': contentType },
      payload: truncated,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'The form data could not be read. Please try again.', data: null });
    expect(await t.count('page_views')).toBe(views);
  });

  test('multipart without a boundary, bad JSON, an unknown content type', async () => {
    const cases = [
      { 'content-type': 'multipart/form-data', payload: 'garbage' },
      { 'content-type': 'application/json', payload: '{"parent_id": 1,' },
      { 'content-type': 'application/xml', payload: '<a/>' },
      { 'content-type': 'text/plain', payload: 'parent_id=1' },
    ];
    for (const c of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Set_PageViews',
        headers: { 'x-api-key': TEST_API_KEY, 'content-type': c['content-type'] },
        payload: c.payload,
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      const body = res.json();
      expect(body.status).toBe(false);
      expect(body.data).toBeNull();
      expect(typeof body.message).toBe('string');
    }
    expect(await t.count('page_views')).toBe(views);
  });

  test('a payload failing the contract: first message, errors per field, nothing written', async () => {
    const res = await t.call('Set_PageViews', { parent_id: 'abc', view_type: 'planet' });
    expect(res.status).toBe(false);
    expect(res.data).toBeNull();
    expect(res.message).toBe('A valid parent_id is expected.');
    expect(res.errors).toEqual({
      parent_id: 'A valid parent_id is expected.',
      view_type: 'view_type must be one of source, brand, brand_product, promo, news.',
    });
    expect(await t.count('page_views')).toBe(views);

    const good = await t.call('Set_PageViews', { parent_id: 987654, view_type: 'brand' });
    expect(good).toEqual({ status: true, message: 'recorded', data: null });
    const rows = await t.db.select().from(pageViews).where(eq(pageViews.parent_id, 987654));
    expect(rows).toHaveLength(1);
    expect(await t.count('page_views')).toBe(views + 1);
  });
});

describe('uploads through a call', () => {
  let token: string;
  beforeAll(async () => {
    const user = await insertUser(t.db);
    token = (await issueToken(t.db, t.config, toLoginUser(user))).token;
  });
  const post = { post_type: 'image', post_method: 'everyone', post_content: 'hello there' };

  test('a real image is stored and served', async () => {
    const res = await t.call('Set_NewCommunityPost', { ...post, post_image: await pngFile(300, 200) }, { token });
    expect(res.status).toBe(true);
    const name = res.message;
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    const img = await t.app.inject({ method: 'GET', url: `/uploads/community/posts/${name}` });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/png');
  });

  test('a file over 2 MB is refused with the spec message', async () => {
    const res = await t.callRaw('Set_NewCommunityPost', { ...post, post_image: bytesFile(2 * 1024 * 1024 + 10) }, { token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: false,
      message: 'File size must be no more than 2 MB!',
      data: null,
      errors: { post_image: 'File size must be no more than 2 MB!' },
    });
  });

  test('a body over 10 MB is refused', async () => {
    const big = 'x'.repeat(900 * 1024);
    const fields: Record<string, string> = { ...post };
    for (let i = 0; i < 12; i++) fields[`f${i}`] = big;
    const res = await t.callRaw('Set_NewCommunityPost', fields, { token });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ status: false, message: 'The request is too large.', data: null });
    const json = await t.callRaw('Set_PageViews', { parent_id: 1, view_type: 'source', pad: 'x'.repeat(11 * 1024 * 1024) }, { encoding: 'json' });
    expect(json.statusCode).toBe(413);
    expect(json.json()).toMatchObject({ status: false, data: null });
  });

  test('a file that is not a JPG or PNG by signature is refused', async () => {
    const res = await t.call('Set_NewCommunityPost', { ...post, post_image: fakeImage('cat.png') }, { token });
    expect(res).toEqual({
      status: false,
      message: 'Only JPG, JPEG, and PNG files are allowed!',
      data: null,
      errors: { post_image: 'Only JPG, JPEG, and PNG files are allowed!' },
    });
  });
});

describe('session token', () => {
  test('a token call without a token, or with a bad token, answers token_error', async () => {
    const expected = { status: false, message: MSG.sessionExpired, data: null, token_error: true };
    expect(await t.call('Get_UserToken')).toEqual(expected);
    expect(await t.call('Get_UserToken', {}, { token: 'not-a-jwt' })).toEqual(expected);
    const user = await insertUser(t.db);
    const { token } = await issueToken(t.db, t.config, toLoginUser(user));
    // signed with another secret
    const other = await issueToken(t.db, { ...t.config, jwtSecret: 'another-secret-another-secret-another' }, toLoginUser(user));
    expect(await t.call('Get_UserToken', {}, { token: other.token })).toEqual(expected);
    // tampered payload
    const [h, p, s] = token.split('.');
    const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...claims, user_id: 1 })).toString('base64url')}.${s}`;
    expect(await t.call('Get_UserToken', {}, { token: forged })).toEqual(expected);
    // expired session
    const expired = await issueToken(t.db, t.config, toLoginUser(user), { ttlSeconds: -10 });
    expect(await t.call('Get_UserToken', {}, { token: expired.token })).toEqual(expected);
  });

  test('a token call rejected for its token writes nothing', async () => {
    const before = await t.count('sessions');
    await t.call('Logout', {}, { token: 'nope' });
    expect(await t.count('sessions')).toBe(before);
  });

  test('after Logout the token answers token_error', async () => {
    const user = await insertUser(t.db);
    const { token } = await issueToken(t.db, t.config, toLoginUser(user));
    expect((await t.call('Get_UserToken', {}, { token })).status).toBe(true);
    expect(await t.call('Logout', {}, { token })).toEqual({ status: true, message: '', data: null });
    expect(await t.call('Get_UserToken', {}, { token })).toEqual({ status: false, message: MSG.sessionExpired, data: null, token_error: true });
    expect(await t.call('Logout', {}, { token })).toMatchObject({ token_error: true });
  });
});

describe('HTTP surface', () => {
  test('health, with the answer cache\'s hits and misses since start', async () => {
    const health = async () => {
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.statusCode).toBe(200);
      return res.json<{ status: boolean; message: string; data: { database: boolean; cache: { hits: number; misses: number; unresolved: { statements: number; answers: number } } } }>();
    };
    const before = await health();
    const unresolved = { statements: expect.any(Number), answers: expect.any(Number) };
    expect(before).toEqual({ status: true, message: 'ok', data: { database: true, cache: { hits: expect.any(Number), misses: expect.any(Number), unresolved } } });
    await t.call('Get_Page', { page_slug_url: 'health-check-page' });
    await t.call('Get_Page', { page_slug_url: 'health-check-page' });
    await t.call('Get_Pages', {});
    await t.call('Get_Pages', {});
    // each cached call counts once, as a hit or a miss; a failure is not stored (both miss), the
    // second of two equal successful calls is a hit
    const after = (await health()).data.cache;
    expect(after.hits + after.misses).toBe(before.data.cache.hits + before.data.cache.misses + 4);
    expect(after.misses).toBeGreaterThanOrEqual(before.data.cache.misses + 2);
    expect(after.hits).toBeGreaterThanOrEqual(before.data.cache.hits + 1);
  });

  test('CORS for the shell and remotes with the API headers; other origins get none', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Get_Pages',
      headers: {
        origin: 'http://localhost:3002',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-api-key,x-auth-token,content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3002');
    const allowed = String(preflight.headers['access-control-allow-headers']).toLowerCase();
    expect(allowed).toContain('x-api-key');
    expect(allowed).toContain('x-auth-token');

    const simple = await t.callRaw('Get_Pages', {}, { headers: { origin: 'http://127.0.0.1:3000' } });
    expect(simple.headers['access-control-allow-origin']).toBe('http://127.0.0.1:3000');
    const foreign = await t.callRaw('Get_Pages', {}, { headers: { origin: 'http://evil.example' } });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });

  test('security headers; images can be embedded cross-origin', async () => {
    const res = await t.callRaw('Get_Pages');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    // plain http locally: no HSTS, no upgrade-insecure-requests (production has both)
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['content-security-policy']).not.toMatch(/upgrade-insecure-requests/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ config: { rateLimitMax: 3 } });
  });
  afterAll(() => limited?.close());

  test('over the global limit the answer is an envelope; images are not limited', async () => {
    for (let i = 0; i < 3; i++) expect((await limited.callRaw('Get_Pages')).statusCode).toBe(200);
    const res = await limited.callRaw('Get_Pages');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ status: false, message: 'Too many requests. Please wait a moment and try again.', data: null });
    expect(res.headers['retry-after']).toBeDefined();
    for (let i = 0; i < 5; i++) expect((await limited.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });
});
