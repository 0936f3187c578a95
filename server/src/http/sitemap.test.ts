import { fileTestApp } from '../test/harness';
import { pages } from '../db/schema';

const t = fileTestApp();
beforeAll(async () => {
  await t.db.insert(pages).values([
    { page_name: 'Sitemap page', page_slug_url: 'sitemap-test-page' },
    { page_name: 'Hidden', page_slug_url: 'sitemap-hidden-page', page_status: 0 },
  ]);
});

test('sitemap.xml lists the public URLs on the site host', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/xml/);
  const xml = res.body;
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  for (const path of ['/', '/sources', '/brands', '/promos', '/news', '/product-categories', '/page/sitemap-test-page']) {
    expect(xml).toContain(`<loc>http://127.0.0.1:3000${path}</loc>`);
  }
  expect(xml).not.toContain('sitemap-hidden-page');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(new Set(locs).size).toBe(locs.length);
  for (const loc of locs) expect(loc.startsWith('http://127.0.0.1:3000/')).toBe(true);
});
