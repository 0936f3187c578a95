/**
 * The managers' console, approvals and the audit log (issue 24): manager-only calls refused on the
 * server for everyone else; the approvals list, detail, approve and reject run the command-line
 * tool's functions; each decision writes its audit row in its own transaction (a decision that
 * fails leaves no row) and the log can be neither changed nor deleted.
 */
import { eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG, calls, type CallName } from '@ironscore/contract';
import { fileTestApp, signedInBeforeAll } from '../test/harness';
import { managerAudit, sources, users } from '../db/schema';
import { DEMO_MEMBER, MANAGER, SOURCE_OWNER } from '../seed/fixed-accounts';
import { runManager } from '../cli/manager';
import { latestSubmission, sourceSetupPayload } from '../listings/test-helpers';

const t = fileTestApp();
const manager = signedInBeforeAll(t, MANAGER.user_name);

let seq = 0;
const unique = () => `m${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`;

async function pendingSource() {
  const name = unique();
  const email = `owner@${name}.example`;
  const res = await t.call('Sign_UpBusiness', {
    user_type: 'source',
    user_name: name,
    source_or_brand_name: `${name}.shop`,
    offical_email: email,
    offical_website: `https://www.${name}.example`,
    user_password: 'secret123',
  });
  expect(res.status).toBe(true);
  const [user] = await t.db.select().from(users).where(eq(users.user_name, name));
  const [listing] = await t.db.select().from(sources).where(eq(sources.user_id, user!.user_id));
  return { name, email, token: res.data!, userId: user!.user_id, listing: listing! };
}

const auditRows = (itemType: string, itemId: number) =>
  t.db.select().from(managerAudit).where(sql`${managerAudit.item_type} = ${itemType} and ${managerAudit.item_id} = ${itemId}`);

const MANAGE_CALLS = (Object.keys(calls) as CallName[]).filter((n) => calls[n].manager);

