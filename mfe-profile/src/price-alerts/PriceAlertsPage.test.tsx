import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { MSG, PRICE_WATCH_LIMIT, type PriceWatch } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { AlertHost, ToastHost } from '@ironscore/ui';
import '../calls';
import { answerCalls, ok, payloadsOf } from '../testing/helpers';
import { PriceAlertsPage } from './PriceAlertsPage';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const A = MSG.priceAlerts;

const watch = (over: Partial<PriceWatch> = {}): PriceWatch => ({
  watch_id: 5,
  product_id: 301,
  product_name: 'Test E 250',
  product_slug_url: 'test-e-250',
  product_image: '',
  brand_name: 'Beta Pharma',
  brand_slug_url: 'beta-pharma',
  target_price: 40,
  paused: false,
  unread: true,
  cheapest_price: 38.5,
  cheapest_source_name: 'Iron Depot',
  last_alert_price: 38.5,
  last_alert_date: '2026-11-27T09:00:00.000Z',
  created_date: '2026-11-01T00:00:00.000Z',
  ...over,
});

function renderAlerts() {
  return render(
    <DataProvider>
      <MemoryRouter initialEntries={['/profile/price-alerts']}>
        <PriceAlertsPage />
      </MemoryRouter>
      <ToastHost />
      <AlertHost />
    </DataProvider>,
  );
}

test('the watches: product link, target, cheapest now and its seller, the price-drop marker, paused', async () => {
  answerCalls({ Get_PriceWatches: ok([watch(), watch({ watch_id: 6, product_id: 302, product_name: 'Deca 300', product_slug_url: 'deca-300', unread: false, paused: true, cheapest_price: null, last_alert_date: null, last_alert_price: null })]) });
  renderAlerts();
  const first = (await screen.findByRole('link', { name: 'Test E 250' })).closest('li')!;
  expect(within(first).getByRole('link', { name: 'Test E 250' })).toHaveAttribute('href', '/brand/beta-pharma/test-e-250');
  expect(within(first).getByText(A.priceDrop)).toBeInTheDocument();
  expect(within(first).getByText('$40.00')).toBeInTheDocument();
  expect(within(first).getByText('$38.50 · Iron Depot')).toBeInTheDocument();
  expect(within(first).queryByText(A.paused)).not.toBeInTheDocument();
  const second = screen.getByRole('link', { name: 'Deca 300' }).closest('li')!;
  expect(within(second).getByText(A.paused)).toBeInTheDocument();
  expect(within(second).getByText(A.noOffer)).toBeInTheDocument();
  expect(within(second).queryByText(A.priceDrop)).not.toBeInTheDocument();
  expect(within(second).getByRole('button', { name: 'Resume the watch of Deca 300' })).toBeInTheDocument();
  expect(screen.getByText(new RegExp(`2 of ${PRICE_WATCH_LIMIT} watches used`))).toBeInTheDocument();
});

test('no watches: the empty text', async () => {
  answerCalls({ Get_PriceWatches: ok([]) });
  renderAlerts();
  expect(await screen.findByText(A.noWatches)).toBeInTheDocument();
});

test('mark as seen, pause, edit the target (checked), remove after confirmation', async () => {
  answerCalls({
    Get_PriceWatches: ok([watch()]),
    Set_PriceWatchSeen: ok(null),
    Set_PriceWatchPause: { status: true, message: A.watchPaused, data: watch({ paused: true }) },
    Set_PriceWatch: { status: true, message: A.watchSaved, data: watch({ target_price: 35 }) },
    Set_PriceWatchDelete: { status: true, message: A.watchRemoved, data: null },
  });
  renderAlerts();
  await userEvent.click(await screen.findByRole('button', { name: 'Mark as seen: the price drop of Test E 250' }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatchSeen')).toEqual([{ watch_id: 5 }]));
  await userEvent.click(screen.getByRole('button', { name: 'Pause the watch of Test E 250' }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatchPause')).toEqual([{ watch_id: 5, paused: true }]));
  expect(await screen.findByText(A.watchPaused)).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit the watch of Test E 250' }));
  const dialog = await screen.findByRole('dialog', { name: A.watchTitle('Test E 250') });
  const target = within(dialog).getByLabelText(/^Target price/);
  expect(target).toHaveValue('40.00');
  await userEvent.clear(target);
  await userEvent.type(target, '0');
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  expect(await within(dialog).findByText(MSG.sourcePrices.priceInvalid)).toBeInTheDocument();
  await userEvent.clear(target);
  await userEvent.type(target, '35');
  await userEvent.click(within(dialog).getByRole('button', { name: MSG.labels.save }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatch')).toEqual([{ product_id: 301, target_price: 35, paused: false }]));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: A.watchTitle('Test E 250') })).not.toBeInTheDocument());

  await userEvent.click(screen.getByRole('button', { name: 'Remove the watch of Test E 250' }));
  const confirmDialog = await screen.findByRole('alertdialog');
  expect(payloadsOf('Set_PriceWatchDelete')).toHaveLength(0);
  await userEvent.click(within(confirmDialog).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatchDelete')).toEqual([{ watch_id: 5 }]));
  expect(await screen.findByText(A.watchRemoved)).toBeInTheDocument();
});
