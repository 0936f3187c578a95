/**
 * Hostile requests answer the envelope and never a 5xx (issue 8 item 5): Fastify's own 414 and
 * 431, the dev inbox for remote clients, and error logs that carry no user data.
 */
import net from 'node:net';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { createTestApp, TEST_API_KEY, type TestApp } from '../test/harness';
import { ok } from '../calls/types';
import { MSG, PAGE_ALL_MAX } from '@ironscore/contract';

let t: TestApp;
const logLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({
    logger: {
      level: 'warn',
      stream: new Writable({
        write(chunk, _enc, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
    handlers: {
      // A handler whose query fails on the user's text (PostgreSQL quotes it in its message).
      Get_Page: async ({ db, payload }) => {
        await db.execute(sql`select ${payload.page_slug_url}::int`);
        return ok({ page_title: '', page_content: '', page_slug_url: '', seo_page_detail: '' } as never);
      },
    },
  });
});
afterAll(() => t?.close());

/** Sends raw bytes to the listening app and returns the raw answer. */
async function raw(port: number, request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(request));
    let out = '';
    socket.setEncoding('utf8').on('data', (c: string) => (out += c));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

test('an over-long call name answers 414 with the envelope', async () => {
  const res = await t.app.inject({ method: 'POST', url: `/api/${'A'.repeat(300)}`, headers: { 'x-api-key': TEST_API_KEY } });
  expect(res.statusCode).toBe(414);
  expect(res.json()).toEqual({ status: false, message: MSG.request.urlTooLong, data: null });
});

test('oversized headers (431) and a garbage request line (400) answer the envelope on the socket', async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as net.AddressInfo;
  const big = await raw(port, `POST /api/Get_Pages HTTP/1.1\r\nHost: x\r\nx-big: ${'a'.repeat(20_000)}\r\n\r\n`);
  expect(big).toMatch(/^HTTP\/1\.1 431 /);
  expect(bodyOf(big)).toEqual({ status: false, message: MSG.request.headersTooLarge, data: null });
  const longUrl = await raw(port, `POST /api/Get_Pages?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
  expect(longUrl).toMatch(/^HTTP\/1\.1 (414|431) /);
  expect(bodyOf(longUrl)).toMatchObject({ status: false, data: null });
  const garbage = await raw(port, 'NOT HTTP AT ALL\r\n\r\n');
  expect(garbage).toMatch(/^HTTP\/1\.1 400 /);
  expect(bodyOf(garbage)).toEqual({ status: false, message: MSG.request.malformed, data: null });
});

test('the dev inbox answers clients on this machine only (the connection, not X-Forwarded-For)', async () => {
  expect((await t.app.inject({ method: 'GET', url: '/dev/inbox/messages' })).statusCode).toBe(200);
  const remote = await t.app.inject({ method: 'GET', url: '/dev/inbox/messages', remoteAddress: '203.0.113.9', headers: { 'x-forwarded-for': '127.0.0.1' } });
  expect(remote.statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: '/dev/inbox', remoteAddress: '10.0.0.2' })).statusCode).toBe(404);
});

test('a value PostgreSQL refuses answers the envelope (no 5xx), logged with its SQLSTATE and statement, without the user text', async () => {
  logLines.length = 0;
  const secret = 'hostile-user-text-4242';
  const res = await t.callRaw('Get_Page', { page_slug_url: secret });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({ status: false, message: MSG.pleaseCheckAllFields, data: null });
  const log = logLines.join('\n');
  expect(log).toContain('22P02');
  expect(log).toContain('select $1::int');
  expect(log).not.toContain(secret);
});

test('a NUL character in any field is refused with the field and the contract message', async () => {
  expect(await t.call('Get_Source', { source_slug_url: 'iron\u0000depot' })).toMatchObject({
    status: false,
    message: MSG.validation.textNul,
    errors: { source_slug_url: MSG.validation.textNul },
  });
  // a field whose rule has no text check (rich content) is caught by the shared check after it
  const { token } = await t.loginAs('demo');
  const before = await t.count('review_comments');
  const res = await t.call('Set_SourceNewComment', { source_id: 1, parent_rating_id: 1, review_comment: '<p>fine\u0000text</p>' }, { token });
  expect(res).toMatchObject({ status: false, message: MSG.validation.textNul });
  expect(await t.count('review_comments')).toBe(before);
});

test('slugs and names are capped; JSON nested deeper than the limit is refused', async () => {
  expect(await t.call('Get_Source', { source_slug_url: 's'.repeat(1_000_000) })).toMatchObject({ status: false, message: MSG.validation.textTooLong });
  const deep = await t.app.inject({
    method: 'POST',
    url: '/api/Get_Pages',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json' },
    payload: `{"a":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  });
  expect(deep.statusCode).toBe(400);
  expect(deep.json()).toEqual({ status: false, message: MSG.request.malformed, data: null });
});

test('limit -1 ("all") only where the spec allows it, and then a bounded list', async () => {
  for (const name of ['Get_SourcePagination', 'Get_PromoPagination', 'Get_NewsPagination', 'Get_BrandPagination'] as const) {
    expect(await t.call(name, { limit: -1, offset: -1 })).toMatchObject({ status: false, errors: { limit: expect.any(String) } });
  }
  const all = await t.call('Get_ProductCategoriesPagination', { limit: -1, offset: -1, category_type: '' });
  expect(all.status).toBe(true);
  expect((all.data as unknown[]).length).toBeLessThanOrEqual(PAGE_ALL_MAX);
});
