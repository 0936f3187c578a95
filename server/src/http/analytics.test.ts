import { MSG } from '@ironscore/contract';
import { desc } from 'drizzle-orm';
import { TEST_API_KEY, fileTestApp } from '../test/harness';
import { sitePageViews } from '../db/schema';
import { PAGE_VIEW_ROUTE, PAGE_VIEWS_PER_MINUTE } from './analytics';

const t = fileTestApp();

const report = (body: unknown, headers: Record<string, string> = { 'x-api-key': TEST_API_KEY }, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: PAGE_VIEW_ROUTE,
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
    remoteAddress: ip,
  });

describe('the analytics collector', () => {
  test('stores a page view with its path and referrer, and a hash in place of the address', async () => {
    const res = await report({ path: '/source/irondepot?page=2', referrer: '/sources' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: '', data: null });
    const [row] = await t.db.select().from(sitePageViews).orderBy(desc(sitePageViews.view_id)).limit(1);
    expect(row).toMatchObject({ path: '/source/irondepot?page=2', referrer: '/sources' });
    expect(row.visitor_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(row.visitor_hash).not.toContain('10.0.0.1');
  });

  test('rejects bad input with a clear message and stores nothing', async () => {
    const before = await t.count('site_page_views');
    for (const body of [
      {},
      { path: '' },
      { path: 'source/x' },
      { path: '//evil.example/x' },
      { path: `/${'a'.repeat(512)}` },
      { path: '/ok', referrer: 'x'.repeat(513) },
      { path: '/a\u0000b' },
      { path: 42 },
    ]) {
      const res = await report(body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message: MSG.request.pageViewInvalid, data: null });
    }
    const malformed = await report('{"path": "/x"');
    expect(malformed.statusCode).toBe(400);
    const huge = await report({ path: '/x', referrer: 'y'.repeat(5000) });
    expect(huge.statusCode).toBe(413);
    expect(await t.count('site_page_views')).toBe(before);
  });

  test('needs the API key', async () => {
    const before = await t.count('site_page_views');
    const res = await report({ path: '/' }, {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.request.apiKeyRequired);
    expect(await t.count('site_page_views')).toBe(before);
  });

  test(`limits one address to ${PAGE_VIEWS_PER_MINUTE} page views a minute`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < PAGE_VIEWS_PER_MINUTE; i++) expect((await report({ path: `/n/${i}` }, undefined, ip)).statusCode).toBe(200);
    const over = await report({ path: '/one-more' }, undefined, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(MSG.request.pageViewsTooMany);
    // Another address is not affected.
    expect((await report({ path: '/other' }, undefined, '10.9.9.10')).statusCode).toBe(200);
  });
});
