import '../../testing/polyfills';
import { fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';
import { brandDetail } from '../../testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../../reviews/ReviewSection', () => jest.requireActual('../../testing/stubs').reviewSectionStub);
jest.mock('../../actions/FavoriteButton', () => jest.requireActual('../../testing/stubs').favoriteButtonStub);
jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub);

const product = {
  product_id: 1,
  product_name: 'Anavar 10',
  product_image: 'a.jpg',
  product_slug_url: 'anavar-10',
  brand_id: 9,
  brand_name: 'Beta Pharma',
  brand_slug_url: 'beta-pharma',
  brand_profile_image: 'beta.jpg',
  brand_verification_status: '0',
};

afterEach(() => callMock().mockReset());

describe('brand detail', () => {
  it('shows the brand, facts with Unspecified, its products, the review section and records a view', async () => {
    answerCalls({ Get_Brand: ok(brandDetail()), Get_BrandProductPagination: ok([product], 1) });
    renderRoute('brand', '/brand/:brand_slug_url', '/brand/beta-pharma');
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Beta Pharma' })).toBeInTheDocument();
    expect(screen.getByText('Unverified')).toBeInTheDocument();
    const email = screen.getByText('E-mail').closest('div') as HTMLElement;
    expect(within(email).getByText(MSG.unspecified)).toBeInTheDocument();
    const delivery = screen.getByText('Delivery countries').closest('div') as HTMLElement;
    expect(within(delivery).getByText(MSG.unspecified)).toBeInTheDocument();
    expect(screen.getByText('Australia')).toBeInTheDocument();
    expect(screen.getByText('14')).toBeInTheDocument();
    expect(screen.getByTestId('review-section')).toHaveTextContent('brand:9');
    expect(await screen.findByRole('link', { name: 'Anavar 10' })).toHaveAttribute('href', '/brand/beta-pharma/anavar-10');
    expect(payloadsOf('Get_BrandProductPagination')[0]).toMatchObject({ brand_id: 9, category_id: 0, offset: 0 });
    expect(payloadsOf('Set_PageViews')).toEqual([{ parent_id: 9, view_type: 'brand' }]);
  });

  it('lists the official resellers in a modal, or says there is none', async () => {
    answerCalls({ Get_Brand: ok(brandDetail()) });
    const first = renderRoute('brand', '/brand/:brand_slug_url', '/brand/beta-pharma');
    fireEvent.click(await screen.findByRole('button', { name: MSG.catalogue.officalResellers }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Alpha Labs')).toBeInTheDocument();
    expect(within(dialog).getByText('Gamma Store')).toBeInTheDocument();
    first.unmount();

    answerCalls({ Get_Brand: ok(brandDetail({ brand_offical_resellers: [] })) });
    renderRoute('brand', '/brand/:brand_slug_url', '/brand/beta-pharma');
    fireEvent.click(await screen.findByRole('button', { name: MSG.catalogue.officalResellers }));
    expect(await screen.findByText(MSG.empty.noOfficialReseller)).toBeInTheDocument();
  });

  it('goes to /404 for an unknown brand', async () => {
    answerCalls({ Get_Brand: refused() });
    const view = renderRoute('brand', '/brand/:brand_slug_url', '/brand/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
  });
});
