/**
 * @jest-environment node
 */
// The community's frames (packages/mf-config): the build-time frame of every public community route
// (the page before data, never the start loader), and the request-time render with the data a
// visitor is shown (the home's latest news), which the shell hydrates.
import { MSG } from '@ironscore/contract';
import { answerCalls, callMock } from '@ironscore/api/src/testing';
import { createRequestRenderer, renderFirstFrame, type RemoteFrames, type RequestFrame } from '@ironscore/mf-config/src/firstFrame/render';
import firstFrame from './firstFrame';
import { ROUTES } from './routes';
import { ok } from './testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const LOADER = 'Loading the community...';
const NEWS = [
  { news_id: 1, news_name: 'Creatine study', news_slug_url: 'creatine-study' },
  { news_id: 2, news_name: 'Whey prices fall', news_slug_url: 'whey-prices-fall' },
];

afterEach(() => callMock().mockReset());

describe('build-time frames', () => {
  let frames: RemoteFrames;
  beforeAll(async () => {
    frames = (await renderFirstFrame(firstFrame, 'community')) as RemoteFrames;
  });

  it('has a frame for every public community route, each rendered per request too', () => {
    const expected = ROUTES.routes.filter((r) => r.access === 'public').map((r) => r.id);
    expect(Object.keys(frames.routes).sort()).toEqual([...expected].sort());
    for (const id of expected) expect({ id, request: frames.routes[id].request }).toEqual({ id, request: true });
  });

  it('shows the home page as a visitor sees it before data, not the start loader', () => {
    const { html } = frames.routes.home;
    expect(html).toMatch(/<h1[^>]*>Community<\/h1>/);
    expect(html).toContain(MSG.gating.loginToViewMore);
    expect(html).toContain(`>${MSG.labels.latestNews}<`);
    expect(html).not.toContain(LOADER);
  });
});

describe('request-time frames', () => {
  let render: Awaited<ReturnType<typeof createRequestRenderer>>;
  beforeAll(async () => {
    answerCalls({}, { status: true, message: '', data: [], totalData: 0 });
    render = await createRequestRenderer(firstFrame, 'community', { siteUrl: 'https://ironscore.example' });
  });

  async function page(path: string): Promise<RequestFrame> {
    const frame = await render(path, 2000);
    if (!frame || frame.html === null) throw new Error(`no page frame for ${path}`);
    return frame;
  }

  it('renders the community home with the latest news, as a visitor sees it, without the start loader', async () => {
    answerCalls({ Get_NewsPagination: ok(NEWS, 2) });
    const frame = await page('/community/home');
    expect(frame.route).toBe('home');
    expect(frame.html).toMatch(/<h1[^>]*>Community<\/h1>/);
    expect(frame.html).toContain(MSG.gating.loginToViewMore);
    expect(frame.html).toMatch(/<a [^>]*href="\/news\/creatine-study"[^>]*>Creatine study<\/a>/);
    expect(frame.html).toMatch(/<a [^>]*href="\/news\/whey-prices-fall"[^>]*>Whey prices fall<\/a>/);
    expect(frame.html).not.toContain(LOADER);
    // Only the visitor's calls: nothing that needs a token.
    expect(callMock().mock.calls.map(([name]) => name)).toEqual(['Get_NewsPagination']);
    expect(frame.state.queries.map((q) => q.queryKey[1])).toEqual(['Get_NewsPagination']);
  });

  it('titles a hashtag’s feed by the hashtag of its query', async () => {
    answerCalls({ Get_NewsPagination: ok(NEWS, 2) });
    const frame = await page('/community/home?hashtag=Creatine');
    expect(frame.meta?.title).toBe('#creatine | Community | IronScore');
  });

  it('gives no frame for a signed-in page (a post) or another remote’s path', async () => {
    expect(await render('/community/post/1', 2000)).toBeNull();
    expect(await render('/sources', 2000)).toBeNull();
  });
});
