import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG, WEBSITE_EXAMPLE, type PriceFeedReport, type PriceFeedSettings, type SourcePriceRow } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { AlertHost, ToastHost } from '@ironscore/ui';
import '../../calls';
import { answerCalls, ok, payloadsOf } from '../../testing/helpers';
import { SourcePrices } from './SourcePrices';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const P = MSG.sourcePrices;

const row = (over: Partial<SourcePriceRow> = {}): SourcePriceRow => ({
  offer_id: 7,
  product_id: 3,
  product_name: 'Test E 250',
  product_slug_url: 'test-e-250',
  brand_name: 'Titan Labs',
  brand_slug_url: 'titan-labs',
  sale_price: 49.9,
  stock_status: 1,
  shipping_fee: 4.5,
  matching_product_link: 'https://irondepot.example/test-e',
  updated_date: '2026-11-20T10:00:00.000Z',
  ...over,
});

const report = (over: Partial<PriceFeedReport> = {}): PriceFeedReport => ({
  started_at: '2026-11-27T10:00:00.000Z',
  finished_at: '2026-11-27T10:00:02.000Z',
  status: 'ok',
  error: '',
  rows: 4,
  matched: 2,
  changed: 1,
  created: 0,
  unmatched_count: 1,
  refused_count: 1,
  unmatched: [{ row: 3, key: 'acme/unknown', reason: P.rowNoProduct }],
  refused: [{ row: 4, key: 'https://irondepot.example/x', reason: P.rowPrice }],
  ...over,
});

const feed = (over: Partial<PriceFeedSettings> = {}): PriceFeedSettings => ({ feed_url: '', feed_format: 'csv', next_import_at: null, importing: false, last_report: null, ...over });

function renderPrices() {
  return render(
    <DataProvider>
      <MemoryRouter initialEntries={['/profile/source-prices']}>
        <SourcePrices />
      </MemoryRouter>
      <ToastHost />
      <AlertHost />
    </DataProvider>,
  );
}

test('the offers table: product link, price, stock, seller link, last update; paged by 20', async () => {
  answerCalls({ Get_SourcePricesPagination: ok([row(), row({ offer_id: 8, product_name: 'Deca 300', product_slug_url: 'deca-300', stock_status: 0, sale_price: 1234.5 })], 45), Get_SourcePriceFeed: ok(feed()) });
  renderPrices();
  const first = (await screen.findByRole('link', { name: 'Test E 250' })).closest('tr')!;
  expect(within(first).getByRole('link', { name: 'Test E 250' })).toHaveAttribute('href', '/brand/titan-labs/test-e-250');
  expect(within(first).getByText('$49.90')).toBeInTheDocument();
  expect(within(first).getByText('$4.50')).toBeInTheDocument();
  expect(within(first).getByText(P.inStock)).toBeInTheDocument();
  expect(within(first).getByRole('link', { name: 'irondepot.example/test-e' })).toHaveAttribute('href', 'https://irondepot.example/test-e');
  const second = screen.getByRole('link', { name: 'Deca 300' }).closest('tr')!;
  expect(within(second).getByText('$1,234.50')).toBeInTheDocument();
  expect(within(second).getByText(P.outOfStock)).toBeInTheDocument();
  expect(payloadsOf('Get_SourcePricesPagination')[0]).toMatchObject({ limit: 20, offset: 0 });
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.nextPage }));
  await waitFor(() => expect(payloadsOf('Get_SourcePricesPagination').at(-1)).toMatchObject({ limit: 20, offset: 20 }));
});

test('no offers: the empty text', async () => {
  answerCalls({ Get_SourcePricesPagination: ok([], 0), Get_SourcePriceFeed: ok(feed()) });
  renderPrices();
  expect(await screen.findByText(P.noOffers)).toBeInTheDocument();
});

