/**
 * @jest-environment node
 */
// The catalog's request-time frames (packages/mf-config createRequestRenderer): a page of one item
// rendered on the server with the answers of the calls it makes, in rounds, as a signed-out visitor
// sees it; no frame for an item the API does not know.
import { createRequestRenderer, type RequestFrame } from '@ironscore/mf-config/src/firstFrame/render';
import { answerCalls, callMock, payloadsOf } from '@ironscore/api/src/testing';
import firstFrame from './firstFrame';
import { ok, refused } from './testing/helpers';
import { brandDetail, newsItem as news, productDetail, promo, sourceDetail } from './testing/fixtures';
import { review } from './reviews/testing';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

let render: Awaited<ReturnType<typeof createRequestRenderer>>;

beforeAll(async () => {
  answerCalls({}, { status: true, message: '', data: [], totalData: 0 });
  render = await createRequestRenderer(firstFrame, 'catalog', { siteUrl: 'https://ironscore.example' });
});

/** The page's frame (a page rendered with its data), failing the test otherwise. */
async function page(path: string, budget = 2000): Promise<RequestFrame> {
  const frame = await render(path, budget);
  if (!frame || frame.html === null) throw new Error(`no page frame for ${path}`);
  return frame;
}

afterEach(() => callMock().mockReset());

const queriedCalls = (frame: { state: { queries: Array<{ queryKey: readonly unknown[] }> } }) => frame.state.queries.map((q) => q.queryKey[1]);

it('renders a source page with its data: the header, then what needs the source (its promo banner, its reviews)', async () => {
  answerCalls({
    Get_Source: ok(sourceDetail()),
    Get_PromoBySource: ok([promo()]),
    Get_SourceReviewsPagination: ok([], 0),
  });
  const frame = await page('/source/alpha-labs');
  expect(frame!.route).toBe('source');
  expect(frame!.html).toMatch(/<h1[^>]*>Alpha Labs<\/h1>/);
  expect(frame!.html).toContain(`>${promo().promo_name}</a>`);
  expect(payloadsOf('Get_Source')).toEqual([{ source_slug_url: 'alpha-labs' }]);
  expect(payloadsOf('Get_PromoBySource')).toEqual([{ source_id: 7 }]);
  expect(queriedCalls(frame!)).toEqual(expect.arrayContaining(['Get_Source', 'Get_PromoBySource', 'Get_SourceReviewsPagination']));
  // Only answered queries travel (the CSS is tracked in the first-frame build only: e2e first-frame.spec).
  expect(frame!.state.queries.every((q) => (q as { state: { status: string } }).state.status === 'success')).toBe(true);
});

it('renders a brand page with its name', async () => {
  answerCalls({ Get_Brand: ok(brandDetail()) });
  const frame = await page('/brand/titan-labs');
  expect(frame?.route).toBe('brand');
  expect(frame?.html).toContain(`>${brandDetail().brand_name}</h1>`);
});

it('gives no frame for an item the API does not know (the page goes to 404), a path of no item page or a build-time route', async () => {
  answerCalls({ Get_Source: refused('Source not found.') });
  expect(await render('/source/nope', 2000)).toBeNull();
  expect(await render('/source/a/b', 2000)).toBeNull();
});

it('stops waiting at the budget: what has not answered keeps its placeholder', async () => {
  answerCalls({ Get_Source: 'pending' });
  const started = Date.now();
  const frame = await page('/source/slow', 50);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(frame?.html).not.toMatch(/<h1/);
  expect(queriedCalls(frame!)).not.toContain('Get_Source');
});

it('renders rich text on the server, sanitized with the browser’s rules: the description and the reviews’ texts', async () => {
  answerCalls({
    Get_Source: ok(sourceDetail({ source_description: '<p>Trusted <strong>since 2015</strong>.<script>alert(1)</script><img src=x onerror=alert(2)></p><a href="https://other.example/x">elsewhere</a> <a href="https://ironscore.example/news">news</a>' })),
    Get_PromoBySource: ok([]),
    Get_SourceReviewsPagination: ok([review({ review_comment: '<p>Fast delivery, <em>genuine</em> products.</p>' })], 1),
  });
  const frame = await page('/source/alpha-labs');
  expect(frame.html).toContain('<p>Trusted <strong>since 2015</strong>.</p>');
  expect(frame.html).toContain('<p>Fast delivery, <em>genuine</em> products.</p>');
  expect(frame.html).not.toMatch(/<script|onerror|alert/);
  // A link to another site opens a new tab, one to the site itself does not (as in the browser).
  expect(frame.html).toContain('<a href="https://other.example/x" rel="noopener noreferrer" target="_blank">elsewhere</a>');
  expect(frame.html).toContain('<a href="https://ironscore.example/news" rel="noopener noreferrer">news</a>');
});

