import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ironscore/contract';
import { answerCalls, ok, payloadsOf, renderPage } from '../../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

test('empty list, search from 3 characters without the sellers already listed, add, delete after confirmation', async () => {
  let list = [{ source_id: 5, source_name: 'iron-shop' }];
  answerCalls({
    Get_BrandOfficalSellerList: () => ok(list),
    Get_SourceLikeSearch: () => ok([{ source_id: 5, source_name: 'iron-shop' }, { source_id: 6, source_name: 'iron-world' }]),
    Set_BrandOfficalSellerUpdate: (p: Record<string, unknown>) => {
      list = p.type === 'insert' ? [...list, { source_id: 6, source_name: 'iron-world' }] : list.filter((s) => s.source_id !== p.source_id);
      return ok(null);
    },
  });
  renderPage('brand-offical-sellers', 'brand');
  expect(await screen.findByRole('cell', { name: 'iron-shop' })).toBeInTheDocument();
  const search = screen.getByRole('combobox');
  await userEvent.type(search, 'ir');
  expect(screen.queryByRole('list', { name: 'Sources found' })).not.toBeInTheDocument();
  await userEvent.type(search, 'o');
  const found = await screen.findByRole('list', { name: 'Sources found' });
  expect(within(found).queryByText('iron-shop')).not.toBeInTheDocument();
  await userEvent.click(within(found).getByRole('button', { name: 'Add iron-world' }));
  await waitFor(() => expect(payloadsOf('Set_BrandOfficalSellerUpdate')).toEqual([{ type: 'insert', source_id: 6 }]));
  expect(await screen.findByText(MSG.success.transactionSuccessful)).toBeInTheDocument();
  expect(await screen.findByRole('cell', { name: 'iron-world' })).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Delete iron-shop' }));
  const ask = await screen.findByRole('alertdialog');
  expect(ask).toHaveTextContent(MSG.confirm.deleteOfficialSeller);
  await userEvent.click(within(ask).getByRole('button', { name: 'Yes' }));
  await waitFor(() => expect(screen.queryByRole('cell', { name: 'iron-shop' })).not.toBeInTheDocument());
});

test('the result list closes 500 ms after the field loses focus', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  answerCalls({ Get_BrandOfficalSellerList: ok([]), Get_SourceLikeSearch: ok([{ source_id: 6, source_name: 'iron-world' }]) });
  renderPage('brand-offical-sellers', 'brand');
  expect(await screen.findByText(MSG.empty.noOfficialSellers)).toBeInTheDocument();
  await user.type(screen.getByRole('combobox'), 'iron');
  await act(async () => jest.advanceTimersByTime(300));
  expect(await screen.findByRole('list', { name: 'Sources found' })).toBeInTheDocument();
  await user.tab();
  await act(async () => jest.advanceTimersByTime(400));
  expect(screen.getByRole('list', { name: 'Sources found' })).toBeInTheDocument();
  await act(async () => jest.advanceTimersByTime(150));
  expect(screen.queryByRole('list', { name: 'Sources found' })).not.toBeInTheDocument();
  jest.useRealTimers();
});
