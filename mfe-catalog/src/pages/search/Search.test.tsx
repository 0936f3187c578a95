import '../../testing/polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { COUNTS, MSG } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, renderRoute } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

afterEach(() => callMock().mockReset());

describe('search results page', () => {
  it('groups the results by type with name and link', async () => {
    answerCalls({
      Get_SearchText: ok([
        { type: 'brand', name: 'Alpha Brand', image: 'a.jpg', url: '/brand/alpha-brand' },
        { type: 'source', name: 'Alpha Labs', image: 'b.jpg', url: '/source/alpha-labs' },
        { type: 'promo', name: 'Alpha deal', image: 'c.jpg', url: '/promo/alpha-deal' },
      ]),
    });
    renderRoute('search', '/search', '/search?q=alpha');
    expect(await screen.findByRole('heading', { name: /Sources/ })).toBeInTheDocument();
    expect(payloadsOf('Get_SearchText')).toEqual([{ searchText: 'alpha' }]);
    expect(screen.getByRole('heading', { name: /Brands/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /Promos/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /^News/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Alpha Labs/ })).toHaveAttribute('href', '/source/alpha-labs');
  });

  it("says 'Search result not found!' when nothing matches, and searches again from the box", async () => {
    answerCalls({ Get_SearchText: ok([]) });
    const view = renderRoute('search', '/search', '/search?q=zzzz');
    expect(await screen.findByText(MSG.empty.searchNotFound)).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'beta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(currentUrl(view)).toBe('/search?q=beta');
    await screen.findByText(MSG.empty.searchNotFound);
    expect(payloadsOf('Get_SearchText').at(-1)).toEqual({ searchText: 'beta' });
  });

  it('does not search below 3 characters', async () => {
    answerCalls({});
    renderRoute('search', '/search', '/search?q=ab');
    await act(async () => undefined);
    expect(payloadsOf('Get_SearchText')).toEqual([]);
  });
});

describe('price matcher', () => {
  it('has the product search, the link to categories and the most viewed carousel of 12', async () => {
    answerCalls({
      Get_BrandProductMostViewed: ok(
        Array.from({ length: 12 }, (_, i) => ({
          product_id: i + 1,
          product_name: `Viewed ${i + 1}`,
          product_image: 'p.jpg',
          product_slug_url: `viewed-${i + 1}`,
          brand_id: 1,
          brand_name: 'Beta',
          brand_slug_url: 'beta',
          brand_profile_image: 'b.jpg',
          brand_verification_status: '1',
        })),
      ),
    });
    renderRoute('price-matcher', '/product-price-matcher', '/product-price-matcher');
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG.profile.searchByCategory })).toHaveAttribute('href', '/product-categories');
    expect(await screen.findByRole('link', { name: 'Viewed 12' })).toHaveAttribute('href', '/brand/beta/viewed-12');
    expect(payloadsOf('Get_BrandProductMostViewed')).toEqual([{ limit: COUNTS.mostViewedProducts }]);
  });
});
