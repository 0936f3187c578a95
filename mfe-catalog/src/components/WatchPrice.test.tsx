import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type PriceWatch } from '@ironscore/contract';
import { DataProvider } from '@ironscore/data';
import { on } from '@ironscore/events';
import { useSession } from '@ironscore/session';
import { AlertHost, ToastHost } from '@ironscore/ui';
import '../calls';
import { answerCalls, callMock, ok, payloadsOf } from '../testing/helpers';
import { WatchPrice } from './WatchPrice';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

const A = MSG.priceAlerts;
const member = { user_id: 3, user_email: 'm@x.example', user_name: 'member', user_verification_status: 1 as const, user_type: 'member' as const };

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
  unread: false,
  cheapest_price: 45,
  cheapest_source_name: 'Iron Depot',
  last_alert_price: null,
  last_alert_date: null,
  created_date: '2026-11-01T00:00:00.000Z',
  ...over,
});

function renderWatch() {
  return render(
    <DataProvider>
      <WatchPrice productId={301} productName="Test E 250" cheapest={50} />
      <ToastHost />
      <AlertHost />
    </DataProvider>,
  );
}

afterEach(() => {
  callMock().mockReset();
  useSession.setState({ user: null, token: null });
});

test('visitors get the member sign-in popup, no call', async () => {
  answerCalls({});
  const opened: unknown[] = [];
  const off = on('auth:open', (d) => opened.push(d));
  renderWatch();
  await userEvent.click(screen.getByRole('button', { name: A.watchPrice }));
  off();
  expect(opened).toEqual([{ variant: 'member' }]);
  expect(callMock()).not.toHaveBeenCalled();
});

test('business accounts and unverified members get a warning', async () => {
  answerCalls({});
  useSession.setState({ user: { ...member, user_type: 'source' } });
  const { unmount } = renderWatch();
  await userEvent.click(screen.getByRole('button', { name: A.watchPrice }));
  expect(await screen.findByText(A.watchOnlyMembers)).toBeInTheDocument();
  expect(payloadsOf('Get_PriceWatches')).toHaveLength(0);
  unmount();
  useSession.setState({ user: { ...member, user_verification_status: 0 } });
  renderWatch();
  await userEvent.click(await screen.findByRole('button', { name: A.watchPrice }));
  expect(await screen.findByText(A.watchOnlyVerified)).toBeInTheDocument();
  expect(payloadsOf('Set_PriceWatch')).toHaveLength(0);
});

test('a member sets a target: checked by the contract, then sent; the button then shows the watch', async () => {
  let watching: PriceWatch[] = [];
  answerCalls({
    Get_PriceWatches: () => ok(watching),
    Set_PriceWatch: (p: Record<string, unknown>) => {
      watching = [watch({ target_price: Number(p.target_price) })];
      return { status: true, message: A.watchSaved, data: watching[0] };
    },
  });
  useSession.setState({ user: member });
  renderWatch();
  await userEvent.click(await screen.findByRole('button', { name: A.watchPrice }));
  expect(payloadsOf('Get_PriceWatches')[0]).toEqual({ product_id: 301 });
  const dialog = await screen.findByRole('dialog', { name: A.watchTitle('Test E 250') });
  const target = await within(dialog).findByLabelText(/^Target price/);
  expect(target).toHaveValue('45.00');
  await userEvent.clear(target);
  await userEvent.type(target, 'cheap');
  await userEvent.click(within(dialog).getByRole('button', { name: A.watchPrice }));
  expect(await within(dialog).findByText(MSG.sourcePrices.priceInvalid)).toBeInTheDocument();
  expect(payloadsOf('Set_PriceWatch')).toHaveLength(0);
  await userEvent.clear(target);
  await userEvent.type(target, '39.5');
  await userEvent.click(within(dialog).getByRole('button', { name: A.watchPrice }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatch')).toEqual([{ product_id: 301, target_price: 39.5, paused: false }]));
  expect(await screen.findByText(A.watchSaved)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'Watching at $39.50' })).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
});

test('a watched product: edit or remove the watch; a refusal shows in the dialog', async () => {
  answerCalls({
    Get_PriceWatches: ok([watch()]),
    Set_PriceWatch: { status: false, message: A.watchLimit(50), data: null },
    Set_PriceWatchDelete: ok(null),
  });
  useSession.setState({ user: member });
  renderWatch();
  await userEvent.click(await screen.findByRole('button', { name: 'Watching at $40.00' }));
  const dialog = await screen.findByRole('dialog');
  expect(within(dialog).getByLabelText(/^Target price/)).toHaveValue('40.00');
  await userEvent.click(within(dialog).getByRole('button', { name: A.watchPrice }));
  expect(await within(dialog).findByText(A.watchLimit(50))).toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Remove watch' }));
  await waitFor(() => expect(payloadsOf('Set_PriceWatchDelete')).toEqual([{ watch_id: 5 }]));
  expect(await screen.findByText(A.watchRemoved)).toBeInTheDocument();
});
