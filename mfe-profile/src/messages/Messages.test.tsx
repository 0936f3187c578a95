import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG } from '@ironscore/contract';
import type { ChatConnection, ChatEntry } from '@ironscore/chat';
import { on } from '@ironscore/events';
import { addUnread, useSession } from '@ironscore/session';
import { answerCalls, callMock, ok, payloadsOf, profileOf, renderProfile, signInAs, signOutAll } from '../testing/helpers';

jest.mock('@ironscore/api', () => ({ ...jest.requireActual('@ironscore/api'), api: { call: jest.fn() } }));

let push: (list: ChatEntry[]) => void = () => undefined;
const connection = {
  userId: 7,
  onInbox: () => () => undefined,
  onMetadata: () => () => undefined,
  onMessages: (_id: number, listener: (list: ChatEntry[]) => void) => {
    push = listener;
    listener([{ key: 'a', sender_id: 9, content: 'Hi Jane', timestamp: Date.parse('2026-11-20T10:00:00Z') }]);
    return () => undefined;
  },
  send: jest.fn(async () => undefined),
} as unknown as ChatConnection;
jest.mock('@ironscore/chat', () => ({
  connectChat: jest.fn(async () => connection),
  onChatConnection: () => () => undefined,
  isChatSendTooFast: jest.requireActual('@ironscore/chat').isChatSendTooFast,
}));

const conversations = [
  { message_id: 3, user_id: 9, user_name: 'bob', user_profile_image: 'default.jpg', user_no: 1, unread_count: 0, last_message_time: '2026-11-20T10:00:00Z' },
  { message_id: 5, user_id: 11, user_name: 'carol', user_profile_image: 'default.jpg', user_no: 2, unread_count: 1, last_message_time: '2026-11-19T10:00:00Z' },
];

beforeEach(() => {
  callMock().mockReset();
  signInAs({ user_type: 'member' });
});
afterEach(() => signOutAll());

test('no conversation chosen, then the empty list text', async () => {
  answerCalls({ Get_Profile: ok(profileOf()), Get_UserMessageList: ok([], { chat_token: 't' }) });
  renderProfile('messages');
  expect(await screen.findByText(MSG.empty.noMessages)).toBeInTheDocument();
  expect(screen.getByText(MSG.empty.chooseConversation)).toBeInTheDocument();
});

test('unread first with its marker; opening tells the API; Send refuses blank and sends through the store', async () => {
  answerCalls({ Get_Profile: ok(profileOf()), Get_UserMessageList: ok(conversations, { chat_token: 't' }) });
  addUnread({ message_id: 5, user_no: 2 });
  renderProfile('messages', '?message_id=3');
  const buttons = await screen.findAllByRole('button', { name: /bob|carol/ });
  expect(buttons.map((b) => b.textContent)).toEqual([expect.stringContaining('carol'), expect.stringContaining('bob')]);
  expect(buttons[0]!.querySelector('[data-marker="unread"]')).not.toBeNull();
  expect(await screen.findByText('Hi Jane')).toBeInTheDocument();
  const readsOf = (id: number) => payloadsOf('Set_UserMessageUpdateStatus').filter((p) => (p as { message_id: number }).message_id === id).length;
  expect(readsOf(3)).toBe(1);
  // the API's count for the open conversation turned unread anyway (a read that raced a message): read again, once
  act(() => addUnread({ message_id: 3, user_no: 1 }));
  await waitFor(() => expect(readsOf(3)).toBe(2));
  act(() => useSession.setState({ unread: useSession.getState().unread.filter((u) => u.message_id !== 3) }));
  await new Promise((r) => setTimeout(r, 50));
  expect(readsOf(3)).toBe(2);

  await userEvent.click(screen.getByRole('button', { name: MSG.labels.send }));
  expect(await screen.findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  expect(connection.send).not.toHaveBeenCalled();
  await userEvent.type(screen.getByRole('textbox', { name: MSG.labels.writeMessage }), 'Hello Bob');
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.send }));
  expect(connection.send).toHaveBeenCalledWith(3, 1, 'Hello Bob');
  act(() => push([{ key: 'a', sender_id: 9, content: 'Hi Jane', timestamp: 1 }, { key: 'b', sender_id: 7, content: 'Hello Bob', timestamp: 2 }]));
  expect(screen.getByText('Hello Bob')).toBeInTheDocument();

  await userEvent.click(buttons[0]!);
  expect(screen.getByTestId('location')).toHaveTextContent('message_id=5');
  expect(payloadsOf('Set_UserMessageUpdateStatus')).toContainEqual({ message_id: 5 });
  // the page writes no unread state itself: the marker goes when the API's count (live or polled) says 0
  expect(useSession.getState().unread.some((u) => u.message_id === 5)).toBe(true);
});

test('Enter sends the message, Shift+Enter adds a line; Enter on a blank message is refused like Send', async () => {
  answerCalls({ Get_Profile: ok(profileOf()), Get_UserMessageList: ok(conversations, { chat_token: 't' }) });
  (connection.send as jest.Mock).mockClear();
  renderProfile('messages', '?message_id=3');
  expect(await screen.findByText('Hi Jane')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: MSG.labels.writeMessage });

  await userEvent.type(box, '{Enter}');
  expect(await screen.findByText(MSG.validation.fieldBlank)).toBeInTheDocument();
  expect(connection.send).not.toHaveBeenCalled();

  await userEvent.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
  expect(box).toHaveValue('First line\nsecond line');
  expect(connection.send).not.toHaveBeenCalled();
  await userEvent.type(box, '{Enter}');
  expect(connection.send).toHaveBeenCalledWith(3, 1, 'First line\nsecond line');
  expect(connection.send).toHaveBeenCalledTimes(1);
  await waitFor(() => expect(box).toHaveValue(''));
});

test('sending too fast (the rules\' rate): a clear warning, the typed text stays', async () => {
  const { ChatSendTooFast } = jest.requireActual<typeof import('@ironscore/chat')>('@ironscore/chat');
  (connection.send as jest.Mock).mockRejectedValueOnce(new ChatSendTooFast());
  const toasts: Array<{ kind: string; text: string }> = [];
  const off = on('toast', (t) => toasts.push(t));
  answerCalls({ Get_Profile: ok(profileOf()), Get_UserMessageList: ok(conversations, { chat_token: 't' }) });
  renderProfile('messages', '?message_id=3');
  expect(await screen.findByText('Hi Jane')).toBeInTheDocument();
  const box = screen.getByRole('textbox', { name: MSG.labels.writeMessage });
  await userEvent.type(box, 'Too quick');
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.send }));
  await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ kind: 'warning', text: MSG.conversation.sendingTooFast })]));
  expect(box).toHaveValue('Too quick');
  // sent again later: goes through and the box empties
  await userEvent.click(screen.getByRole('button', { name: MSG.labels.send }));
  await waitFor(() => expect(box).toHaveValue(''));
  expect(connection.send).toHaveBeenLastCalledWith(3, 1, 'Too quick');
  off();
});
