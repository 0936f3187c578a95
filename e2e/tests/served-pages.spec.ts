// What a visitor who lands on a page directly, and a search engine, receive (issue 29, items 1 and 9).
// - Rich text (descriptions, reviews, news, static pages) is in the HTML the server sends: the
//   request-time render sanitizes with the browser's rules on a server DOM (packages/ui sanitize,
//   packages/mf-config), and the page hydrates it as it is. Every public route of the route table
//   shows the same main text loaded directly as reached inside the site.
// - The served head carries the page's title and description (the general settings' templates: the
//   page's own render, else its route's published title rule, as the community's pages), its
//   canonical URL, Open Graph and Twitter tags, and JSON-LD on source, brand and product pages
//   (packages/static-server first-frame.mjs); /robots.txt names the API's sitemap.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { pageTitle } from '../../packages/contract/src/routeTable.mjs';
import { API_URL, SHELL_URL } from '../support/constants';
import { data, paged, seoTemplate, type ProductItem } from '../support/catalog';
import { builtRouteTable, routeTableBuilt } from '../support/routes';

/** The public routes of the route table the remotes' builds publish (their dist/routes.json, composed as the shell does). */
const publicRoutes = () => builtRouteTable().routes.filter((route) => route.access === 'public');

interface Review {
  review_comment: string;
  rating: number;
}

/** A concrete path of each public route, from the seeded data. */
async function concretePaths(): Promise<Record<string, string>> {
  const brand = await data<{ brand_id: number }>('Get_Brand', { brand_slug_url: 'titan-labs' });
  const product = (await paged<ProductItem>('Get_BrandProductPagination', { limit: 1, offset: 0, brand_id: brand.brand_id, category_id: 0 })).rows[0];
  const promo = (await paged<{ promo_slug_url: string }>('Get_PromoPagination', { limit: 1, offset: 0 })).rows[0];
  const news = (await paged<{ news_slug_url: string }>('Get_NewsPagination', { limit: 1, offset: 0, category_id: 0 })).rows[0];
  const category = (await paged<{ category_slug_url: string }>('Get_ProductCategoriesPagination', { limit: 1, offset: 0, category_type: '' })).rows[0];
  return {
    'catalog:home': '/',
    'catalog:sources': '/sources',
    'catalog:source': '/source/irondepot',
    'catalog:brands': '/brands',
    'catalog:brand': '/brand/titan-labs',
    'catalog:product': `/brand/titan-labs/${product.product_slug_url}`,
    'catalog:promos': '/promos',
    'catalog:promo': `/promo/${promo.promo_slug_url}`,
    'catalog:promo-alias': `/promos/${promo.promo_slug_url}`,
    'catalog:news-list': '/news',
    'catalog:news': `/news/${news.news_slug_url}`,
    'catalog:page': '/page/about-us',
    'catalog:product-categories': '/product-categories',
    'catalog:products-by-category': `/products/${category.category_slug_url}`,
    'catalog:price-matcher': '/product-price-matcher',
    'catalog:search': '/search',
    'community:home': '/community/home',
    'community:home-reset': '/community/home-reset',
    'community:communitys': '/community/communitys',
    'community:search': '/community/search',
    'community:notification': '/community/notification',
  };
}

/** The text of `html` (API rich text) as the browser shows it, whitespace collapsed. */
const textOf = (page: Page, html: string) =>
  page.evaluate((value) => (new DOMParser().parseFromString(value, 'text/html').body.textContent ?? '').replace(/\s+/g, ' ').trim(), html);

