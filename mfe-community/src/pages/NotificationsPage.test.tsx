import '../testing/polyfills';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG, type CommunityNotification } from '@ironscore/contract';
import { on } from '@ironscore/events';
import { answerCalls, ok, payloadsOf, renderRoute, signedIn } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));
// The 1.5 s start loader is covered in App.test.tsx.
jest.mock('../lib/useStartLoader', () => ({ useStartLoader: () => false }));

const note = (id: number, type: CommunityNotification['notification_type'], extra: Partial<CommunityNotification> = {}): CommunityNotification => ({
  notification_id: id,
  notification_type: type,
  post_id: type <= 3 ? 100 + id : null,
  community_id: type === 5 ? 7 : null,
  user_name: `user${id}`,
  user_profile_image: 'default.jpg',
  created_date: new Date(Date.now() - id * 60_000).toISOString(),
  seen: 0,
  ...extra,
});

const render = () => renderRoute('notification', '/community/notification', '/community/notification');

test('visitors see placeholders and a prompt that opens the sign-in popup', async () => {
  signedIn(null);
  answerCalls({});
  const opened = jest.fn();
  const off = on('auth:open', opened);
  render();
  await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
  expect(opened).toHaveBeenCalled();
  expect(payloadsOf('Get_CommunityNotificationList')).toEqual([]);
  off();
});

test('the five kinds read with their links, 20 per page; unseen ones are marked', async () => {
  signedIn();
  const list = [note(1, 1), note(2, 2), note(3, 3), note(4, 4, { seen: 1 }), note(5, 5, { community_name: 'Iron Club' })];
  answerCalls({ Get_CommunityNotificationList: (p: Record<string, unknown>) => ok(p.offset === 0 ? list : [], 25) });
  render();
  const items = await within(screen.getByRole('region', { name: MSG.labels.notifications })).findAllByRole('listitem');
  expect(items).toHaveLength(5);
  expect(items[0]).toHaveTextContent(`user1 ${MSG.notificationText[1]}`);
  expect(within(items[0]!).getByRole('link', { name: /liked your post/ })).toHaveAttribute('href', '/community/post/101');
  expect(within(items[3]!).getByRole('link', { name: /started following you/ })).toHaveAttribute('href', '/community/profile/user4');
  expect(within(items[4]!).getByRole('link', { name: /joined your community/ })).toHaveAttribute('href', '/community/page/7');
  expect(items[4]).toHaveTextContent('Iron Club');
  expect(screen.getAllByRole('img', { name: 'New' })).toHaveLength(4);
  expect(payloadsOf('Get_CommunityNotificationList')[0]).toEqual({ limit: 20, offset: 0 });
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.next }));
  await waitFor(() => expect(payloadsOf('Get_CommunityNotificationList').at(-1)).toEqual({ limit: 20, offset: 20 }));
});

test('mark all as seen, and delete all only after the confirmation; an empty list reads the spec message', async () => {
  signedIn();
  let list = [note(1, 1), note(2, 4)];
  answerCalls({
    Get_CommunityNotificationList: () => ok(list, list.length),
    Set_CommunityNotificationSeen: () => {
      list = list.map((n) => ({ ...n, seen: 1 as const }));
      return ok(null);
    },
    Set_CommunityDeleteAllNotification: () => {
      list = [];
      return ok(null);
    },
  });
  render();
  await within(screen.getByRole('region', { name: MSG.labels.notifications })).findAllByRole('listitem');
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.markAllSeen }));
  await waitFor(() => expect(screen.queryAllByRole('img', { name: 'New' })).toHaveLength(0));

  // the confirmation travels to the shell's AlertHost as an event; answer "no", then "yes"
  const answers = [false, true];
  const asked: string[] = [];
  const off = on('confirm:request', (request) => {
    request.handled = true;
    asked.push(request.options.title);
    request.resolve(answers.shift()!);
  });
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.deleteAll }));
  await act(async () => new Promise((r) => setTimeout(r, 20)));
  expect(payloadsOf('Set_CommunityDeleteAllNotification')).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.deleteAll }));
  expect(await screen.findByText(MSG.empty.noNotification)).toBeInTheDocument();
  expect(payloadsOf('Set_CommunityDeleteAllNotification')).toHaveLength(1);
  expect(asked).toEqual([MSG.confirm.deleteAllNotifications, MSG.confirm.deleteAllNotifications]);
  off();
});
