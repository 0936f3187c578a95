import { fileTestApp } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { sql } from 'drizzle-orm';
import { notifyUser, NOTIFICATION_SWITCHES, type NotificationKind } from './notify';
import { startJobWorker } from '../jobs/queue';
import { JOB_KINDS } from '../jobs/kinds';
import { noChatStore } from '../realtime/chat-store';
import { until } from '../test/server-process';

const t = fileTestApp();

const deps = () => ({ db: t.db, mailer: t.mails });
const message = { subject: 'Someone commented on your review', text: 'Open IronScore to read it.' };

test.each(Object.keys(NOTIFICATION_SWITCHES) as NotificationKind[])('%s: sent while the switch is 1, not sent when it is 0', async (kind) => {
  const on = await insertUser(t.db);
  const off = await insertUser(t.db, { [NOTIFICATION_SWITCHES[kind]]: 0 });
  expect(await notifyUser(deps(), on.user_id, kind, message)).toBe(true);
  expect(t.mails.last(on.user_email)?.subject).toBe(message.subject);
  expect(await notifyUser(deps(), off.user_id, kind, message)).toBe(false);
  expect(t.mails.last(off.user_email)).toBeUndefined();
});

test('a failing mailer neither throws nor reports a sent mail; the mail is queued and the job queue sends it', async () => {
  const user = await insertUser(t.db);
  const errors: unknown[] = [];
  const failing = { send: async () => Promise.reject(new Error('smtp down')) };
  await expect(notifyUser({ db: t.db, mailer: failing, log: { error: (e) => errors.push(e) } }, user.user_id, 'review_comment', message)).resolves.toBe(false);
  expect(errors).toHaveLength(1);
  expect(t.mails.last(user.user_email)).toBeUndefined();
  const queued = await t.db.execute<{ task_identifier: string }>(sql`select task_identifier from graphile_worker.jobs`);
  expect(queued.rows).toEqual([{ task_identifier: 'mail.notification-retry' }]);
  const worker = await startJobWorker({
    pool: t.pool,
    kinds: JOB_KINDS,
    schedules: [],
    deps: { db: t.db, chat: noChatStore, policy: {}, mailer: t.mails, siteUrl: t.config.siteUrl, log: { info: () => undefined, error: () => undefined } },
    pollIntervalMs: 200,
    log: { info: () => undefined, error: () => undefined },
  });
  try {
    await until(() => t.mails.last(user.user_email) !== undefined, 30_000, 'the queued mail');
  } finally {
    await worker.stop();
  }
  expect(t.mails.last(user.user_email)?.subject).toBe(message.subject);
});

test('an unknown user gets nothing', async () => {
  expect(await notifyUser(deps(), 2_000_000_000, 'content_like', message)).toBe(false);
});
