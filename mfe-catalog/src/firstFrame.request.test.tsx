/**
 * @jest-environment node
 */
// The catalog's request-time frames (packages/mf-config createRequestRenderer): a page of one item
// rendered on the server with the answers of the calls it makes, in rounds, as a signed-out visitor
// sees it; no frame for an item the API does not know.
import { createRequestRenderer } from '@ironscore/mf-config/src/firstFrame/render';
import { answerCalls, callMock, payloadsOf } from '@ironscore/api/src/testing';
import firstFrame from './firstFrame';
import { ok, refused } from './testing/helpers';
import { brandDetail, promo, sourceDetail } from './testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

let render: Awaited<ReturnType<typeof createRequestRenderer>>;

beforeAll(async () => {
  answerCalls({}, { status: true, message: '', data: [], totalData: 0 });
  render = await createRequestRenderer(firstFrame, 'catalog');
});

afterEach(() => callMock().mockReset());

const queriedCalls = (frame: { state: { queries: Array<{ queryKey: readonly unknown[] }> } }) => frame.state.queries.map((q) => q.queryKey[1]);

it('renders a source page with its data: the header, then what needs the source (its promo banner, its reviews)', async () => {
  answerCalls({
    Get_Source: ok(sourceDetail()),
    Get_PromoBySource: ok([promo()]),
    Get_SourceReviewsPagination: ok([], 0),
  });
  const frame = await render('/source/alpha-labs', 2000);
  expect(frame).not.toBeNull();
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
  const frame = await render('/brand/titan-labs', 2000);
  expect(frame?.route).toBe('brand');
  expect(frame?.html).toContain(`>${brandDetail().brand_name}</h1>`);
});

it('gives no frame for an item the API does not know (the page goes to 404), a path of no item page or a build-time route', async () => {
  answerCalls({ Get_Source: refused('Source not found.') });
  expect(await render('/source/nope', 2000)).toBeNull();
  expect(await render('/sources', 2000)).toBeNull();
  expect(await render('/source/a/b', 2000)).toBeNull();
});

it('stops waiting at the budget: what has not answered keeps its placeholder', async () => {
  answerCalls({ Get_Source: 'pending' });
  const started = Date.now();
  const frame = await render('/source/slow', 50);
  expect(Date.now() - started).toBeLessThan(1000);
  expect(frame?.html).not.toMatch(/<h1/);
  expect(queriedCalls(frame!)).not.toContain('Get_Source');
});
