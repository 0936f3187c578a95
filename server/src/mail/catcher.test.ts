import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../test/harness';
import { startSmtpCatcher, type SmtpCatcher } from './catcher';
import { createSmtpMailer } from './mailer';
import type { Mailer } from './types';

let catcher: SmtpCatcher;
let mailer: Mailer;
let t: TestApp;
beforeAll(async () => {
  catcher = await startSmtpCatcher(mkdtempSync(path.join(os.tmpdir(), 'ironscore-inbox-')));
  mailer = createSmtpMailer(`smtp://127.0.0.1:${catcher.port}?ignoreTLS=true`, 'IronScore <no-reply@ironscore.local>');
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
  await mailer?.close?.();
  await catcher?.close();
  await catcher?.inbox.clear();
});

test('a mail sent over SMTP reaches the dev inbox (JSON and HTML views)', async () => {
  await mailer.send({ to: 'Reader@Example.com', subject: 'Your code', text: 'Your code is 123456.', html: '<p>Your code is <b>123456</b>.</p><script>x()</script>' });
  await mailer.send({ to: 'other@example.com', subject: 'Second', text: 'Hello other.' });

  const { buildApp } = await import('../app');
  const app = await buildApp({ db: t.db, config: t.config, mailer, storage: t.storage, inbox: catcher.inbox, logger: false });
  try {
    const json = await app.inject({ method: 'GET', url: '/dev/inbox/messages?to=reader@example.com' });
    expect(json.statusCode).toBe(200);
    const mails = json.json();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: 'Reader@example.com', subject: 'Your code', from: 'no-reply@ironscore.local' });
    expect(mails[0].text).toContain('123456');
    expect(mails[0].html).toContain('<b>123456</b>');

    const all = (await app.inject({ method: 'GET', url: '/dev/inbox/messages' })).json();
    expect(all.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'Your code']);

    const page = await app.inject({ method: 'GET', url: '/dev/inbox' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('Your code');
    expect(page.body).toContain('123456');
    expect(page.body).not.toContain('<script>x()');
    expect(page.body.indexOf('Second')).toBeLessThan(page.body.indexOf('Your code'));

    expect((await app.inject({ method: 'DELETE', url: '/dev/inbox/messages' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/dev/inbox/messages' })).json()).toEqual([]);
  } finally {
    await app.close();
  }
});

test('the dev inbox does not exist in production', async () => {
  const { buildApp } = await import('../app');
  const app = await buildApp({
    db: t.db,
    config: { ...t.config, nodeEnv: 'production', isProduction: true },
    mailer,
    storage: t.storage,
    inbox: catcher.inbox,
    logger: false,
  });
  try {
    expect((await app.inject({ method: 'GET', url: '/dev/inbox' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/dev/inbox/messages' })).statusCode).toBe(404);
  } finally {
    await app.close();
  }
});

test('the harness captures mail in memory', async () => {
  await t.mails.send({ to: 'a@example.com', subject: 'Hi', text: 'one' });
  expect(t.mails.last('A@example.com')?.text).toBe('one');
  const res = await t.app.inject({ method: 'GET', url: '/dev/inbox/messages?to=a@example.com' });
  expect(res.json()).toHaveLength(1);
});

test('withOutbox records sent and failed mail in mail_outbox', async () => {
  const { withOutbox } = await import('./outbox');
  const logged = withOutbox(t.db, mailer);
  await logged.send({ to: 'outbox@example.com', subject: 'Logged', text: 'body' });
  const broken = withOutbox(t.db, { send: async () => Promise.reject(new Error('SMTP down')) });
  await expect(broken.send({ to: 'outbox2@example.com', subject: 'Lost', text: 'body' })).rejects.toThrow('SMTP down');
  const rows = await t.pool.query(`select mail_to, subject, sent_at is not null as sent, error from mail_outbox where mail_to like 'outbox%' order by mail_id`);
  expect(rows.rows).toEqual([
    { mail_to: 'outbox@example.com', subject: 'Logged', sent: true, error: null },
    { mail_to: 'outbox2@example.com', subject: 'Lost', sent: false, error: 'SMTP down' },
  ]);
});