describe('who may use the console', () => {
  test('every console call refuses a visitor, a member and a business account, and changes nothing', async () => {
    expect(MANAGE_CALLS.length).toBeGreaterThanOrEqual(10);
    const member = (await t.loginAs(DEMO_MEMBER.user_name)).token;
    const owner = (await t.loginAs(SOURCE_OWNER.user_name)).token;
    const before = await t.count('manager_audit');
    const payload = { kind: 'signup', id: 1, user_id: DEMO_MEMBER.user_id, rating_id: 1, item_kind: 'review', item_id: 1, decision: 'restore', reason: 'x' };
    for (const name of MANAGE_CALLS) {
      for (const token of [member, owner]) {
        const res = await t.call(name, payload, { token });
        expect([name, res.status, res.message]).toEqual([name, false, MSG.manage.managersOnly]);
      }
      const visitor = await t.call(name, payload);
      expect([name, visitor.status, visitor.token_error]).toEqual([name, false, true]);
    }
    expect(await t.count('manager_audit')).toBe(before);
    const [demo] = await t.db.select().from(users).where(eq(users.user_id, DEMO_MEMBER.user_id));
    expect(demo!.suspended_at).toBeNull();
  });

  test('the manager\'s token carries user_is_manager (the shell opens the console routes); a member\'s does not', async () => {
    const managerSignIn = await t.call('Sign_In', { user_name: MANAGER.user_name, user_password: MANAGER.password });
    expect(decodeJwt(managerSignIn.data as string)).toMatchObject({ user_name: MANAGER.user_name, user_is_manager: true });
    const memberSignIn = await t.call('Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password });
    expect(decodeJwt(memberSignIn.data as string)).not.toHaveProperty('user_is_manager');
    const refreshed = await t.call('Get_UserToken', {}, { token: managerSignIn.data as string });
    expect(decodeJwt(refreshed.data as string)).toMatchObject({ user_is_manager: true });
  });

  test('a manager whose flag is taken away is refused at once (the flag is read on every call)', async () => {
    const [row] = await t.db
      .insert(users)
      .values({ user_name: unique(), user_email: `${unique()}@example.com`, is_manager: true, user_verification_status: 1 })
      .returning();
    const { token } = await t.loginAs(row!.user_name);
    expect((await t.call('Get_ManageApprovals', {}, { token })).status).toBe(true);
    await t.db.update(users).set({ is_manager: false }).where(eq(users.user_id, row!.user_id));
    expect(await t.call('Get_ManageApprovals', {}, { token })).toMatchObject({ status: false, message: MSG.manage.managersOnly });
  });
});

describe('approvals', () => {
  test('a sign-up is listed newest first, approved with its audit row, and leaves the list', async () => {
    const older = await pendingSource();
    const newer = await pendingSource();
    const list = await t.call('Get_ManageApprovals', { kind: 'signup' }, { token: manager.token });
    expect(list.status).toBe(true);
    const names = list.data!.map((x) => x.user_name);
    expect(names.indexOf(newer.name)).toBeLessThan(names.indexOf(older.name));
    expect(list.data!.every((x) => x.kind === 'signup')).toBe(true);

    const detail = await t.call('Get_ManageApproval', { kind: 'signup', id: newer.userId }, { token: manager.token });
    expect(detail.data).toMatchObject({ kind: 'signup', user_name: newer.name, listing_name: `${newer.name}.shop`, e_mail_verified: false });

    const res = await t.call('Set_ManageApprove', { kind: 'signup', id: newer.userId }, { token: manager.token });
    expect(res).toMatchObject({ status: true, message: MSG.manage.approved });
    const [user] = await t.db.select().from(users).where(eq(users.user_id, newer.userId));
    expect(user!.user_approval_status).toBe('approved');
    expect(await auditRows('signup', newer.userId)).toEqual([
      expect.objectContaining({ manager_id: MANAGER.user_id, manager_name: MANAGER.user_name, action: 'approve_signup', item_label: newer.name }),
    ]);
    expect(t.mails.last(newer.email)?.subject).toBe('Your IronScore business account has been approved');
    // decided: no longer pending, a second decision is refused and writes nothing
    const again = await t.call('Set_ManageReject', { kind: 'signup', id: newer.userId, reason: 'late' }, { token: manager.token });
    expect(again).toMatchObject({ status: false, message: MSG.manage.notPending });
    expect(await auditRows('signup', newer.userId)).toHaveLength(1);
  });

  test('rejecting a sign-up needs a reason, revokes its sessions and mails the reason', async () => {
    const b = await pendingSource();
    const blank = await t.call('Set_ManageReject', { kind: 'signup', id: b.userId, reason: '  ' }, { token: manager.token });
    expect(blank).toMatchObject({ status: false, message: MSG.manage.reasonRequired });
    expect(await auditRows('signup', b.userId)).toHaveLength(0);
    const res = await t.call('Set_ManageReject', { kind: 'signup', id: b.userId, reason: 'Not a real shop.' }, { token: manager.token });
    expect(res.status).toBe(true);
    expect(t.mails.last(b.email)?.text).toContain('Not a real shop.');
    expect((await t.call('Get_SourceDashboard', {}, { token: b.token })).token_error).toBe(true);
    expect(await auditRows('signup', b.userId)).toEqual([expect.objectContaining({ action: 'reject_signup', reason: 'Not a real shop.' })]);
  });

  test('a setup: side-by-side detail, approval publishes the listing (sign-up approved first), same as the tool', async () => {
    const b = await pendingSource();
    const code = /Your code: ([A-Z0-9]{6})/.exec(t.mails.last(b.email)!.text)![1]!;
    expect((await t.call('Set_UserVerification', { verification_code: code }, { token: b.token })).status).toBe(true);
    const { token } = await t.loginAs(b.name);
    expect((await t.call('Set_SourceSetup', await sourceSetupPayload(t), { token })).status).toBe(true);
    const submission = await latestSubmission(t, 'source', b.listing.source_id);
    expect(submission).toMatchObject({ kind: 'setup', status: 'pending' });

    const detail = await t.call('Get_ManageApproval', { kind: 'setup', id: submission!.submission_id }, { token: manager.token });
    expect(detail.status).toBe(true);
    const logo = detail.data!.fields.find((f) => f.key === 'profile_image');
    expect(logo).toMatchObject({ image: true, changed: true });
    expect(detail.data!.fields.find((f) => f.key === 'description')).toMatchObject({ submitted: JSON.stringify('<p>We sell <b>quality</b> supplements.</p>') });

    // the command-line tool approves the sign-up (its audit row is the command line's)
    const lines: string[] = [];
    expect(await runManager(['approve', b.name], { db: t.db, mailer: t.mails, out: (l) => lines.push(l) })).toBe(0);
    expect(await auditRows('signup', b.userId)).toEqual([expect.objectContaining({ manager_id: null, manager_name: 'command line', action: 'approve_signup' })]);

    expect((await t.call('Set_ManageApprove', { kind: 'setup', id: submission!.submission_id }, { token: manager.token })).status).toBe(true);
    const [published] = await t.db.select().from(sources).where(eq(sources.source_id, b.listing.source_id));
    expect(published!.source_status).toBe(1);
    expect(await auditRows('setup', submission!.submission_id)).toEqual([expect.objectContaining({ action: 'approve_setup' })]);
    // the wrong kind for an id is refused
    expect((await t.call('Set_ManageApprove', { kind: 'edit', id: submission!.submission_id }, { token: manager.token })).status).toBe(false);
  });

  test('the audit row is in the decision\'s transaction: a decision that fails leaves no row', async () => {
    const b = await pendingSource();
    // make the decision's own write fail after the audit row was written: a trigger refuses the update
    await t.pool.query(`
      create function refuse_approval() returns trigger language plpgsql as $$
      begin if new.user_id = ${b.userId} then raise exception 'refused for the test'; end if; return new; end $$;
      create trigger refuse_approval before update on users for each row execute function refuse_approval();`);
    try {
      const res = await t.call('Set_ManageApprove', { kind: 'signup', id: b.userId }, { token: manager.token });
      expect(res.status).toBe(false);
    } finally {
      await t.pool.query('drop trigger refuse_approval on users; drop function refuse_approval();');
    }
    expect(await auditRows('signup', b.userId)).toHaveLength(0);
    const [user] = await t.db.select().from(users).where(eq(users.user_id, b.userId));
    expect(user!.user_approval_status).toBe('pending');
  });
});

describe('audit log', () => {
  test('is never editable: update, delete and truncate are refused by the database', async () => {
    const b = await pendingSource();
    expect((await t.call('Set_ManageApprove', { kind: 'signup', id: b.userId }, { token: manager.token })).status).toBe(true);
    await expect(t.pool.query(`update manager_audit set reason = 'changed' where item_id = $1`, [b.userId])).rejects.toThrow(/append-only/);
    await expect(t.pool.query(`delete from manager_audit where item_id = $1`, [b.userId])).rejects.toThrow(/append-only/);
    await expect(t.pool.query('truncate manager_audit')).rejects.toThrow(/append-only/);
    expect(await auditRows('signup', b.userId)).toHaveLength(1);
  });

  test('is filtered by manager, kind and date, newest first, paged', async () => {
    const a = await pendingSource();
    const b = await pendingSource();
    await t.call('Set_ManageApprove', { kind: 'signup', id: a.userId }, { token: manager.token });
    await t.call('Set_ManageReject', { kind: 'signup', id: b.userId, reason: 'Spam' }, { token: manager.token });
    const all = await t.call('Get_ManageAudit', { manager_id: MANAGER.user_id, limit: 1, offset: 0 }, { token: manager.token });
    expect(all.status).toBe(true);
    expect(all.data).toHaveLength(1);
    expect(all.totalData).toBeGreaterThanOrEqual(2);
    expect(all.data![0]).toMatchObject({ action: 'reject_signup', item_id: b.userId, reason: 'Spam', manager_name: MANAGER.user_name });
    const rejects = await t.call('Get_ManageAudit', { action: 'reject_signup' }, { token: manager.token });
    expect(rejects.data!.every((r) => r.action === 'reject_signup')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const past = await t.call('Get_ManageAudit', { date_to: '2000-01-01' }, { token: manager.token });
    expect(past).toMatchObject({ status: true, data: [], totalData: 0 });
    const todays = await t.call('Get_ManageAudit', { date_from: today, date_to: today }, { token: manager.token });
    expect(todays.data!.map((r) => r.item_id)).toEqual(expect.arrayContaining([a.userId, b.userId]));
    expect((await t.call('Get_ManageAudit', { date_from: 'yesterday' }, { token: manager.token })).status).toBe(false);
    const managers = await t.call('Get_ManageManagers', {}, { token: manager.token });
    expect(managers.data).toEqual(expect.arrayContaining([{ user_id: MANAGER.user_id, user_name: MANAGER.user_name }]));
  });
});