it('carries the page’s title and description from the settings’ templates, and its structured data', async () => {
  answerCalls({
    Get_GeneralSettings: ok({ general_site_title: 'IronScore', seo_source_detail: '{source_name} Reviews | {site_title}', seo_source_detail_description: 'Reviews of {source_name}' }),
    Get_Source: ok(sourceDetail()),
    Get_PromoBySource: ok([]),
    Get_SourceReviewsPagination: ok([review({ user_name: 'lifter', rating: 4, review_comment: '<p>Fast delivery.</p>', created_date: '2026-03-04 10:00:00' })], 1),
  });
  const frame = await page('/source/alpha-labs');
  expect(frame.meta?.title).toBe('Alpha Labs Reviews | IronScore');
  expect(frame.meta?.description).toBe('Reviews of Alpha Labs');
  expect(frame.meta?.structuredData).toMatchObject({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'Alpha Labs',
    aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 31 },
    review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'lifter' }, reviewRating: { ratingValue: 4 }, reviewBody: 'Fast delivery.', datePublished: '2026-03-04' }],
  });
});

it('gives a product’s structured data with its brand and no offers (a visitor is not given the prices)', async () => {
  answerCalls({ Get_BrandProduct: ok(productDetail()), Get_BrandProductReviewsPagination: ok([], 0) });
  const frame = await page(`/brand/${productDetail().brand_slug_url}/${productDetail().product_slug_url}`);
  const data = frame.meta?.structuredData as Record<string, unknown>;
  expect(data).toMatchObject({ '@type': 'Product', name: productDetail().product_name, brand: { '@type': 'Brand', name: productDetail().brand_name } });
  expect(data).not.toHaveProperty('offers');
});

it('renders another public page for its metadata only (the settings’ templates), asking nothing else', async () => {
  answerCalls({ Get_GeneralSettings: ok({ general_site_title: 'IronScore', seo_source_list: 'Best sources | {site_title}', seo_source_list_description: 'Every source' }) });
  const frame = await render('/sources', 2000);
  expect(frame).toEqual({ route: 'sources', meta: { title: 'Best sources | IronScore', description: 'Every source' }, html: null });
  expect(callMock().mock.calls.map(([name]) => name)).toEqual(['Get_GeneralSettings']);
});

describe('the lists whose first screen is their data (/promos, /news, the price matcher)', () => {
  it('renders /promos with its promos, and the page its query asks for', async () => {
    answerCalls({ Get_PromoPagination: ok([promo(), promo({ promo_id: 42, promo_name: 'Summer stack', promo_slug_url: 'summer' })], 12) });
    const first = await page('/promos');
    expect(first.route).toBe('promos');
    expect(first.html).toContain('>Spring sale 20% off<');
    expect(first.html).toContain('>Summer stack<');
    expect(first.html).not.toContain('data-testid="placeholder"');
    expect(payloadsOf('Get_PromoPagination')).toEqual([{ limit: 8, offset: 0 }]);

    callMock().mockClear();
    await page('/promos?page=2');
    expect(payloadsOf('Get_PromoPagination')).toEqual([{ limit: 8, offset: 8 }]);
  });

  it('renders /news with its categories and news, for the category and page of its query', async () => {
    answerCalls({
      Get_NewsCategories: ok([{ category_id: 2, category_name: 'Research' }]),
      Get_NewsPagination: ok([news(1), news(2)], 2),
    });
    const frame = await page('/news?page=2&category=2');
    expect(frame.route).toBe('news-list');
    expect(frame.html).toContain('>Story 1<');
    expect(frame.html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Research<\/button>/);
    expect(payloadsOf('Get_NewsPagination')).toEqual([{ limit: 8, offset: 8, category_id: 2 }]);
    expect(queriedCalls(frame)).toEqual(expect.arrayContaining(['Get_NewsCategories', 'Get_NewsPagination']));
  });

  it('renders the price matcher with its price drops and most viewed products', async () => {
    const drop = {
      product_id: 5,
      product_name: 'Enclomiphene 25',
      product_slug_url: 'enclomiphene-25',
      product_image: 'e.jpg',
      brand_name: 'Onyx',
      brand_slug_url: 'onyx',
      // a visitor's answer: no price, no seller (spec/1 §4)
      source_name: '',
      source_slug_url: '',
      sale_price: 0,
      median_30d: 0,
      deal_percent: 25,
    };
    answerCalls({
      Get_PriceDrops: ok([drop]),
      Get_BrandProductMostViewed: ok([{ ...productDetail(), product_name: 'Most Viewed Test E' }]),
    });
    const frame = await page('/product-price-matcher');
    expect(frame.route).toBe('price-matcher');
    expect(frame.html).toContain('Find the cheapest seller for any product');
    expect(frame.html).toContain('>Enclomiphene 25<');
    expect(frame.html).toMatch(/25(<!-- -->)?% under its 30-day median/);
    expect(frame.html).toContain('Most Viewed Test E');
  });
});