test('edit a row: the contract checks the price, then the change is sent and the list reloads', async () => {
  answerCalls({ Get_SourcePricesPagination: ok([row()], 1), Get_SourcePriceFeed: ok(feed()), Set_SourcePrice: ok(row({ sale_price: 39 })) });
  renderPrices();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit the price of Test E 250' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit the price of Test E 250' });
  const price = within(dialog).getByLabelText(/^Price \(USD\)/);
  expect(price).toHaveValue('49.90');
  const shipping = within(dialog).getByLabelText(/^Shipping fee/);
  expect(shipping).toHaveValue('4.50');
  await userEvent.clear(shipping);
  await userEvent.type(shipping, '-1');
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  expect(await within(dialog).findByText(P.shippingInvalid)).toBeInTheDocument();
  await userEvent.clear(shipping);
  await userEvent.type(shipping, '0');
  await userEvent.clear(price);
  await userEvent.type(price, '12.345');
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  expect(await within(dialog).findByText(P.priceInvalid)).toBeInTheDocument();
  expect(payloadsOf('Set_SourcePrice')).toHaveLength(0);

  await userEvent.clear(price);
  await userEvent.type(price, '39');
  await userEvent.click(within(dialog).getByRole('radio', { name: P.outOfStock }));
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  await waitFor(() => expect(payloadsOf('Set_SourcePrice')).toEqual([{ offer_id: 7, sale_price: 39, stock_status: 0, shipping_fee: 0 }]));
  expect(await screen.findByText(P.priceSaved)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(payloadsOf('Get_SourcePricesPagination').length).toBeGreaterThan(1);
});

test('a refused edit shows the server message in the dialog', async () => {
  answerCalls({ Get_SourcePricesPagination: ok([row()], 1), Get_SourcePriceFeed: ok(feed()), Set_SourcePrice: { status: false, message: P.notPublished, data: null } });
  renderPrices();
  await userEvent.click(await screen.findByRole('button', { name: 'Edit the price of Test E 250' }));
  const dialog = await screen.findByRole('dialog');
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  expect(await within(dialog).findByText(P.notPublished)).toBeInTheDocument();
});

test('the price feed form: address rule, save, import now; the report with unmatched and refused rows', async () => {
  answerCalls({
    Get_SourcePricesPagination: ok([row()], 1),
    Get_SourcePriceFeed: ok(feed({ feed_url: 'https://irondepot.example/prices.csv', last_report: report() })),
    Set_SourcePriceFeed: (payload: Record<string, unknown>) => ({ status: true, message: payload.import_now ? P.importQueued : P.feedSaved, data: feed({ feed_url: String(payload.feed_url), importing: true }) }),
  });
  renderPrices();
  const form = await screen.findByRole('form', { name: P.feedTitle });
  const url = within(form).getByLabelText(/Feed URL/);
  expect(url).toHaveValue('https://irondepot.example/prices.csv');

  // the report
  const counts = screen.getByText('Matched').closest('dl')!;
  expect(within(counts).getByText('Rows').nextSibling).toHaveTextContent('4');
  expect(within(counts).getByText('Matched').nextSibling).toHaveTextContent('2');
  await userEvent.click(screen.getByText(/Unmatched rows: 1/));
  expect(screen.getByText(P.rowNoProduct)).toBeVisible();
  expect(screen.getByText('acme/unknown')).toBeInTheDocument();
  await userEvent.click(screen.getByText(/Refused rows: 1/));
  expect(screen.getByText(P.rowPrice)).toBeVisible();

  await userEvent.clear(url);
  await userEvent.type(url, 'ftp://irondepot.example/p.csv');
  await userEvent.click(within(form).getByRole('button', { name: MSG.labels.save }));
  expect(await within(form).findByText(MSG.validation.websiteInvalid(WEBSITE_EXAMPLE))).toBeInTheDocument();
  expect(payloadsOf('Set_SourcePriceFeed')).toHaveLength(0);

  await userEvent.clear(url);
  await userEvent.type(url, 'https://irondepot.example/prices.json');
  await userEvent.click(within(form).getByRole('radio', { name: 'JSON' }));
  await userEvent.click(within(form).getByRole('button', { name: MSG.labels.save }));
  await waitFor(() => expect(payloadsOf('Set_SourcePriceFeed')).toEqual([{ feed_url: 'https://irondepot.example/prices.json', feed_format: 'json', import_now: false }]));
  expect(await screen.findByText(P.feedSaved)).toBeInTheDocument();
  await userEvent.click(within(form).getByRole('button', { name: P.importNow }));
  await waitFor(() => expect(payloadsOf('Set_SourcePriceFeed').at(-1)).toMatchObject({ import_now: true }));
});

test('a failed import shows why', async () => {
  answerCalls({
    Get_SourcePricesPagination: ok([], 0),
    Get_SourcePriceFeed: ok(feed({ feed_url: 'https://irondepot.example/p.csv', last_report: report({ status: 'failed', error: P.feedTooManyRows(20000), rows: 0, matched: 0, unmatched_count: 0, refused_count: 0, unmatched: [], refused: [] }) })),
  });
  renderPrices();
  expect(await screen.findByText(P.feedTooManyRows(20000))).toBeInTheDocument();
  expect(screen.getByText('Failed')).toBeInTheDocument();
});
