/**
 * Chat access ends with the API session (issue 22 item 3), on the real database and the real local
 * chat server: after Logout, a password change (other sessions), a revocation outside the calls
 * (manager CLI) and expiry, the old chat token can neither read nor write, and a listener it had
 * open stops receiving.
 */
import { onValue, push, ref, serverTimestamp, update } from 'firebase/database';
import { CHAT_SEND_INTERVAL_MS } from '@ironscore/contract';
import { hashPassword } from '../auth/passwords';
import { revokeUserSessions } from '../auth/tokens';
import { type TestClient, fileTestAppWithChat } from '../test/realtime';
import { newActor, type Actor } from '../calls/catalog-lib/test-helpers';
import { endChatSessionsOnce, endRevokedChatSessions } from './chat-sessions';

const { t, rt } = fileTestAppWithChat();
let bob: Actor;
beforeAll(async () => {
  bob = await newActor(t);
});

async function chatToken(token: string): Promise<string> {
  const list = await t.call('Get_UserMessageList', {}, { token });
  const chat = (list as unknown as { chat_token?: string }).chat_token;
  expect(chat).toBeTruthy();
  return chat!;
}

/** A send as the messages page does it; resolves 'ok' or 'refused'. */
async function trySend(client: TestClient, messageId: number, senderId: number, side: 1 | 2, content: string): Promise<'ok' | 'refused'> {
  try {
    const meta = ((await client.read(`chats/${messageId}/metadata`)) ?? {}) as Record<string, number>;
    // as a person: not within CHAT_SEND_INTERVAL_MS of one's previous message (the rate is not what refuses here)
    const last = meta[`last_sent_user${side}`];
    if (typeof last === 'number') await new Promise((r) => setTimeout(r, Math.max(0, last + CHAT_SEND_INTERVAL_MS + 5 - Date.now())));
    const key = push(ref(client.db, `chats/${messageId}/messages`)).key!;
    await update(ref(client.db, `chats/${messageId}`), {
      [`messages/${key}`]: { sender_id: senderId, content, timestamp: serverTimestamp() },
      'metadata/last_message_key': key,
      'metadata/last_message_time': serverTimestamp(),
      [`metadata/sent_user${side}`]: (meta[`sent_user${side}`] ?? 0) + 1,
      [`metadata/last_sent_user${side}`]: serverTimestamp(),
    });
    return 'ok';
  } catch (err) {
    expect(String(err)).toMatch(/permission/i);
    return 'refused';
  }
}

/** A write straight to the message list (no read first: a refused read would stop trySend early). */
async function tryBlindSend(client: TestClient, messageId: number, senderId: number, side: 1 | 2): Promise<'ok' | 'refused'> {
  const key = push(ref(client.db, `chats/${messageId}/messages`)).key!;
  return update(ref(client.db, `chats/${messageId}`), {
    [`messages/${key}`]: { sender_id: senderId, content: 'after revocation', timestamp: serverTimestamp() },
    'metadata/last_message_key': key,
    'metadata/last_message_time': serverTimestamp(),
    [`metadata/sent_user${side}`]: 1_000_000,
    [`metadata/last_sent_user${side}`]: serverTimestamp(),
  }).then(
    () => 'ok' as const,
    () => 'refused' as const,
  );
}

/** A listener on a thread's messages: what it received and whether the server cancelled it. */
function follow(client: TestClient, messageId: number) {
  const state = { contents: [] as string[], cancelled: false };
  onValue(
    ref(client.db, `chats/${messageId}/messages`),
    (snap) => {
      state.contents = Object.values((snap.val() ?? {}) as Record<string, { content: string }>).map((m) => m.content);
    },
    () => {
      state.cancelled = true;
    },
  );
  return state;
}

async function until(ok: () => boolean | Promise<boolean>, ms = 5000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > deadline) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
  return true;
}

const refused = (client: TestClient, path: string) =>
  client.read(path).then(
    () => false,
    (err: unknown) => /permission/i.test(String(err)),
  );

/** A thread of `me` (side 1) with bob, my chat client signed in with `token`'s chat token, and a listener on it. */
async function threadWithBob(me: Actor, token = me.token) {
  const messageId = (await t.call('Set_UserNewMessage', { user_id: bob.user_id }, { token: me.token })).data!.message_id;
  const oldToken = await chatToken(token);
  const client = await rt.client(oldToken);
  expect(await trySend(client, messageId, me.user_id, 1, 'before')).toBe('ok');
  const listener = follow(client, messageId);
  expect(await until(() => listener.contents.includes('before'))).toBe(true);
  return { messageId, client, listener, oldToken };
}

