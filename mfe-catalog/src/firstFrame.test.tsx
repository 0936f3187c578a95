/**
 * @jest-environment node
 */
// The catalog's first frames as the build renders them (packages/mf-config): every public catalog
// route, its static text and placeholders, no data and no stand-in route parameter.
import { MSG, PLACEHOLDERS } from '@ironscore/contract';
import { STAND_IN_PARAM, renderFirstFrame, type RemoteFrames } from '@ironscore/mf-config/src/firstFrame/render';
import firstFrame from './firstFrame';
import { ROUTES } from './routes';
import { LIST_PLACEHOLDERS } from './pages/lists/ListingResults';

let frames: RemoteFrames;

beforeAll(async () => {
  frames = (await renderFirstFrame(firstFrame, 'catalog')) as RemoteFrames;
});

const placeholders = (html: string) => html.split('data-testid="placeholder"').length - 1;
const count = (html: string, text: string) => html.split(text).length - 1;
/** What a page shows once a call answered: empty-list messages, item links. */
const ANSWERED = [...new Set(Object.values(MSG.empty))];

it('has a frame for every public route the catalog declares and no other', () => {
  const expected = ROUTES.routes.filter((r) => r.access === 'public').map((r) => r.id);
  expect(frames.version).toBe(1);
  expect(Object.keys(frames.routes).sort()).toEqual([...expected].sort());
});

it('shows the home page before data: hero text, search, section titles and placeholders of every block', () => {
  const { html } = frames.routes.home;
  expect(html).toContain('Real reviews of <span>sources</span> and <span>brands</span>');
  expect(html).toContain('A review community for sources and brands');
  expect(html).toContain('placeholder="Search sources, brands, products..."');
  for (const title of ['Top Sources', 'Recent Reviews', 'Top rated Brands', 'Most Popular Promos', 'Most Read News', 'Recent Comments']) {
    expect(html).toContain(`>${title}<`);
  }
  // The coverflow's skeletons (final size) instead of sources; the later sections' placeholders.
  expect(count(html, 'class="card sourceSkeleton"')).toBe(PLACEHOLDERS.homeSources);
  expect(placeholders(html)).toBeGreaterThanOrEqual(8);
});

it('shows the sources page before data: title, subtitle, filters and the list placeholders', () => {
  const { html } = frames.routes.sources;
  expect(html).toContain(`>${MSG.catalogue.bestInSources}<`);
  expect(html).toContain('Sellers ranked by the community&#x27;s reviews.');
  expect(html).toContain(MSG.catalogue.verifiedSource);
  expect(count(html, 'class="block image rowSkeleton"')).toBe(LIST_PLACEHOLDERS);
});

it('shows no data, no answered state and no stand-in parameter in any frame', () => {
  for (const [id, { html }] of Object.entries(frames.routes)) {
    expect({ id, standIn: html.includes(STAND_IN_PARAM) }).toEqual({ id, standIn: false });
    for (const message of ANSWERED) expect({ id, message, shown: html.includes(`>${message}<`) }).toEqual({ id, message, shown: false });
    // Every page waits for data, but search without a query (its hint).
    if (id !== 'search') expect({ id, placeholders: placeholders(html) > 0 }).toEqual({ id, placeholders: true });
  }
  expect(frames.routes.search.html).toContain('Type at least 3 characters to search.');
  // A detail page (source, brand, product) is all placeholders until its item arrives.
  expect(frames.routes.source.html).not.toMatch(/<h1/);
});

it('renders the same bytes every time (no data, clock or randomness)', async () => {
  expect(await renderFirstFrame(firstFrame, 'catalog')).toEqual(frames);
});
