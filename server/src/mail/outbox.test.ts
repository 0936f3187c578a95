/** No e-mailed code is kept in clear at rest: mail_outbox stores code mails with the code masked. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileTestApp } from '../test/harness';
import { DEMO_MEMBER } from '../seed/fixed-accounts';
import { MASK } from './outbox';
import { MIGRATIONS_FOLDER } from '../db/migrate';
import { codeMail } from '../auth/mails';

const t = fileTestApp();

const codeIn = (text: string | undefined) => /Your code: ([A-Z0-9]{6})/.exec(text ?? '')?.[1];

async function outbox(to: string) {
  const { rows } = await t.pool.query<{ subject: string; text: string; html: string }>(
    'select subject, text, html from mail_outbox where lower(mail_to) = lower($1) order by mail_id',
    [to],
  );
  return rows;
}

test('sign-up and forgot-password codes reach the mailbox but not the outbox table', async () => {
  await t.call('Sign_Up', { user_name: 'outboxcheck', user_email: 'outbox.check@example.com', user_password: 'secret123' });
  await t.call('Forgot_Password', { user_email: DEMO_MEMBER.user_email });
  for (const to of ['outbox.check@example.com', DEMO_MEMBER.user_email]) {
    const code = codeIn(t.mails.last(to)?.text);
    expect(code).toMatch(/^[A-Z0-9]{6}$/);
    const rows = await outbox(to);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(code);
      expect(row.text).toContain(`Your code: ${MASK}`);
      expect(row.html).toContain(MASK);
    }
  }
});

test('the migration masks the codes of mails recorded before', async () => {
  const old = codeMail('old@example.com', 'Old mail', 'Hello, enter this code.', 'QWE234');
  await t.pool.query('insert into mail_outbox (mail_to, subject, text, html) values ($1, $2, $3, $4)', [old.to, old.subject, old.text, old.html]);
  const file = readdirSync(MIGRATIONS_FOLDER).find((f) => f.endsWith('_redact_mail_outbox_codes.sql'))!;
  const migration = readFileSync(path.join(MIGRATIONS_FOLDER, file), 'utf8');
  await t.pool.query(migration);
  const [row] = await outbox('old@example.com');
  expect(JSON.stringify(row)).not.toContain('QWE234');
  expect(row!.text).toContain(`Your code: ${MASK}`);
  expect(row!.html).toContain(MASK);
});
