import { CHAT_SEND_INTERVAL_MS, MSG } from '@ironscore/contract';
import { ref, push, serverTimestamp, set, update } from 'firebase/database';
import { type TestClient, fileTestAppWithChat } from '../test/realtime';
import { readFileSync } from 'node:fs';
import { mintLocalToken } from '../realtime/chat-store';
import { RULES_FILE } from '../realtime/local-server';
import { newActor, sqlRow, type Actor } from './catalog-lib/test-helpers';

const { t, rt } = fileTestAppWithChat();
let alice: Actor;
let bob: Actor;
let carol: Actor;
beforeAll(async () => {
  [alice, bob, carol] = [await newActor(t), await newActor(t), await newActor(t)];
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

/** Waits until `side` may send again in the thread (CHAT_SEND_INTERVAL_MS after its last message; the local server shares this clock). */
async function paced(client: TestClient, messageId: number, side: 1 | 2) {
  const meta = ((await client.read(`chats/${messageId}/metadata`)) ?? {}) as Record<string, number>;
  const last = meta[`last_sent_user${side}`];
  if (typeof last === 'number') await new Promise((r) => setTimeout(r, Math.max(0, last + CHAT_SEND_INTERVAL_MS + 5 - Date.now())));
}

/** One write as the messages page does it, without waiting: the message, its key and time as the last, the sender's sent +1 and last-sent time. */
async function sendNow(client: TestClient, messageId: number, sender: Actor, side: 1 | 2, content: string) {
  const meta = ((await client.read(`chats/${messageId}/metadata`)) ?? {}) as Record<string, number>;
  const key = push(ref(client.db, `chats/${messageId}/messages`)).key!;
  await update(ref(client.db, `chats/${messageId}`), {
    [`messages/${key}`]: { sender_id: sender.user_id, content, timestamp: serverTimestamp() },
    'metadata/last_message_key': key,
    'metadata/last_message_time': serverTimestamp(),
    [`metadata/sent_user${side}`]: (meta[`sent_user${side}`] ?? 0) + 1,
    [`metadata/last_sent_user${side}`]: serverTimestamp(),
  });
  return key;
}

/** A person's Send: at the earliest CHAT_SEND_INTERVAL_MS after their previous message. */
async function send(client: TestClient, messageId: number, sender: Actor, side: 1 | 2, content: string) {
  await paced(client, messageId, side);
  return sendNow(client, messageId, sender, side, content);
}

/**
 * A send right after the sender's previous message is refused by the rules. On a loaded machine the
 * attempt may reach the server after the interval: then the rules rightly accept it — checked on the
 * server's own times — and the next attempt, right after that one, must be refused.
 */
async function expectRefusedWithinInterval(client: TestClient, messageId: number, sender: Actor, side: 1 | 2, content: string) {
  const lastSent = async () => Number(((await client.read(`chats/${messageId}/metadata`)) as Record<string, number>)[`last_sent_user${side}`]);
  let previous = await lastSent();
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      await sendNow(client, messageId, sender, side, content);
    } catch (err) {
      expect(String(err)).toMatch(/permission/i);
      return;
    }
    const sentAt = await lastSent();
    expect(sentAt - previous).toBeGreaterThanOrEqual(CHAT_SEND_INTERVAL_MS);
    previous = sentAt;
  }
  throw new Error(`no send of side ${side} came within ${CHAT_SEND_INTERVAL_MS} ms of the previous one in 5 attempts`);
}

