import '../../testing/polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { answerCalls, currentUrl, ok, payloadsOf, renderRoute, callMock } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const source = (i: number) => ({
  source_id: i,
  source_name: `Source ${i}`,
  source_slug_url: `source-${i}`,
  source_profile_image: 'default.jpg',
  source_rating: 4.2,
  total_review: 12,
  total_views: 340,
  source_verification_status: i % 2 ? '1' : '0',
  category_name: 'Pharma',
  user_name: 'owner',
  user_profile_image: 'default.jpg',
});
const categories = [
  { category_id: 3, category_name: 'Pharma', category_abbreviation: 'PH' },
  { category_id: 5, category_name: 'UGL', category_abbreviation: 'UG' },
];

afterEach(() => callMock().mockReset());

describe('sources list', () => {
  it('shows placeholders, then the source cards of the page', async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({
      Get_SourceCategories: ok(categories),
      Get_SourcePagination: () => new Promise((r) => (answer = r)),
    });
    const view = renderRoute('sources', '/sources', '/sources');
    expect(screen.getByRole('heading', { name: MSG.catalogue.bestInSources })).toBeInTheDocument();
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    expect(payloadsOf('Get_SourcePagination')[0]).toEqual({
      limit: PAGE_SIZE.sources,
      offset: 0,
      category_id: 0,
      rating_id: 0,
      verification: false,
    });
    await act(async () => answer(ok([source(1), source(2)], 2)));
    expect(screen.getByRole('link', { name: 'Source 1' })).toHaveAttribute('href', '/source/source-1');
    expect(screen.getByRole('link', { name: 'Source 2' })).toBeInTheDocument();
    expect(screen.queryByTestId('placeholder')).not.toBeInTheDocument();
    expect(currentUrl(view)).toBe('/sources');
  });

  it('shows the empty text when no source matches', async () => {
    answerCalls({ Get_SourceCategories: ok(categories), Get_SourcePagination: ok([], 0) });
    renderRoute('sources', '/sources', '/sources');
    expect(await screen.findByText(MSG.empty.noRecordFound)).toBeInTheDocument();
  });

  it('writes filters to the address and goes back to page 1 on every filter change', async () => {
    answerCalls({
      Get_SourceCategories: ok(categories),
      Get_SourcePagination: ok(Array.from({ length: 20 }, (_, i) => source(i + 1)), 65),
    });
    const view = renderRoute('sources', '/sources', '/sources?page=3');
    await screen.findByRole('link', { name: 'Source 1' });
    expect(payloadsOf('Get_SourcePagination').at(-1)).toMatchObject({ offset: 40 });

    fireEvent.click(screen.getByRole('button', { name: 'UGL' }));
    expect(currentUrl(view)).toBe('/sources?page=1&category=5');
    await screen.findByRole('link', { name: 'Source 1' });
    expect(payloadsOf('Get_SourcePagination').at(-1)).toMatchObject({ offset: 0, category_id: 5 });

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl(view)).toBe('/sources?page=2&category=5');

    fireEvent.click(screen.getByRole('button', { name: /3\.0\+/ }));
    expect(currentUrl(view)).toBe('/sources?page=1&category=5&rating=3');
    await screen.findByRole('link', { name: 'Source 1' });
    expect(payloadsOf('Get_SourcePagination').at(-1)).toMatchObject({ rating_id: 3, category_id: 5, offset: 0 });

    await screen.findByRole('link', { name: 'Source 1' });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentUrl(view)).toBe('/sources?page=2&category=5&rating=3');
    await screen.findByRole('link', { name: 'Source 1' });
    fireEvent.click(screen.getByRole('checkbox', { name: MSG.catalogue.verifiedSource }));
    expect(currentUrl(view)).toBe('/sources?page=1&category=5&rating=3&verified=1');
    await screen.findByRole('link', { name: 'Source 1' });
    expect(payloadsOf('Get_SourcePagination').at(-1)).toMatchObject({ verification: true, offset: 0 });

    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(currentUrl(view)).toBe('/sources?page=1&rating=3&verified=1');
    await screen.findByRole('link', { name: 'Source 1' });
  });

  it('disables Previous on page 1 and Next on the last page', async () => {
    answerCalls({
      Get_SourceCategories: ok(categories),
      Get_SourcePagination: ok(Array.from({ length: 5 }, (_, i) => source(i + 1)), 45),
    });
    const view = renderRoute('sources', '/sources', '/sources');
    await screen.findByRole('link', { name: 'Source 1' });
    const pager = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pager).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(pager).getByRole('button', { name: 'Next' })).toBeEnabled();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(currentUrl(view)).toBe('/sources?page=3');
    await screen.findByRole('link', { name: 'Source 1' });
    expect(payloadsOf('Get_SourcePagination').at(-1)).toMatchObject({ offset: 40 });
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });
});
