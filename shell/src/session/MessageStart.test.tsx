import { act, screen } from '@testing-library/react';
import { api } from '@ironscore/api';
import { MSG } from '@ironscore/contract';
import { emit, on } from '@ironscore/events';
import { renderRoutes, signIn, signOut } from '../test/utils';
import { MessageStart } from './MessageStart';

afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function renderAt(path = '/brand/titan-labs') {
  return renderRoutes(
    [
      { path: '/brand/:slug', element: <><MessageStart /><p>brand page</p></> },
      { path: '/profile/:slug', element: <p>messages page</p> },
    ],
    path,
  );
}

const envelope = (e: object) => ({ status: true, message: '', data: null, ...e }) as never;

test('SEND MESSAGE starts the conversation and opens it', async () => {
  signIn({ user_type: 'member' });
  const call = jest.spyOn(api, 'call').mockResolvedValue(envelope({ data: { message_id: 42 } }));
  const { router } = renderAt();
  await act(async () => emit('message:start', { user_id: 7 }));
  expect(await screen.findByText('messages page')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('Set_UserNewMessage', { user_id: 7 });
  expect(router.state.location.pathname + router.state.location.search).toBe('/profile/messages?message_id=42');
});

test('a refusal is a warning with the server message; no message id is "Please try again!"', async () => {
  signIn({ user_type: 'member' });
  const alerts: unknown[] = [];
  const toasts: unknown[] = [];
  const offA = on('alert', (d) => alerts.push(d));
  const offT = on('toast', (d) => toasts.push(d));
  const call = jest.spyOn(api, 'call').mockResolvedValueOnce(envelope({ status: false, message: 'You cannot send a message to yourself.' }));
  const { router } = renderAt();
  await act(async () => emit('message:start', { user_id: 7 }));
  expect(alerts).toEqual([expect.objectContaining({ kind: 'warning', text: 'You cannot send a message to yourself.' })]);
  call.mockResolvedValueOnce(envelope({ data: {} }));
  await act(async () => emit('message:start', { user_id: 7 }));
  expect(toasts).toEqual([expect.objectContaining({ kind: 'error', text: MSG.pleaseTryAgain })]);
  call.mockRejectedValueOnce(new Error('boom'));
  await act(async () => emit('message:start', { user_id: 7 }));
  expect(alerts[1]).toEqual(expect.objectContaining({ kind: 'error', title: MSG.errorTitle, text: MSG.thrownError('boom') }));
  expect(router.state.location.pathname).toBe('/brand/titan-labs');
  offA();
  offT();
});

test('signed out: the sign-in popup instead', async () => {
  const opened: unknown[] = [];
  const off = on('auth:open', (d) => opened.push(d));
  const call = jest.spyOn(api, 'call');
  renderAt();
  await act(async () => emit('message:start', { user_id: 7 }));
  expect(opened).toHaveLength(1);
  expect(call).not.toHaveBeenCalled();
  off();
});
