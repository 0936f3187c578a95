import '../../testing/polyfills';
import { fireEvent, screen } from '@testing-library/react';
import { MSG, PAGE_SIZE } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, renderRoute } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const brand = (i: number) => ({
  brand_id: i,
  brand_name: `Brand ${i}`,
  brand_slug_url: `brand-${i}`,
  brand_profile_image: 'default.jpg',
  brand_rating: 3.6,
  total_review: 4,
  total_views: 80,
  total_product: 9,
  brand_ranked: i,
  brand_verification_status: '1',
  user_name: 'owner',
  user_profile_image: 'default.jpg',
});

afterEach(() => callMock().mockReset());

describe('brands list', () => {
  it('loads page 2 from the address, then a rating or verified change writes it and goes back to page 1', async () => {
    answerCalls({ Get_BrandPagination: ok(Array.from({ length: 20 }, (_, i) => brand(i + 1)), 41) });
    const view = renderRoute('brands', '/brands', '/brands?page=2');
    expect(screen.getByRole('heading', { name: MSG.catalogue.bestInBrands })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Brand 1' });
    expect(payloadsOf('Get_BrandPagination')[0]).toEqual({ limit: PAGE_SIZE.brands, offset: 20, rating_id: 0, verification: false });

    fireEvent.click(screen.getByRole('button', { name: /4\.0\+/ }));
    expect(currentUrl(view)).toBe('/brands?page=1&rating=4');
    await screen.findByRole('link', { name: 'Brand 1' });
    expect(payloadsOf('Get_BrandPagination').at(-1)).toEqual({ limit: 20, offset: 0, rating_id: 4, verification: false });

    fireEvent.click(screen.getByRole('checkbox', { name: MSG.catalogue.verifiedBrand }));
    expect(currentUrl(view)).toBe('/brands?page=1&rating=4&verified=1');

    fireEvent.click(screen.getByRole('button', { name: 'Any' }));
    expect(currentUrl(view)).toBe('/brands?page=1&verified=1');
    await screen.findByRole('link', { name: 'Brand 1' });
  });

  it('shows the empty text', async () => {
    answerCalls({ Get_BrandPagination: ok([], 0) });
    renderRoute('brands', '/brands', '/brands?rating=4');
    expect(await screen.findByText(MSG.empty.noRecordFound)).toBeInTheDocument();
    expect(payloadsOf('Get_BrandPagination')[0]).toMatchObject({ rating_id: 4 });
  });
});