/** Everything the old token could do, after its session ended. */
async function expectLockedOut(me: Actor, { messageId, client, listener, oldToken }: Awaited<ReturnType<typeof threadWithBob>>) {
  // the open listener is cancelled and gets nothing more
  expect(await until(() => listener.cancelled)).toBe(true);
  const b = await rt.client(await chatToken(bob.token));
  expect(await trySend(b, messageId, bob.user_id, 2, 'from bob after the revocation')).toBe('ok');
  await new Promise((r) => setTimeout(r, 300));
  expect(listener.contents).not.toContain('from bob after the revocation');
  // no read, no write: on the open connection and on a new one
  expect(await refused(client, `chats/${messageId}/messages`)).toBe(true);
  expect(await refused(client, `inbox/${me.user_id}`)).toBe(true);
  expect(await tryBlindSend(client, messageId, me.user_id, 1)).toBe('refused');
  const again = await rt.client(oldToken);
  expect(await refused(again, `chats/${messageId}/messages`)).toBe(true);
  expect(await tryBlindSend(again, messageId, me.user_id, 1)).toBe('refused');
  const messages = Object.values(await rt.chat.messages(messageId)).map((m) => m.content);
  expect(messages).not.toContain('after revocation');
  await b.close();
}

test('Logout: the old chat token can neither read nor write, and its open listener stops', async () => {
  const alice = await newActor(t);
  const thread = await threadWithBob(alice);
  expect((await t.call('Logout', {}, { token: alice.token })).status).toBe(true);
  await expectLockedOut(alice, thread);
});

test('a manager\'s Suspend (issue 24): the account\'s chat ends at once', async () => {
  const dave = await newActor(t);
  const thread = await threadWithBob(dave);
  const manager = (await t.loginAs('manager')).token;
  expect((await t.call('Set_ManageSuspend', { user_id: dave.user_id, reason: 'Harassment in messages.' }, { token: manager })).status).toBe(true);
  await expectLockedOut(dave, thread);
});

test('password change: the other sessions lose chat at once, the changing one keeps it', async () => {
  const carol = await newActor(t);
  await t.pool.query('update users set user_password_hash = $1 where user_id = $2', [await hashPassword('secret123'), carol.user_id]);
  const other = await t.loginAs(carol.user_name);
  const otherThread = await threadWithBob(carol, other.token);
  const own = await rt.client(await chatToken(carol.token));

  const changed = await t.call('Set_Profile', { user_password: 'secret123', user_new_password: 'newpass99' }, { token: carol.token });
  expect(changed.status).toBe(true);
  await expectLockedOut(carol, otherThread);
  // the session that changed the password still chats
  expect(await own.read(`chats/${otherThread.messageId}/messages`)).toBeTruthy();
  expect(await trySend(own, otherThread.messageId, carol.user_id, 1, 'still here')).toBe('ok');
});

test('password reset by e-mail code: every session of the account loses chat at once', async () => {
  const frank = await newActor(t);
  const thread = await threadWithBob(frank);
  const email = (await t.pool.query<{ user_email: string }>('select user_email from users where user_id = $1', [frank.user_id])).rows[0]!.user_email;
  expect((await t.call('Forgot_Password', { user_email: email })).status).toBe(true);
  const code = /Your code: ([A-Z0-9]{6})/.exec(t.mails.last(email)?.text ?? '')?.[1];
  expect(code).toBeTruthy();
  expect((await t.call('Forgot_Change_Password', { user_email: email, user_password: 'brandnew99', code: code! })).status).toBe(true);
  await expectLockedOut(frank, thread);
});

test('a revocation outside the calls (manager CLI) and an expired session: the sweep ends their chat', async () => {
  const dave = await newActor(t);
  const thread = await threadWithBob(dave);
  await revokeUserSessions(t.db, dave.user_id);
  expect(await endRevokedChatSessions(t.db, rt.chat)).toBeGreaterThanOrEqual(1);
  await expectLockedOut(dave, thread);

  const erin = await newActor(t);
  const erinThread = await threadWithBob(erin);
  await t.pool.query(`update sessions set expires_at = now() - interval '1 second' where user_id = $1`, [erin.user_id]);
  await endRevokedChatSessions(t.db, rt.chat);
  await expectLockedOut(erin, erinThread);
  // a live session is left alone
  expect(await endRevokedChatSessions(t.db, rt.chat)).toBe(0);
  const b = await rt.client(await chatToken(bob.token));
  expect(await b.read(`inbox/${bob.user_id}`)).toBeTruthy();
});

test('the manager CLI ends a rejected account\'s chat at once (and says so when the chat server does not answer)', async () => {
  const gina = await newActor(t);
  const thread = await threadWithBob(gina);
  await revokeUserSessions(t.db, gina.user_id); // what rejectBusiness does
  const local = { mode: 'local' as const, host: rt.server.host, port: rt.server.port, secret: rt.secret };
  expect(await endChatSessionsOnce(local, t.db, gina.user_id)).toBe(true);
  await expectLockedOut(gina, thread);
  const started = Date.now();
  expect(await endChatSessionsOnce({ ...local, port: 1 }, t.db, gina.user_id, 300)).toBe(false);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(await endChatSessionsOnce(null, t.db, gina.user_id)).toBe(false);
});