/** How many of `writes` the rules accept. */
async function accepted(writes: Array<() => Promise<unknown>>): Promise<number> {
  let n = 0;
  for (const write of writes) {
    try {
      await write();
      n++;
    } catch (err) {
      expect(String(err)).toMatch(/permission/i);
    }
  }
  return n;
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
    await send(a, messageId, alice, 1, 'Hello Bob');
    const messages = (await b.read(`chats/${messageId}/messages`)) as Record<string, { content: string; sender_id: number }>;
    expect(Object.values(messages).map((m) => m.content)).toContain('Hello Bob');
    await expect(push(ref(a.db, `chats/${messageId}/messages`), { sender_id: bob.user_id, content: 'forged', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
    await expect(set(ref(a.db, `chats/${messageId}/messages/${Object.keys(messages)[0]}/content`), 'edited')).rejects.toThrow(/permission/i);
    await expect(push(ref(a.db, `chats/${messageId}/messages`), { sender_id: alice.user_id, content: '   ', timestamp: serverTimestamp() })).rejects.toThrow(/permission/i);
  });

  test('forged timestamps and last_message_time are refused: the time is the server\'s now', async () => {
    const chat = ref(a.db, `chats/${messageId}`);
    const meta = async () => ((await a.read(`chats/${messageId}/metadata`)) ?? {}) as Record<string, number>;
    const forgedTimes = [1, -1e12, 0, Date.now() - 60_000, Date.now() - 1_000, Date.now() + 60_000];
    await paced(a, messageId, 1); // the rate is not what refuses them
    const writes: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < 50; i++) {
      const time = forgedTimes[i % forgedTimes.length]!;
      writes.push(async () => {
        const sent = ((await meta()).sent_user1 ?? 0) + 1;
        const key = push(ref(a.db, `chats/${messageId}/messages`)).key!;
        // a forged message time, a forged last time, or both
        await update(chat, {
          [`messages/${key}`]: { sender_id: alice.user_id, content: `forged ${i}`, timestamp: i % 3 === 1 ? serverTimestamp() : time },
          'metadata/last_message_key': key,
          'metadata/last_message_time': i % 3 === 0 ? serverTimestamp() : time,
          'metadata/sent_user1': sent,
          'metadata/last_sent_user1': serverTimestamp(),
        });
      });
    }
    writes.push(() => set(ref(a.db, `chats/${messageId}/metadata/last_message_time`), 1));
    writes.push(() => set(ref(a.db, `chats/${messageId}/metadata/last_message_time`), serverTimestamp()));
    expect(await accepted(writes)).toBe(0);
    const stored = Object.values(await rt.chat.messages(messageId));
    expect(stored.every((m) => m.timestamp > Date.now() - 60_000 && m.timestamp <= Date.now())).toBe(true);
  });

  test('unread counters: no writer but the API; a sent counter moves only with a new message', async () => {
    await paced(a, messageId, 1); // the rate is not what refuses them
    const before = (await a.read(`chats/${messageId}/metadata`)) as Record<string, number | string>;
    const writes: Array<() => Promise<unknown>> = [];
    for (let i = 0; i < 50; i++) {
      // the bare +1 of the other side's counter (accepted 50/50 before)
      writes.push(async () => {
        const meta = (await a.read(`chats/${messageId}/metadata`)) as Record<string, number>;
        await set(ref(a.db, `chats/${messageId}/metadata/unread_count_user2`), (meta.unread_count_user2 ?? 0) + 1);
      });
    }
    const sent = Number(before.sent_user1 ?? 0);
    const existingKey = String(before.last_message_key);
    const chat = ref(a.db, `chats/${messageId}`);
    writes.push(
      () => set(ref(b.db, `chats/${messageId}/metadata/unread_count_user2`), 0), // not even one's own
      () => set(ref(a.db, `chats/${messageId}/metadata/unread_count_user1`), 0),
      () => set(ref(a.db, `chats/${messageId}/metadata/sent_user1`), sent + 1), // no message
      () => set(ref(a.db, `chats/${messageId}/metadata/sent_user2`), Number(before.sent_user2 ?? 0) + 1), // the other side's
      () => update(chat, { 'metadata/last_message_key': existingKey, 'metadata/sent_user1': sent + 1, 'metadata/last_message_time': serverTimestamp(), 'metadata/last_sent_user1': serverTimestamp() }), // an old message
      () => {
        const key = push(ref(a.db, `chats/${messageId}/messages`)).key!;
        // a message without counting it
        return update(chat, { [`messages/${key}`]: { sender_id: alice.user_id, content: 'uncounted', timestamp: serverTimestamp() } });
      },
      () => {
        const [k1, k2] = [push(ref(a.db, 'x')).key!, push(ref(a.db, 'x')).key!];
        // two messages, one count
        return update(chat, {
          [`messages/${k1}`]: { sender_id: alice.user_id, content: 'one', timestamp: serverTimestamp() },
          [`messages/${k2}`]: { sender_id: alice.user_id, content: 'two', timestamp: serverTimestamp() },
          'metadata/last_message_key': k2,
          'metadata/last_message_time': serverTimestamp(),
          'metadata/sent_user1': sent + 1,
          'metadata/last_sent_user1': serverTimestamp(),
        });
      },
      () => {
        const key = push(ref(a.db, 'x')).key!;
        // +2 for one message
        return update(chat, {
          [`messages/${key}`]: { sender_id: alice.user_id, content: 'double', timestamp: serverTimestamp() },
          'metadata/last_message_key': key,
          'metadata/last_message_time': serverTimestamp(),
          'metadata/sent_user1': sent + 2,
          'metadata/last_sent_user1': serverTimestamp(),
        });
      },
      () => set(ref(a.db, `chats/${messageId}/members/${carol.user_id}`), 1),
    );
    expect(await accepted(writes)).toBe(0);
    const after = (await a.read(`chats/${messageId}/metadata`)) as Record<string, number | string>;
    expect(after).toEqual(before);
    // the real thing still goes through
    await send(b, messageId, bob, 2, 'Hi Alice');
    expect(((await a.read(`chats/${messageId}/metadata`)) as Record<string, number>).sent_user2).toBe(Number(before.sent_user2 ?? 0) + 1);
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
    // a token without a session entry (signed with the right secret, but never handed out by the API)
    const sessionless = await rt.client(await mintLocalToken(rt.secret, String(alice.user_id)));
    await expect(sessionless.read(`chats/${messageId}/messages`)).rejects.toThrow(/permission/i);
    await expect(sessionless.read(`inbox/${alice.user_id}`)).rejects.toThrow(/permission/i);
    const guessed = await rt.client(await mintLocalToken(rt.secret, String(alice.user_id), 3600, 'not-a-session'));
    await expect(guessed.read(`chats/${messageId}/messages`)).rejects.toThrow(/permission/i);
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

  // bare increments of erin's counter: refused, no count, no e-mail (before: 50/50 accepted, an e-mail on each rise from 0)
  const bare = Array.from({ length: 50 }, () => async () => {
    const meta = ((await d.read(`chats/${messageId}/metadata`)) ?? {}) as Record<string, number>;
    await set(ref(d.db, `chats/${messageId}/metadata/unread_count_user2`), (meta.unread_count_user2 ?? 0) + 1);
  });
  expect(await accepted(bare)).toBe(0);
  await new Promise((r) => setTimeout(r, 200));
  expect(t.mails.last(erinEmail)).toBeUndefined();
  expect((await t.call('Get_UserMessageList', {}, { token: erin.token })).data!.find((c) => c.message_id === messageId)?.unread_count).toBe(0);

  await send(d, messageId, dave, 1, 'First');
  const list = await until(
    () => t.call('Get_UserMessageList', {}, { token: erin.token }),
    (r) => r.data?.find((c) => c.message_id === messageId)?.unread_count === 1,
  );
  expect(list.data![0]).toMatchObject({ message_id: messageId, user_id: dave.user_id, user_no: 2, unread_count: 1 });
  expect(list.data![0]!.last_message_time).not.toBe('');
  await until(async () => t.mails.last(erinEmail), (m) => !!m);
  expect(t.mails.last(erinEmail)?.subject).toMatch(/New message from/);
  expect(t.mails.last(erinEmail)?.text).toContain(`/profile/messages?message_id=${messageId}`);

  await send(d, messageId, dave, 1, 'Second');
  await until(() => rt.chat.read(`chats/${messageId}/metadata/unread_count_user2`), (n) => n === 2);
  await new Promise((r) => setTimeout(r, 200));
  const mails = (await t.mails.list(erinEmail)).length;
  expect(mails).toBe(1);
  // one source of truth: the list, the published counter and the row agree; dave's side stays 0
  expect((await t.call('Get_UserMessageList', {}, { token: erin.token })).data!.find((c) => c.message_id === messageId)?.unread_count).toBe(2);
  expect(await sqlRow(t, 'select sent_count_user1, sent_count_user2, read_count_user2, unread_count_user1, unread_count_user2 from message_threads where message_id = $1', [messageId])).toEqual({
    sent_count_user1: 2,
    sent_count_user2: 0,
    read_count_user2: 0,
    unread_count_user1: 0,
    unread_count_user2: 2,
  });

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
  await send(d, messageId, dave, 1, 'Third');
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
  await send(f, messageId, frank, 1, 'Hi Gina');
  await until(() => t.call('Get_UserMessageList', {}, { token: gina.token }), (r) => r.data?.[0]?.unread_count === 1);
  await new Promise((r) => setTimeout(r, 200));
  const email = (await sqlRow<{ user_email: string }>(t, 'select user_email from users where user_id = $1', [gina.user_id])).user_email;
  expect(t.mails.last(email)).toBeUndefined();
});

test('rate per sender (rules): one message per CHAT_SEND_INTERVAL_MS, the other side unaffected, forged last-sent times refused', async () => {
  // the rules and the browser client must agree on the interval
  expect(readFileSync(RULES_FILE, 'utf8')).toContain(`now >= data.val() + ${CHAT_SEND_INTERVAL_MS}`);
  const [hank, ivy] = [await newActor(t), await newActor(t)];
  const messageId = (await t.call('Set_UserNewMessage', { user_id: ivy.user_id }, { token: hank.token })).data!.message_id;
  const h = await browserOf(hank);
  const i = await browserOf(ivy);
  const count = async () => Object.keys(await rt.chat.messages(messageId)).length;

  // 50 messages back-to-back by one sender (before: all accepted; the probe sent 500 in 4 s)
  const started = Date.now();
  const burst = await accepted(Array.from({ length: 50 }, (_, n) => () => sendNow(h, messageId, hank, 1, `burst ${n}`)));
  const elapsed = Date.now() - started;
  expect(burst).toBeGreaterThanOrEqual(1);
  expect(burst).toBeLessThanOrEqual(Math.floor(elapsed / CHAT_SEND_INTERVAL_MS) + 1);
  expect(await count()).toBe(burst);
  expect(((await h.read(`chats/${messageId}/metadata`)) as Record<string, number>).sent_user1).toBe(burst);
  console.log(`rate: ${burst} of 50 back-to-back messages accepted in ${elapsed} ms (interval ${CHAT_SEND_INTERVAL_MS} ms)`);

  // the other participant is not slowed by hank's rate: ivy answers at once, twice within the interval only once
  await send(h, messageId, hank, 1, 'from hank');
  await sendNow(i, messageId, ivy, 2, 'from ivy, right away');
  await expectRefusedWithinInterval(i, messageId, ivy, 2, 'ivy again, too fast');
  await expectRefusedWithinInterval(h, messageId, hank, 1, 'hank again, too fast');
  // after the interval: accepted
  await send(h, messageId, hank, 1, 'hank, after the interval');
  await send(i, messageId, ivy, 2, 'ivy, after the interval');

  // forged last-sent times, each after the interval (so the rate is not what refuses them)
  await paced(h, messageId, 1);
  const before = (await h.read(`chats/${messageId}/metadata`)) as Record<string, number | string>;
  const chat = ref(h.db, `chats/${messageId}`);
  const message = (lastSent: Record<string, unknown>) => () => {
    const key = push(ref(h.db, 'x')).key!;
    return update(chat, {
      [`messages/${key}`]: { sender_id: hank.user_id, content: 'forged last-sent', timestamp: serverTimestamp() },
      'metadata/last_message_key': key,
      'metadata/last_message_time': serverTimestamp(),
      'metadata/sent_user1': Number(before.sent_user1) + 1,
      ...lastSent,
    });
  };
  const forged = [
    message({}), // omitted
    message({ 'metadata/last_sent_user1': Date.now() - 60_000 }), // in the past (frees the next message)
    message({ 'metadata/last_sent_user1': Date.now() - CHAT_SEND_INTERVAL_MS }),
    message({ 'metadata/last_sent_user1': 0 }),
    message({ 'metadata/last_sent_user1': Date.now() + 60_000 }), // in the future
    message({ 'metadata/last_sent_user1': before.last_sent_user1 }), // unchanged
    message({ 'metadata/last_sent_user1': 'now' }),
    message({ 'metadata/last_sent_user2': serverTimestamp() }), // the other side's instead of one's own
    message({ 'metadata/last_sent_user1': serverTimestamp(), 'metadata/last_sent_user2': 0 }), // and resetting the other side's
    () => set(ref(h.db, `chats/${messageId}/metadata/last_sent_user1`), 0), // no message, lowering one's own
    () => set(ref(h.db, `chats/${messageId}/metadata/last_sent_user1`), serverTimestamp()), // no message
    () => set(ref(h.db, `chats/${messageId}/metadata/last_sent_user2`), serverTimestamp()), // the other side's
  ];
  expect(await accepted(forged)).toBe(0);
  expect(await h.read(`chats/${messageId}/metadata`)).toEqual(before);
  // the real thing still goes through
  await sendNow(h, messageId, hank, 1, 'hank, as the page does it');
});
