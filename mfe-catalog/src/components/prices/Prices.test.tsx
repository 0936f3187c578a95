import '../../testing/polyfills';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MSG, type PriceDrop, type PriceHistory as History } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { useSession } from '@ironscore/session';
import { answerCalls, callMock, ok, payloadsOf } from '../../testing/helpers';
import { offer } from '../../testing/fixtures';
import { PriceHistory } from './PriceHistory';
import { PriceDrops } from './PriceDrops';
import { PriceOffers } from '../PriceOffers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
// the uPlot chart draws on a canvas, which jsdom lacks: a stand-in that shows what it was given
jest.mock('./PriceChart', () => ({
  __esModule: true,
  default: ({ history }: { history: History }) => <div data-testid="price-chart">{`${history.days}:${history.cheapest.join(',')}`}</div>,
}));

const member = { user_id: 3, user_email: 'm@x.example', user_name: 'member', user_verification_status: 1, user_type: 'member' as const };
afterEach(() => {
  callMock().mockReset();
  useSession.setState({ user: null, token: null });
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const history = (over: Partial<History> = {}): History => ({
  product_id: 301,
  days: 30,
  day_list: ['2026-11-25', '2026-11-26', '2026-11-27'],
  cheapest: [50, null, 42.5],
  sellers: [
    { source_name: 'Alpha Labs', source_slug_url: 'alpha-labs', points: [50, null, 45] },
    { source_name: 'Gamma Store', source_slug_url: 'gamma-store', points: [60, null, 42.5] },
  ],
  lowest: { price: 42.5, day: '2026-11-27', source_name: 'Gamma Store' },
  gated: false,
  ...over,
});

const renderIn = (ui: React.ReactNode) =>
  render(
    <DataProvider>
      <MemoryRouter>{ui}</MemoryRouter>
    </DataProvider>,
  );

describe('Price history', () => {
  it('shows a member the chart with its accessible name, the lowest price of 30 days, a legend and the table; periods refetch', async () => {
    useSession.setState({ user: member, token: 't' });
    answerCalls({ Get_PriceHistory: (p: unknown) => ok(history({ days: Number((p as { days: number }).days) as 30 })) });
    renderIn(<PriceHistory productId={301} signedIn />);
    expect(screen.getByRole('heading', { name: MSG.prices.priceHistory })).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /cheapest in-stock price per day .* last 30 days, from \$42\.50 to \$50\.00/ });
    expect(await within(chart).findByTestId('price-chart')).toHaveTextContent('30:50,,42.5');
    expect(payloadsOf('Get_PriceHistory')).toEqual([{ product_id: 301, days: 30 }]);
    expect(screen.getByTestId('lowest-price')).toHaveTextContent(/Lowest price in the last 30 days: \$42\.50 on .* at Gamma Store/);
    const legend = screen.getByRole('list', { name: 'Lines' });
    expect(within(legend).getByText('Alpha Labs')).toBeInTheDocument();
    // the table alternative: newest day first, '–' for a day without an in-stock price
    const table = screen.getByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[0]).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Day', 'Cheapest in stock', 'Alpha Labs', 'Gamma Store']);
    expect(within(rows[1]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$42.50', '$45.00', '$42.50']);
    expect(within(rows[2]).getAllByRole('cell').map((c) => c.textContent)).toEqual(['–', '–', '–']);

    const p90 = screen.getByRole('button', { name: '90 days' });
    expect(p90).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(p90);
    expect(p90).toHaveAttribute('aria-pressed', 'true');
    await screen.findByRole('img', { name: /last 90 days/ });
    expect(payloadsOf('Get_PriceHistory')).toEqual([
      { product_id: 301, days: 30 },
      { product_id: 301, days: 90 },
    ]);
  });

  it('gives a visitor the shape only: no price axis values, $0.00 blurred, no sellers, a sign-in prompt', async () => {
    answerCalls({
      Get_PriceHistory: ok(
        history({
          gated: true,
          cheapest: [100, null, 0],
          sellers: [{ source_name: '', source_slug_url: '', points: [100, null, 20] }],
          lowest: { price: 0, day: '2026-11-27', source_name: '' },
        }),
      ),
    });
    renderIn(<PriceHistory productId={301} signedIn={false} />);
    expect(await screen.findByRole('img', { name: /Prices are hidden until you sign in/ })).toBeInTheDocument();
    expect(screen.getByText(MSG.prices.signInForHistory)).toBeInTheDocument();
    const lowest = screen.getByTestId('lowest-price');
    expect(lowest).toHaveTextContent('$0.00');
    expect(within(lowest).getByText('$0.00').closest('[data-blurred="true"]')).not.toBeNull();
    expect(screen.queryByText(/\$100/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Day', 'Cheapest in stock', 'Seller 1']);
  });

  it('reads nothing and loads no chart until the section comes into the view', async () => {
    let trigger: (hit: boolean) => void = () => undefined;
    let margin: string | undefined;
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      constructor(cb: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
        trigger = (hit) => cb([{ isIntersecting: hit }]);
        margin = options?.rootMargin;
      }
      observe() {}
      disconnect() {}
    };
    answerCalls({ Get_PriceHistory: ok(history()) });
    renderIn(<PriceHistory productId={301} signedIn />);
    await act(async () => undefined);
    expect(payloadsOf('Get_PriceHistory')).toEqual([]);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    // the view itself, no margin: a section below the first screen's fold stays unloaded
    expect(margin).toBe('0px');
    await act(async () => trigger(false));
    expect(payloadsOf('Get_PriceHistory')).toEqual([]);
    await act(async () => trigger(true));
    expect(await screen.findByTestId('price-chart')).toBeInTheDocument();
    expect(payloadsOf('Get_PriceHistory')).toHaveLength(1);
  });

  it('says so when the product has no history', async () => {
    answerCalls({ Get_PriceHistory: ok(history({ cheapest: [null, null, null], sellers: [], lowest: null })) });
    renderIn(<PriceHistory productId={301} signedIn />);
    expect(await screen.findByText(MSG.prices.noHistory)).toBeInTheDocument();
  });
});

describe('Good deal and landed price in SELLER PRICES', () => {
  it('badges good deals, marks sources that do not ship to the member, and tags Cheapest by the landed order', () => {
    const offers = [
      offer(1, { sale_price: 30, shipping_fee: 0, good_deal: true, deal_percent: 14, ships_to_member: true }),
      offer(2, { sale_price: 20, shipping_fee: 15, ships_to_member: true }),
      offer(3, { sale_price: 10, ships_to_member: false }),
    ];
    renderIn(<PriceOffers offers={offers} signedIn landedCountry="Germany" />);
    const rows = screen.getAllByTestId('price-offer');
    expect(screen.getByText(MSG.prices.landedNote('Germany'))).toBeInTheDocument();
    expect(within(rows[0]).getByText(MSG.catalogue.cheapest)).toBeInTheDocument();
    expect(within(rows[0]).getByTestId('good-deal')).toHaveTextContent(MSG.prices.goodDeal);
    expect(within(rows[1]).queryByTestId('good-deal')).not.toBeInTheDocument();
    expect(within(rows[1]).getByText('+ $15.00 shipping')).toBeInTheDocument();
    expect(within(rows[1]).getByText('$35.00 delivered')).toBeInTheDocument();
    expect(within(rows[2]).getByTestId('does-not-ship')).toHaveTextContent('Does not ship to Germany');
    expect(screen.getAllByText(MSG.catalogue.cheapest)).toHaveLength(1);
  });

  it('does not tag Cheapest on a source that does not ship there', () => {
    renderIn(<PriceOffers offers={[offer(1, { ships_to_member: false })]} signedIn landedCountry="Germany" />);
    expect(screen.queryByText(MSG.catalogue.cheapest)).not.toBeInTheDocument();
  });
});

describe('Price drops', () => {
  const drop = (i: number, over: Partial<PriceDrop> = {}): PriceDrop => ({
    product_id: i,
    product_name: `Product ${i}`,
    product_slug_url: `product-${i}`,
    product_image: 'p.jpg',
    brand_name: 'Beta Pharma',
    brand_slug_url: 'beta-pharma',
    source_name: 'Alpha Labs',
    source_slug_url: 'alpha-labs',
    sale_price: 40,
    median_30d: 50,
    deal_percent: 20,
    ...over,
  });

  it('lists a member the drops with the price, the median and the seller', async () => {
    useSession.setState({ user: member, token: 't' });
    answerCalls({ Get_PriceDrops: ok([drop(1), drop(2, { deal_percent: 12.4, sale_price: 8.8, median_30d: 10 })]) });
    renderIn(<PriceDrops />);
    const cards = await screen.findAllByTestId('price-drop');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByRole('link', { name: 'Product 1' })).toHaveAttribute('href', '/brand/beta-pharma/product-1');
    expect(within(cards[0]).getByText(MSG.prices.goodDeal)).toBeInTheDocument();
    expect(cards[0]).toHaveTextContent('20% under its 30-day median');
    expect(cards[0]).toHaveTextContent('$40.00 $50.00 at Alpha Labs');
    expect(cards[1]).toHaveTextContent('12% under');
    expect(payloadsOf('Get_PriceDrops')).toEqual([{ limit: 8 }]);
  });

  it('hides price and seller from visitors', async () => {
    answerCalls({ Get_PriceDrops: ok([drop(1, { sale_price: 0, median_30d: 0, source_name: '', source_slug_url: '' })]) });
    renderIn(<PriceDrops />);
    const [card] = await screen.findAllByTestId('price-drop');
    expect(within(card).getByText('$0.00').closest('[data-blurred="true"]')).not.toBeNull();
    expect(card).not.toHaveTextContent('Alpha Labs');
    expect(card).toHaveTextContent('20% under');
  });

  it('shows its empty text', async () => {
    answerCalls({ Get_PriceDrops: ok([]) });
    renderIn(<PriceDrops />);
    expect(await screen.findByText(MSG.prices.noDrops)).toBeInTheDocument();
  });
});
