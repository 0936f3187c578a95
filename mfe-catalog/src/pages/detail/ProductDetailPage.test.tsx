import '../../testing/polyfills';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { MSG } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { answerCalls, callMock, currentUrl, ok, payloadsOf, refused, renderRoute } from '../../testing/helpers';
import { productDetail } from '../../testing/fixtures';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
jest.mock('../../reviews/ReviewSection', () => ({
  useShownReviews: () => [],
  ReviewSection: (p: { kind: string; itemId: number; brandId?: number }) => (
    <div data-testid="review-section">{`${p.kind}:${p.itemId}:${p.brandId}`}</div>
  ),
}));
// the price history section has its own tests (components/prices)
jest.mock('../../components/prices/PriceHistory', () => ({ PriceHistory: (p: { productId: number }) => <div data-testid="price-history">{p.productId}</div> }));
jest.mock('../../actions/ShareButton', () => jest.requireActual('../../testing/stubs').shareButtonStub);

const PATH = '/brand/:brand_slug_url/:product_slug_url';
const URL = '/brand/beta-pharma/test-e-250';
const member = { user_id: 3, user_email: 'm@x.example', user_name: 'member', user_verification_status: 1, user_type: 'member' as const };

afterEach(() => {
  callMock().mockReset();
  useSession.setState({ user: null, token: null });
});

const offers = () => screen.getAllByTestId('price-offer');

describe('product detail', () => {
  it('shows placeholders, then the product, features, description, reviews and the brand score', async () => {
    let answer: (v: unknown) => void = () => undefined;
    answerCalls({ Get_BrandProduct: () => new Promise((r) => (answer = r)) });
    renderRoute('product', PATH, URL);
    expect(screen.getAllByTestId('placeholder').length).toBeGreaterThan(0);
    expect(payloadsOf('Get_BrandProduct')).toEqual([{ brand_slug_url: 'beta-pharma', product_slug_url: 'test-e-250' }]);
    await act(async () => answer(ok(productDetail())));
    expect(screen.getByRole('heading', { level: 1, name: 'Test E 250' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See all\s+reviews/ })).toHaveAttribute('href', '#reviews');
    expect(screen.getByRole('rowheader', { name: 'Water Retention' })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Active Half-Life' })).toBeInTheDocument();
    expect(screen.getByText('4.5 days')).toBeInTheDocument();
    expect(screen.getByText('Testosterone enanthate.')).toBeInTheDocument();
    expect(screen.getByTestId('review-section')).toHaveTextContent('product:301:9');
    expect(screen.getByRole('heading', { name: 'Average brand score' })).toBeInTheDocument();
    expect(screen.getByTestId('price-history')).toHaveTextContent('301');
    await act(async () => undefined);
    expect(payloadsOf('Set_PageViews')).toEqual([{ parent_id: 301, view_type: 'brand_product' }]);
  });

  it('hides price and seller from visitors ($0.00, blurred) with a sign-in prompt', async () => {
    answerCalls({ Get_BrandProduct: ok(productDetail()) });
    const opened: unknown[] = [];
    const off = on('auth:open', (d) => opened.push(d));
    renderRoute('product', PATH, URL);
    await screen.findByRole('heading', { level: 1, name: 'Test E 250' });
    expect(offers()).toHaveLength(3);
    for (const row of offers()) {
      const price = within(row).getByTestId('offer-price');
      expect(price).toHaveTextContent('$0.00');
      expect(price.closest('[data-blurred="true"]')).not.toBeNull();
      expect(within(row).queryByText(/Seller \d/)).not.toBeInTheDocument();
      expect(within(row).getByText(MSG.catalogue.shippingFee)).toBeInTheDocument();
    }
    expect(screen.queryByText('$25.50')).not.toBeInTheDocument();
    expect(within(offers()[0]).getByText(MSG.catalogue.cheapest)).toBeInTheDocument();
    expect(screen.getByText(MSG.catalogue.signInForPrices)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('note')).getByRole('button', { name: 'Sign in' }));
    expect(opened).toEqual([{ variant: 'member' }]);
    fireEvent.click(within(offers()[1]).getByRole('button', { name: 'Unlock price' }));
    expect(opened).toHaveLength(2);
    expect(screen.getByText(MSG.catalogue.priceDisclaimer)).toBeInTheDocument();
    off();
  });

  it('shows real prices and sellers to members, cheapest first, 3 then +3 per Show more', async () => {
    useSession.setState({ user: member, token: 't' });
    answerCalls({ Get_BrandProduct: ok(productDetail()) });
    renderRoute('product', PATH, URL);
    await screen.findByRole('heading', { level: 1, name: 'Test E 250' });
    expect(offers()).toHaveLength(3);
    expect(within(offers()[0]).getByTestId('offer-price')).toHaveTextContent('$25.50');
    expect(within(offers()[0]).getByText(MSG.catalogue.cheapest)).toBeInTheDocument();
    expect(within(offers()[1]).queryByText(MSG.catalogue.cheapest)).not.toBeInTheDocument();
    expect(within(offers()[0]).getByRole('link', { name: /Seller 1/ })).toHaveAttribute('href', '/source/seller-1');
    expect(screen.queryByText(MSG.catalogue.signInForPrices)).not.toBeInTheDocument();
    expect(document.querySelector('[data-blurred="true"]')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(offers()).toHaveLength(6);
    fireEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(offers()).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(within(offers()[6]).getByTestId('offer-price')).toHaveTextContent('$58.50');
  });

  it('shows the no-price text when there is no offer', async () => {
    answerCalls({ Get_BrandProduct: ok(productDetail({ price_match_list: [] })) });
    renderRoute('product', PATH, URL);
    expect(await screen.findByText(MSG.empty.noPriceData)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('goes to /404 for an unknown product', async () => {
    answerCalls({ Get_BrandProduct: refused('Product not found.') });
    const view = renderRoute('product', PATH, '/brand/beta-pharma/nope');
    expect(await screen.findByText('not found view')).toBeInTheDocument();
    expect(currentUrl(view)).toBe('/404');
  });
});
