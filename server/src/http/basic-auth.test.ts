import { MSG } from '@ironscore/contract';
import { loadConfig } from '../config';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test/harness';
import { PAGE_VIEW_ROUTE } from './analytics';

const basic = (credentials: string) => `Basic ${Buffer.from(credentials).toString('base64')}`;

describe('basic credentials configured (API_BASIC_AUTH)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { basicAuth: { user: 'ironscore', password: 's3cret:with-colon' } } });
  });
  afterAll(() => t?.close());

  test('a call with the right credentials is answered', async () => {
    const res = await t.call('Get_Pages', {}, { headers: { authorization: basic('ironscore:s3cret:with-colon') } });
    expect(res.status).toBe(true);
  });

  test.each([
    ['no credentials', undefined],
    ['a wrong password', basic('ironscore:wrong')],
    ['a wrong user', basic('someone:s3cret:with-colon')],
    ['another scheme', 'Bearer abc'],
    ['garbage', 'Basic !!!'],
  ])('a call with %s gets 401 and the message, and writes nothing', async (_what, authorization) => {
    const before = await t.count('page_views');
    const res = await t.callRaw('Set_PageViews', { parent_id: 1, view_type: 'source' }, { headers: authorization ? { authorization } : {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ status: false, message: MSG.request.basicAuthRequired, data: null });
    expect(await t.count('page_views')).toBe(before);
  });

  test('the analytics collector needs them too', async () => {
    const send = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: PAGE_VIEW_ROUTE, headers: { 'content-type': 'application/json', 'x-api-key': TEST_API_KEY, ...headers }, payload: '{"path":"/"}' });
    expect((await send({})).statusCode).toBe(401);
    expect((await send({ authorization: basic('ironscore:s3cret:with-colon') })).statusCode).toBe(200);
  });

  test('health, images and CORS preflights stay open', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/Get_Pages',
      headers: { origin: 'http://127.0.0.1:3000', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,x-api-key' },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/);
  });
});

describe('basic credentials not configured', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  test('calls are answered without them', async () => {
    expect(t.config.basicAuth).toBeNull();
    expect((await t.call('Get_Pages')).status).toBe(true);
  });
});

describe('API_BASIC_AUTH', () => {
  test('is read as user:password (the password may hold colons); a malformed value stops the start', () => {
    expect(loadConfig({ API_BASIC_AUTH: 'ironscore:a:b', DATA_DIR: '/tmp/ironscore-config-test' }).basicAuth).toEqual({ user: 'ironscore', password: 'a:b' });
    expect(loadConfig({ DATA_DIR: '/tmp/ironscore-config-test' }).basicAuth).toBeNull();
    for (const bad of ['nocolon', ':pw', 'user:']) {
      expect(() => loadConfig({ API_BASIC_AUTH: bad, DATA_DIR: '/tmp/ironscore-config-test' })).toThrow(/API_BASIC_AUTH/);
    }
  });
});
