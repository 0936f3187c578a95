import { MSG } from '@ironscore/contract';
import { ref, push, serverTimestamp, set, update } from 'firebase/database';
import { createTestApp, type TestApp } from '../test/harness';
import { startTestRealtime, type TestClient, type TestRealtime } from '../test/realtime';
import { mintLocalToken } from '../realtime/chat-store';
import { newActor, sqlRow, type Actor } from './catalog-lib/test-helpers';

let t: TestApp;
let rt: TestRealtime;
let alice: Actor;
let bob: Actor;
let carol: Actor;
beforeAll(async () => {
  rt = await startTestRealtime();
  t = await createTestApp({ chat: rt.chat });
  [alice, bob, carol] = [await newActor(t), await newActor(t), await newActor(t)];
});
afterAll(async () => {
  await t?.close();
  await rt?.close();
});

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 5000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** A client signed in with the token Get_UserMessageList hands out. */
async function browserOf(actor: Actor): Promise<TestClient> {
  const list = await t.call('Get_UserMessageList', {}, { token: actor.token });
  const token = (list as unknown as { chat_token: string }).chat_token;
  expect(token).toBeTruthy();
  return rt.client(token);
}

/** What the messages page does on Send: message, last time and the other side's +1 in one write. */
async function send(client: TestClient, messageId: number, sender: Actor, otherSide: 1 | 2, content: string) {
  const meta = (await client.read(`chats/${messageId}/metadata`)) as Record<string, number>;
  const key = push(ref(client.db, `chats/${messageId}/messages`)).key!;
  await update(ref(client.db, `chats/${messageId}`), {
    [`messages/${key}`]: { sender_id: sender.user_id, content, timestamp: serverTimestamp() },
    'metadata/last_message_time': serverTimestamp(),
    [`metadata/unread_count_user${otherSide}`]: (meta[`unread_count_user${otherSide}`] ?? 0) + 1,
  });
  return key;
}

test('Set_UserNewMessage: one thread per pair, never with oneself or unknown users', async () => {
  const first = await t.call('Set_UserNewMessage', { user_id: bob.user_id }, { token: alice.token });
  expect(first.status).toBe(true);
  const again = await t.call('Set_UserNewMessage', { user_id: alice.user_id }, { token: bob.token });
  expect(again.data!.message_id).toBe(first.data!.message_id);
  expect(await t.call('Set_UserNewMessage', { user_id: alice.user_id }, { token: alice.token })).toMatchObject({ status: false, message: MSG.conversation.notWithYourself });
  expect(await t.call('Set_UserNewMessage', { user_id: 1 }, { token: alice.token })).toMatchObject({ status: false, message: MSG.conversation.userNotFound });
  expect(await t.call('Set_UserNewMessage', { user_id: 99999999 }, { token: alice.token })).toMatchObject({ status: false });
  expect(await t.call('Set_UserNewMessage', { user_id: bob.user_id })).toMatchObject({ status: false, token_error: true });
  expect(await rt.chat.read(`chats/${first.data!.message_id}/members`)).toBeTruthy();
});

