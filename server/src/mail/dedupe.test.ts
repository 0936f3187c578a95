/**
 * Notification e-mails caused by a member's action: at most one per actor, item, kind and UTC day
 * (notification_mail_keys), through the real calls — the 40 toggles of a useful vote and of
 * a favourite — and across two API instances on one database.
 */
import { type TestApp, fileTestAppPair } from '../test/harness';
import { newActor, sqlRow } from '../calls/catalog-lib/test-helpers';
import { DEMO_SOURCE, SOURCE_OWNER } from '../seed/fixed-accounts';
import { notifyUser } from './notify';
import { insertUser } from '../test/fixtures';
import type { Mailer } from './types';
import { applyMetadata, markRead } from '../realtime/relay';
import { noChatStore } from '../realtime/chat-store';

const [a, b] = fileTestAppPair();

const mailsTo = (to: string, subject: RegExp) => [...a.mails.mails, ...b.mails.mails].filter((m) => m.to === to && subject.test(m.subject));

test('40 toggles of a useful vote, alternately on two instances: the author gets one e-mail; another voter adds one more', async () => {
  const review = await sqlRow<{ rating_id: number; source_id: number; email: string }>(
    a,
    `select r.rating_id, r.source_id, u.user_email email from reviews r join users u using (user_id)
     where r.review_type = 'source' and r.review_status = 1 and u.notification_content_like = 1 order by r.rating_id limit 1`,
  );
  const voter = await newActor(a);
  const payload = { source_id: review.source_id, rating_id: review.rating_id };
  for (let i = 0; i < 40; i++) expect((await (i % 2 ? b : a).call('Set_SourceReviewUseful', payload, { token: voter.token })).status).toBe(true);
  expect(mailsTo(review.email, new RegExp(`^${voter.user_name} found your review useful$`))).toHaveLength(1);

  const second = await newActor(a);
  for (let i = 0; i < 4; i++) await b.call('Set_SourceReviewUseful', payload, { token: second.token });
  expect(mailsTo(review.email, /found your review useful$/)).toHaveLength(2);
});

test("40 toggles of a favourite: the source's owner gets one e-mail", async () => {
  const member = await newActor(a);
  const item = { item_type: 'source', item_id: DEMO_SOURCE.source_id };
  for (let i = 0; i < 40; i++) expect((await (i % 2 ? b : a).call('Set_UserFavoriteList', item, { token: member.token })).status).toBe(true);
  const owner = await sqlRow<{ email: string }>(a, 'select user_email email from users where user_id = $1', [SOURCE_OWNER.user_id]);
  expect(mailsTo(owner.email, /added to a favourites list$/)).toHaveLength(1);
});

test('comments of one actor on one review: one e-mail a day; the next day another', async () => {
  const review = await sqlRow<{ rating_id: number; source_id: number; email: string }>(
    a,
    `select r.rating_id, r.source_id, u.user_email email from reviews r join users u using (user_id)
     where r.review_type = 'source' and r.review_status = 1 and u.notification_review_comment = 1 order by r.rating_id desc limit 1`,
  );
  const commenter = await newActor(a);
  const comment = (i: number) => a.call('Set_SourceNewComment', { source_id: review.source_id, parent_rating_id: review.rating_id, review_comment: `<p>Point ${i}</p>` }, { token: commenter.token });
  for (let i = 0; i < 3; i++) expect((await comment(i)).status).toBe(true);
  expect(mailsTo(review.email, new RegExp(`^${commenter.user_name} commented on your review`))).toHaveLength(1);
  // The key of yesterday does not stop today's mail.
  await a.pool.query('update notification_mail_keys set mail_day = mail_day - 1 where actor_id = $1', [commenter.user_id]);
  expect((await comment(3)).status).toBe(true);
  expect(mailsTo(review.email, new RegExp(`^${commenter.user_name} commented on your review`))).toHaveLength(2);
});

test('a send that fails is queued on the job queue and keeps its key: the next action sends no second mail', async () => {
  const to = await insertUser(a.db);
  const failing: Mailer = { send: () => Promise.reject(new Error('SMTP down')) };
  const cause = { actorId: 2, item: 'review:1' };
  const message = { subject: 'Liked', text: 'x' };
  expect(await notifyUser({ db: a.db, mailer: failing }, to.user_id, 'content_like', message, cause)).toBe(false);
  expect(await notifyUser({ db: a.db, mailer: a.mails }, to.user_id, 'content_like', message, cause)).toBe(false);
  expect(await notifyUser({ db: b.db, mailer: b.mails }, to.user_id, 'content_like', message, cause)).toBe(false);
  expect((await a.pool.query(`select count(*)::int n from graphile_worker.jobs where task_identifier = 'mail.notification-retry'`)).rows[0]).toEqual({ n: 1 });
  // Without a cause (security mails) nothing is deduplicated.
  expect(await notifyUser({ db: b.db, mailer: b.mails }, to.user_id, 'content_like', message)).toBe(true);
});

test('new-message e-mails (the chat relay): one per sender, thread and day, however often the unread count leaves 0', async () => {
  const sender = await insertUser(a.db);
  const recipient = await insertUser(a.db);
  const thread = await sqlRow<{ message_id: number }>(a, 'insert into message_threads (user1_id, user2_id) values ($1, $2) returning message_id', [sender.user_id, recipient.user_id]);
  const deps = (t: TestApp) => ({ db: t.db, mailer: t.mails, chat: noChatStore, config: t.config, log: { error: () => undefined, warn: () => undefined } });
  // The sender's sent counter rises with each message; the recipient reads the thread between them,
  // so the recipient's unread count leaves 0 six times (README "Realtime messages").
  let sent = 1;
  const meta = () => ({ sent_user1: sent, sent_user2: 0, last_message_key: `m${sent}`, last_message_time: Date.now() });
  expect(await applyMetadata(deps(a), thread.message_id, meta())).toEqual([recipient.user_id]);
  for (let i = 0; i < 5; i++) {
    await markRead(deps(i % 2 ? a : b), thread.message_id, 2);
    sent += 1;
    expect(await applyMetadata(deps(i % 2 ? b : a), thread.message_id, meta())).toEqual([]);
  }
  expect(mailsTo(recipient.user_email, /^New message from/)).toHaveLength(1);
});
