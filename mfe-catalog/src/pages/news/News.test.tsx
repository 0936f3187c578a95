import '../../testing/polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';
import { newsItem as news } from '../../testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub);

afterEach(() => callMock().mockReset());

describe('news list', () => {
  it('filters by category (All plus fetched), writes page and category, resets to page 1', async () => {
    answerCalls({
      Get_NewsCategories: ok([{ category_id: 2, category_name: 'Research' }]),
      Get_NewsPagination: ok(Array.from({ length: 8 }, (_, i) => news(i + 1)), 20),
    });
    const view = renderRoute('news-list', '/news', '/news?page=2');
    await screen.findByRole('link', { name: 'Story 1' });
    expect(payloadsOf('Get_NewsPagination')[0]).toEqual({ limit: 8, offset: 8, category_id: 0 });
    fireEvent.click(await screen.findByRole('button', { name: 'Research' }));
    expect(currentUrl(view)).toBe('/news?page=1&category=2');
    await screen.findByRole('link', { name: 'Story 1' });
    expect(payloadsOf('Get_NewsPagination').at(-1)).toEqual({ limit: 8, offset: 0, category_id: 2 });
    expect(screen.getByRole('button', { name: 'Research' })).toHaveAttribute('aria-pressed', 'true');
  });

  it("shows 'News not found.' for an empty list", async () => {
    answerCalls({ Get_NewsPagination: ok([], 0) });
    renderRoute('news-list', '/news', '/news');
    expect(await screen.findByText(MSG.empty.noNews)).toBeInTheDocument();
  });
});

describe('news detail', () => {
  it('shows the article and records one news view', async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({ Get_News: () => new Promise((r) => (answer = r)), Get_NewsPagination: ok([news(2)]) });
    renderRoute('news', '/news/:news_slug_url', '/news/story-1');
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    await act(async () => answer(ok(news(1))));
    expect(screen.getByRole('heading', { level: 1, name: 'Story 1' })).toBeInTheDocument();
    expect(screen.getByText('Body text')).toBeInTheDocument();
    expect(payloadsOf('Set_PageViews')).toEqual([{ parent_id: 1, view_type: 'news' }]);
    expect(screen.getByRole('link', { name: 'Story 2' })).toBeInTheDocument();
  });

  it('goes to /404 for an unknown news item', async () => {
    answerCalls({ Get_News: refused() });
    const view = renderRoute('news', '/news/:news_slug_url', '/news/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
  });
});