describe('rules of the realtime store', () => {
  let messageId: number;
  let a: TestClient;
  let b: TestClient;
  beforeAll(async () => {
    messageId = (await t.call('Set_UserNewMessage', { user_id: bob.user_id }, { token: alice.token })).data!.message_id;
    a = await browserOf(alice);
    b = await browserOf(bob);
  });

  test('participants read and write; the sender_id must be the writer', async () => {
    await send(a, messageId, alice, 2, 'Hello Bob');
    const messages = (await b.read(`chats/${messageId}/messages`)) as Record<string, { content: string; sender_id: number }>;
    expect(Object.values(messages).map((m) => m.content)).toContain('Hello Bob');
    await expect(push(ref(a.db, `chats/${messageId}/messages`), { sender_id: bob.user_id, content: 'forged', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
    await expect(set(ref(a.db, `chats/${messageId}/messages/${Object.keys(messages)[0]}/content`), 'edited')).rejects.toThrow(/permission/i);
    await expect(push(ref(a.db, `chats/${messageId}/messages`), { sender_id: alice.user_id, content: '   ', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
  });

  test('unread counters: only the documented +1 by the other side, 0 by the owner', async () => {
    const meta = (await a.read(`chats/${messageId}/metadata`)) as Record<string, number>;
    await expect(set(ref(a.db, `chats/${messageId}/metadata/unread_count_user2`), meta.unread_count_user2! + 5)).rejects.toThrow(/permission/i);
    await expect(set(ref(a.db, `chats/${messageId}/metadata/unread_count_user2`), 0)).rejects.toThrow(/permission/i);
    await expect(set(ref(a.db, `chats/${messageId}/metadata/unread_count_user1`), 3)).rejects.toThrow(/permission/i);
    await set(ref(b.db, `chats/${messageId}/metadata/unread_count_user2`), 0);
    await expect(set(ref(a.db, `chats/${messageId}/members/${carol.user_id}`), 1)).rejects.toThrow(/permission/i);
  });

  test('a third user, a signed-out client and a forged token are refused', async () => {
    const c = await browserOf(carol);
    await expect(c.read(`chats/${messageId}`)).rejects.toThrow(/permission/i);
    await expect(push(ref(c.db, `chats/${messageId}/messages`), { sender_id: carol.user_id, content: 'hi', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
    const anon = await rt.client();
    await expect(anon.read(`chats/${messageId}/messages`)).rejects.toThrow(/permission/i);
    await expect(push(ref(anon.db, `chats/${messageId}/messages`), { sender_id: alice.user_id, content: 'hi', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
    // A token not signed with the server's secret is not accepted: the client never gets the data
    // (the SDK keeps retrying its sign-in, so the read is refused or never answered).
    const forged = await rt.client(await mintLocalToken('f'.repeat(64), String(alice.user_id)));
    const outcome = await Promise.race([
      forged.read(`chats/${messageId}/messages`).then(() => 'data', () => 'refused'),
      new Promise((r) => setTimeout(() => r('no answer'), 2000)),
    ]);
    expect(outcome).not.toBe('data');
    await forged.close();
    await expect(c.read('chats')).rejects.toThrow(/permission/i);
    // the inbox (thread ids and sides) is readable by its owner only
    expect(await b.read(`inbox/${bob.user_id}`)).toMatchObject({ [messageId]: 2 });
    await expect(c.read(`inbox/${bob.user_id}`)).rejects.toThrow(/permission/i);
    await expect(anon.read(`inbox/${bob.user_id}`)).rejects.toThrow(/permission/i);
    await expect(set(ref(b.db, `inbox/${bob.user_id}/999`), 1)).rejects.toThrow(/permission/i);
  });
});

test('unread relay: mirror, list order, one e-mail per unread burst, read status and delete', async () => {
  const dave = await newActor(t);
  const erin = await newActor(t);
  const started = await t.call('Set_UserNewMessage', { user_id: erin.user_id }, { token: dave.token });
  const messageId = started.data!.message_id;
  const d = await browserOf(dave);
  const e = await browserOf(erin);
  const erinEmail = (await sqlRow<{ user_email: string }>(t, 'select user_email from users where user_id = $1', [erin.user_id])).user_email;

  await send(d, messageId, dave, 2, 'First');
  const list = await until(
    () => t.call('Get_UserMessageList', {}, { token: erin.token }),
    (r) => r.data?.find((c) => c.message_id === messageId)?.unread_count === 1,
  );
  expect(list.data![0]).toMatchObject({ message_id: messageId, user_id: dave.user_id, user_no: 2, unread_count: 1 });
  expect(list.data![0]!.last_message_time).not.toBe('');
  await until(async () => t.mails.last(erinEmail), (m) => !!m);
  expect(t.mails.last(erinEmail)?.subject).toMatch(/New message from/);
  expect(t.mails.last(erinEmail)?.text).toContain(`/profile/messages?message_id=${messageId}`);

  await send(d, messageId, dave, 2, 'Second');
  await until(() => rt.chat.read(`chats/${messageId}/metadata/unread_count_user2`), (n) => n === 2);
  await new Promise((r) => setTimeout(r, 200));
  const mails = (await t.mails.list(erinEmail)).length;
  expect(mails).toBe(1);

  // opening the thread resets only the reader's counter
  expect((await t.call('Set_UserMessageUpdateStatus', { message_id: messageId }, { token: erin.token })).status).toBe(true);
  expect(await rt.chat.read(`chats/${messageId}/metadata/unread_count_user2`)).toBe(0);
  expect(await t.call('Set_UserMessageUpdateStatus', { message_id: messageId }, { token: carol.token })).toMatchObject({ status: false, message: MSG.conversation.notFound });

  // delete hides the messages for erin only; the thread leaves her list until a new message
  expect(await t.call('Set_UserMessageDelete', { message_id: messageId }, { token: carol.token })).toMatchObject({ status: false });
  expect((await t.call('Set_UserMessageDelete', { message_id: messageId }, { token: erin.token })).status).toBe(true);
  const messages = await rt.chat.messages(messageId);
  expect(Object.values(messages).every((m) => m.deleted_by?.[String(erin.user_id)] === true)).toBe(true);
  expect(Object.values(messages).some((m) => m.deleted_by?.[String(dave.user_id)])).toBe(false);
  expect((await t.call('Get_UserMessageList', {}, { token: erin.token })).data!.some((c) => c.message_id === messageId)).toBe(false);
  expect((await t.call('Get_UserMessageList', {}, { token: dave.token })).data!.some((c) => c.message_id === messageId)).toBe(true);
  await new Promise((r) => setTimeout(r, 20));
  await send(d, messageId, dave, 2, 'Third');
  await until(
    () => t.call('Get_UserMessageList', {}, { token: erin.token }),
    (r) => !!r.data?.some((c) => c.message_id === messageId),
  );
  expect((await t.call('Get_UserMessageList', {}, { token: erin.token })).data!.some((c) => c.message_id === messageId)).toBe(true);
  void e;
});

test('the new-message switch off: no e-mail', async () => {
  const frank = await newActor(t);
  const gina = await newActor(t);
  await t.call('Set_Profile', { notification_receive_message: 0 }, { token: gina.token });
  const messageId = (await t.call('Set_UserNewMessage', { user_id: gina.user_id }, { token: frank.token })).data!.message_id;
  const f = await browserOf(frank);
  await send(f, messageId, frank, 2, 'Hi Gina');
  await until(() => t.call('Get_UserMessageList', {}, { token: gina.token }), (r) => r.data?.[0]?.unread_count === 1);
  await new Promise((r) => setTimeout(r, 200));
  const email = (await sqlRow<{ user_email: string }>(t, 'select user_email from users where user_id = $1', [gina.user_id])).user_email;
  expect(t.mails.last(email)).toBeUndefined();
});