/** The main area's text once it stopped changing, numbers left out (view counts and countdowns move between loads). */
async function settledMainText(page: Page): Promise<string> {
  await page.waitForLoadState('networkidle');
  // Lists still loading show busy placeholders ("Loading..."): wait for them to go (a page may keep one: not an error here).
  await expect(page.locator('#root main [aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined);
  // The community's start loader (1.5 s, spec/2 §2.2) on an in-app arrival: its text is steady, so wait for the page.
  await expect(page.locator('#root main').getByText('Loading the community...')).toHaveCount(0, { timeout: 15_000 });
  const read = async () => (await page.locator('#root main').first().innerText()).replace(/\d[\d,.:]*/g, '#');
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await page.waitForTimeout(300);
    const next = await read();
    if (next === last) return next;
    last = next;
  }
  return last;
}

const lines = (text: string) => new Set(text.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter(Boolean));

/** Opens `path` directly, watching for hydration warnings; returns once the catalog (or another remote) has taken the page over. */
async function openDirectly(page: Page, target: string) {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto(target);
  await expect(page.locator('[data-remote-root]').first()).toBeAttached({ timeout: 20_000 });
  await expect(page.locator('#root [data-first-frame]')).toHaveCount(0);
  return warnings;
}

/**
 * The served HTML of `target` (no JavaScript) once it holds `marker`: the catalog's renderer warms
 * up after a restart, and a path's first ask that it cannot answer in time gets the build's frame.
 */
async function servedHtml(page: Page, target: string, marker: string | RegExp = 'id="ironscore-state"'): Promise<string> {
  let html = '';
  await expect
    .poll(async () => (html = await (await page.request.get(target, { headers: { accept: 'text/html' } })).text()), { timeout: 30_000 })
    .toMatch(marker);
  return html;
}

async function withoutJs<T>(browser: Browser, run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

// The tests only read (two workers share them: playwright.config.ts, project 'reads'); each worker computes the paths once.
test.describe.configure({ mode: 'parallel' });

let paths: Record<string, string> = {};
test.beforeAll(async () => {
  paths = await concretePaths();
});

test('every public route of the route table has a page to check @shell', () => {
  expect(routeTableBuilt(), 'every remote is built (its dist/routes.json)').toBe(true);
  const routes = publicRoutes();
  expect(routes.length).toBeGreaterThanOrEqual(21);
  expect(routes.map((r) => r.key).filter((key) => !(key in paths))).toEqual([]);
});

// Listed before the builds (the tag check lists the suite), there is no table yet: the test above
// then fails if it is run, so no route goes unchecked.
for (const route of routeTableBuilt() ? publicRoutes() : []) {
  test(`${route.path}: the same main text loaded directly as reached inside the site @catalog @community @shell`, async ({ browser }) => {
    const target = paths[route.key];
    const direct = await browser.newContext();
    const inApp = await browser.newContext();
    try {
      const page = await direct.newPage();
      if (route.path.includes('/:')) await servedHtml(page, target);
      const warnings = await openDirectly(page, target);
      const directText = await settledMainText(page);

      // Inside the site: the home page first, then the route by the router (no page load), once
      // the remote's page is live (what it shows meanwhile is not compared).
      const other = await inApp.newPage();
      await openDirectly(other, route.path === '/' ? '/sources' : '/');
      await other.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target);
      await expect(other).toHaveURL(new URL(target, SHELL_URL).href);
      const inAppText = await settledMainText(other);

      const missing = [...lines(inAppText)].filter((line) => !lines(directText).has(line));
      expect(missing, `lines shown after in-app navigation but not on a direct load of ${target}`).toEqual([]);
      expect(directText.length).toBeGreaterThanOrEqual(inAppText.length * 0.95);
      expect(warnings.filter((text) => /instead of hydrated|hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
    } finally {
      await direct.close();
      await inApp.close();
    }
  });
}

test('the HTML served without JavaScript for a source page holds its description and its first review’s text @catalog @shell', async ({ browser }) => {
  const source = await data<{ source_id: number; source_description: string }>('Get_Source', { source_slug_url: 'irondepot' });
  const reviews = (await paged<Review>('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: source.source_id })).rows;
  expect(reviews.length).toBeGreaterThan(0);
  await withoutJs(browser, async (page) => {
    await servedHtml(page, '/source/irondepot');
    await page.goto('/source/irondepot');
    const description = await textOf(page, source.source_description);
    const review = await textOf(page, reviews[0].review_comment);
    expect(description.length).toBeGreaterThan(20);
    expect(review.length).toBeGreaterThan(5);
    // Compared without whitespace: the page shows paragraphs on lines of their own, textContent runs them together.
    const bare = (text: string) => text.replace(/\s+/g, '');
    const main = bare(await page.locator('#root main').innerText());
    expect(main).toContain(bare(description));
    expect(main).toContain(bare(review));
  });
});

test('the served head of every public route carries the page’s title, description, canonical URL and Open Graph tags, as the page sets them @catalog @community @shell', async ({ page }) => {
  test.setTimeout(240_000);
  const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)![1];
  const attr = (head: string, pattern: RegExp) => pattern.exec(head)?.[1]?.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const title = (head: string) => attr(head, /<title>([^<]*)<\/title>/);
  const description = (head: string) => attr(head, /<meta name="description" content="([^"]*)"/);
  expect(await seoTemplate('seo_source_detail', { source_name: 'irondepot' })).toBe('irondepot Reviews | IronScore');

  const settings = await data<Record<string, unknown>>('Get_GeneralSettings');
  // Listed before the builds (the tag check lists the suite), there is no table yet: the test above
// then fails if it is run, so no route goes unchecked.
for (const route of routeTableBuilt() ? publicRoutes() : []) {
    const target = paths[route.key];
    // The catalog's pages: once its render answered (their own title); the others (the community's):
    // their route's published title rule, once the shell's server has the general settings.
    const rule = pageTitle(route.title, settings, {});
    const marker = route.remote === 'catalog' ? /<title>(?!IronScore<)[^<]+<\/title>/ : `<meta name="description" content="${rule.description.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
    const head = headOf(await servedHtml(page, target, marker));
    const url = new URL(target, SHELL_URL).href.replace(/\/$/, route.path === '/' ? '/' : '');
    expect(attr(head, /<link rel="canonical" href="([^"]*)"/), target).toBe(url);
    expect(attr(head, /<meta property="og:url" content="([^"]*)"/), target).toBe(url);
    expect(attr(head, /<meta property="og:title" content="([^"]*)"/), target).toBe(title(head));
    expect(attr(head, /<meta name="twitter:card" content="([^"]*)"/), target).toBe('summary');
    if (route.remote !== 'catalog') expect(title(head), target).toBe(rule.title);

    // The title and description the page sets once its code runs are the ones served.
    await page.goto(target);
    await expect(page.locator('#root [data-first-frame]')).toHaveCount(0);
    await expect.poll(() => page.title(), { message: target }).toBe(title(head));
    // the page may send its description a moment after its title (its item and the settings answer apart)
    await expect.poll(() => page.locator('meta[name="description"]').getAttribute('content'), { message: target }).toBe(description(head));
    expect(title(head), target).not.toBe('IronScore');
  }

  // The example: the source page's template.
  const source = headOf(await servedHtml(page, '/source/irondepot'));
  expect(title(source)).toBe(await seoTemplate('seo_source_detail', { source_name: 'irondepot' }));
  // The community home: the spec's seo_community, served and in the browser (the loop above).
  const community = headOf(await servedHtml(page, '/community/home', '<link rel="canonical"'));
  expect(title(community)).toBe(await seoTemplate('seo_community'));
  expect(description(community)).toBe(await seoTemplate('seo_community_description'));
});

test('source, brand and product pages carry schema.org JSON-LD: the item, its stored rating and count, the reviews shown @catalog @shell', async ({ browser }) => {
  const jsonLd = (html: string) => {
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)];
    expect(blocks).toHaveLength(1);
    return JSON.parse(blocks[0][1]) as Record<string, unknown> & { review?: Array<Record<string, unknown>>; aggregateRating?: Record<string, unknown> };
  };
  const round = (n: number) => Math.round(n * 10) / 10;
  const source = await data<{ source_id: number; source_name: string; source_rating: number; total_review: number }>('Get_Source', { source_slug_url: 'irondepot' });
  const brand = await data<{ brand_id: number; brand_name: string; brand_rating: number; total_review: number }>('Get_Brand', { brand_slug_url: 'titan-labs' });
  const productSlug = paths['catalog:product'].split('/').pop()!;
  const product = await data<{ product_id: number; product_name: string; product_rating: number; total_review: number; brand_name: string }>('Get_BrandProduct', {
    brand_slug_url: 'titan-labs',
    product_slug_url: productSlug,
  });
  const cases = [
    { target: paths['catalog:source'], type: 'Organization', name: source.source_name, rating: source.source_rating, total: source.total_review, reviews: await paged<Review>('Get_SourceReviewsPagination', { limit: 20, offset: 0, source_id: source.source_id }) },
    { target: paths['catalog:brand'], type: 'Brand', name: brand.brand_name, rating: brand.brand_rating, total: brand.total_review, reviews: await paged<Review>('Get_BrandReviewsPagination', { limit: 20, offset: 0, brand_id: brand.brand_id }) },
    { target: paths['catalog:product'], type: 'Product', name: product.product_name, rating: product.product_rating, total: product.total_review, reviews: await paged<Review>('Get_BrandProductReviewsPagination', { limit: 20, offset: 0, product_id: product.product_id }) },
  ];
  await withoutJs(browser, async (page) => {
    for (const item of cases) {
      // A render that the API did not answer in time (its budget, packages/static-server) has the item without its reviews: ask until they are in.
      const shown = item.reviews.rows.filter((r) => r.rating >= 1);
      const ld = jsonLd(await servedHtml(page, item.target, shown.length ? '"review":[{"@type":"Review"' : undefined));
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe(item.type);
      expect(ld.name).toBe(item.name);
      if (item.total > 0) {
        expect(ld.aggregateRating).toEqual({ '@type': 'AggregateRating', ratingValue: round(item.rating), reviewCount: item.total, bestRating: 5, worstRating: 1 });
      }
      expect(ld.review ?? []).toHaveLength(shown.length);
      if (shown.length) {
        const first = ld.review![0];
        expect(first['@type']).toBe('Review');
        expect((first.reviewRating as { ratingValue: number }).ratingValue).toBe(round(shown[0].rating));
        expect(String(first.reviewBody).replace(/\s+/g, '')).toBe((await textOf(page, shown[0].review_comment)).replace(/\s+/g, ''));
      }
      // A visitor is not given prices (spec/1 "Price offers"), so neither is a crawler.
      expect(ld).not.toHaveProperty('offers');
    }
  });
});

test('/robots.txt names the sitemap, which lists the site’s pages @shell', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(robots.headers()['content-type']).toContain('text/plain');
  const text = await robots.text();
  expect(text).toContain('User-agent: *');
  expect(text).toContain(`Sitemap: ${API_URL}/sitemap.xml`);
  const sitemap = await request.get(`${API_URL}/sitemap.xml`);
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain(`<loc>${SHELL_URL}/source/irondepot</loc>`);
});

test('a source page loaded directly, at 390 and 1280 px: its description and reviews are shown @catalog @shell', async ({ browser }, testInfo) => {
  const source = await data<{ source_description: string }>('Get_Source', { source_slug_url: 'irondepot' });
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
    try {
      const page = await context.newPage();
      const warnings = await openDirectly(page, '/source/irondepot');
      const description = await textOf(page, source.source_description);
      await expect(page.locator('#root main')).toContainText(description.slice(0, 60));
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: testInfo.outputPath(`source-direct-${width}.png`), fullPage: true });
      expect(warnings.filter((text) => /instead of hydrated/.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  }
});
