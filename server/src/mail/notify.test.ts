import { createTestApp, type TestApp } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { notifyUser, NOTIFICATION_SWITCHES, type NotificationKind } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

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

test('a failing mailer neither throws nor reports a sent mail', async () => {
  const user = await insertUser(t.db);
  const errors: unknown[] = [];
  const failing = { send: async () => Promise.reject(new Error('smtp down')) };
  await expect(notifyUser({ db: t.db, mailer: failing, log: { error: (e) => errors.push(e) } }, user.user_id, 'review_comment', message)).resolves.toBe(false);
  expect(errors).toHaveLength(1);
});

test('an unknown user gets nothing', async () => {
  expect(await notifyUser(deps(), 2_000_000_000, 'content_like', message)).toBe(false);
});
