import '../../testing/polyfills';
import { act, fireEvent, screen } from '@testing-library/react';
import { MSG, PLACEHOLDERS } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const category = (i: number) => ({
  category_id: i,
  category_name: `Category ${i}`,
  category_slug_url: `category-${i}`,
  category_type: i % 2 ? 'Oral' : 'Injectable',
  product_count: i,
});
const product = (i: number) => ({
  product_id: i,
  product_name: `Product ${i}`,
  product_image: 'p.jpg',
  product_slug_url: `product-${i}`,
  brand_id: 9,
  brand_name: 'Beta Pharma',
  brand_slug_url: 'beta-pharma',
  brand_profile_image: 'b.jpg',
  brand_verification_status: i % 2 ? '1' : '0',
});

afterEach(() => callMock().mockReset());

describe('product categories', () => {
  it("shows 20 placeholders, then 'Best in Categories' cards; the type filter writes type and resets to page 1", async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({ Get_ProductCategoriesPagination: () => new Promise((r) => (answer = r)) });
    const view = renderRoute('product-categories', '/product-categories', '/product-categories?page=2');
    expect(screen.getByRole('heading', { name: MSG.catalogue.bestInCategories })).toBeInTheDocument();
    expect(screen.getByTestId('placeholder').childElementCount - 1).toBe(PLACEHOLDERS.productCategories);
    expect(payloadsOf('Get_ProductCategoriesPagination')[0]).toEqual({ limit: 20, offset: 20, category_type: '' });
    await act(async () => answer(ok(Array.from({ length: 20 }, (_, i) => category(i + 1)), 45)));
    expect(screen.getByRole('link', { name: /Category 1\b/ })).toHaveAttribute('href', '/products/category-1');
    fireEvent.click(screen.getByRole('button', { name: 'Injectable' }));
    expect(currentUrl(view)).toBe('/product-categories?page=1&type=Injectable');
    expect(payloadsOf('Get_ProductCategoriesPagination').at(-1)).toEqual({ limit: 20, offset: 0, category_type: 'Injectable' });
    await act(async () => answer(ok([], 0)));
    expect(screen.getByText(MSG.empty.noRecordFound)).toBeInTheDocument();
  });
});

describe('products by category', () => {
  it("shows 'Best in Products', 9 placeholders, then cards; a brand button writes brand and resets the page", async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({
      Get_ProductCategory: ok({ category_id: 6, category_name: 'Testosterone' }),
      Get_AllBrand: ok([{ brand_id: 9, brand_name: 'Beta Pharma', brand_profile_image: 'b.jpg', brand_slug_url: 'beta-pharma' }]),
      Get_BrandProductPagination: () => new Promise((r) => (answer = r)),
    });
    const view = renderRoute('products-by-category', '/products/:category_slug_url', '/products/testosterone?page=3');
    expect(screen.getByRole('heading', { name: MSG.catalogue.bestInProducts })).toBeInTheDocument();
    expect(screen.getAllByTestId('placeholder')[0].childElementCount - 1).toBe(PLACEHOLDERS.productsByCategory);
    await screen.findByRole('button', { name: 'Beta Pharma' });
    expect(payloadsOf('Get_ProductCategory')).toEqual([{ category_slug_url: 'testosterone' }]);
    expect(payloadsOf('Get_BrandProductPagination')[0]).toEqual({ limit: 9, offset: 18, brand_id: 0, category_id: 6 });
    await act(async () => answer(ok(Array.from({ length: 9 }, (_, i) => product(i + 1)), 30)));
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/brand/beta-pharma/product-1');
    expect(screen.getAllByLabelText('Verified').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Unverified').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Beta Pharma' }));
    expect(currentUrl(view)).toBe('/products/testosterone?page=1&brand=9');
    expect(payloadsOf('Get_BrandProductPagination').at(-1)).toEqual({ limit: 9, offset: 0, brand_id: 9, category_id: 6 });
    fireEvent.click(screen.getByRole('button', { name: 'All Brands' }));
    expect(currentUrl(view)).toBe('/products/testosterone?page=1');
    await act(async () => answer(ok([], 0)));
  });

  it('goes to /404 for an unknown category', async () => {
    answerCalls({ Get_ProductCategory: refused() });
    const view = renderRoute('products-by-category', '/products/:category_slug_url', '/products/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
    expect(payloadsOf('Get_BrandProductPagination')).toEqual([]);
  });
});
