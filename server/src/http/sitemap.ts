/** GET /sitemap.xml: the public URLs of the site (spec/1 footer "Site Map"). */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { brands, news, pages, productCategories, products, promos, sources } from '../db/schema';

const MAX_URLS = 50_000;

interface Entry {
  path: string;
  modified?: Date | null;
  priority?: string;
}

function xmlEscape(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const seg = (s: string) => encodeURIComponent(s);

export async function sitemapEntries(db: Db): Promise<Entry[]> {
  const entries: Entry[] = [
    { path: '/', priority: '1.0' },
    { path: '/sources', priority: '0.9' },
    { path: '/brands', priority: '0.9' },
    { path: '/promos', priority: '0.8' },
    { path: '/news', priority: '0.8' },
    { path: '/product-categories', priority: '0.7' },
    { path: '/product-price-matcher', priority: '0.6' },
    { path: '/community/home', priority: '0.5' },
  ];
  const [pageRows, sourceRows, brandRows, productRows, promoRows, newsRows, categoryRows] = await Promise.all([
    db.select({ slug: pages.page_slug_url, modified: pages.updated_date }).from(pages).where(eq(pages.page_status, 1)),
    db.select({ slug: sources.source_slug_url, modified: sources.updated_date }).from(sources).where(eq(sources.source_status, 1)),
    db.select({ slug: brands.brand_slug_url, modified: brands.updated_date }).from(brands).where(eq(brands.brand_status, 1)),
    db
      .select({ brand: brands.brand_slug_url, slug: products.product_slug_url, modified: products.updated_date })
      .from(products)
      .innerJoin(brands, eq(brands.brand_id, products.brand_id))
      .where(and(eq(products.product_status, 1), eq(brands.brand_status, 1))),
    db.select({ slug: promos.promo_slug_url, modified: promos.updated_date }).from(promos).where(eq(promos.promo_status, 1)),
    db.select({ slug: news.news_slug_url, modified: news.updated_date }).from(news).where(eq(news.news_status, 1)),
    db.select({ slug: productCategories.category_slug_url }).from(productCategories),
  ]);
  for (const r of pageRows) entries.push({ path: `/page/${seg(r.slug)}`, modified: r.modified, priority: '0.4' });
  for (const r of sourceRows) entries.push({ path: `/source/${seg(r.slug)}`, modified: r.modified, priority: '0.8' });
  for (const r of brandRows) entries.push({ path: `/brand/${seg(r.slug)}`, modified: r.modified, priority: '0.8' });
  for (const r of promoRows) entries.push({ path: `/promo/${seg(r.slug)}`, modified: r.modified, priority: '0.6' });
  for (const r of newsRows) entries.push({ path: `/news/${seg(r.slug)}`, modified: r.modified, priority: '0.6' });
  for (const r of categoryRows) entries.push({ path: `/products/${seg(r.slug)}`, priority: '0.5' });
  for (const r of productRows) entries.push({ path: `/brand/${seg(r.brand)}/${seg(r.slug)}`, modified: r.modified, priority: '0.7' });
  return entries.slice(0, MAX_URLS);
}

export function sitemapXml(siteUrl: string, entries: Entry[]): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const e of entries) {
    lines.push(
      `  <url><loc>${xmlEscape(siteUrl + e.path)}</loc>` +
        (e.modified ? `<lastmod>${e.modified.toISOString().slice(0, 10)}</lastmod>` : '') +
        (e.priority ? `<priority>${e.priority}</priority>` : '') +
        '</url>',
    );
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

export function registerSitemapRoute(app: FastifyInstance, db: Db, config: Config): void {
  let cache: { xml: string; at: number } | null = null;
  app.get('/sitemap.xml', async (_request, reply) => {
    if (!cache || Date.now() - cache.at > 10 * 60_000) {
      cache = { xml: sitemapXml(config.siteUrl, await sitemapEntries(db)), at: Date.now() };
    }
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(cache.xml);
  });
}
