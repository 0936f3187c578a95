/**
 * GoogleAuth against the real Firebase Auth emulator (firebase-tools, in-process) with
 * firebase-admin verifying the ID tokens; the client's uid/email fields are never trusted.
 */
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG } from '@ironscore/contract';
import { createTestApp, type TestApp } from '../test/harness';
import { freePort } from '../db/embedded';
import { users } from '../db/schema';
import { DEMO_MEMBER } from '../seed/fixed-accounts';
import { googleIdToken, passwordIdToken, startAuthEmulator, type RunningAuthEmulator } from '../auth/emulator';

let t: TestApp;
let emulator: RunningAuthEmulator;
const saved = { host: process.env.FIREBASE_AUTH_EMULATOR_HOST, project: process.env.FIREBASE_PROJECT_ID };

beforeAll(async () => {
  // One after the other: loading firebase-tools blocks the event loop for a long time on a loaded
  // machine, and PostgreSQL ends a connection whose authentication does not finish within 60 s.
  emulator = await startAuthEmulator({ port: await freePort() });
  t = await createTestApp();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.hostPort;
  process.env.FIREBASE_PROJECT_ID = emulator.projectId;
}, 180_000);

afterAll(async () => {
  process.env.FIREBASE_AUTH_EMULATOR_HOST = saved.host;
  process.env.FIREBASE_PROJECT_ID = saved.project;
  if (saved.host === undefined) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (saved.project === undefined) delete process.env.FIREBASE_PROJECT_ID;
  await Promise.all([t?.close(), emulator?.stop()]);
});

test('a new Google account becomes a verified member; uid and e-mail come from the token', async () => {
  const { idToken, uid } = await googleIdToken(emulator.url, { sub: 'g-1001', email: 'Gina.Gains@example.com', name: 'Gina Gains' });
  const res = await t.call('GoogleAuth', {
    id_token: idToken,
    uid: 'forged-uid',
    email: 'demo@example.com', // ignored: the token says gina.gains@example.com
    username: 'Gina Gains',
  });
  expect(res).toMatchObject({ status: true, message: MSG.loginSuccessful });
  const claims = decodeJwt(res.data!);
  expect(claims).toMatchObject({ user_email: 'gina.gains@example.com', user_type: 'member', user_verification_status: 1 });
  expect(claims.user_name).toMatch(/^[a-z0-9]{3,14}$/);
  const [row] = await t.db.select().from(users).where(eq(users.user_id, claims.user_id as number));
  expect(row!.google_uid).toBe(uid);
  expect(row!.user_password_hash).toBeNull();

  // the same Google account signs in to the same user
  const again = await t.call('GoogleAuth', { id_token: (await googleIdToken(emulator.url, { sub: 'g-1001', email: 'gina.gains@example.com' })).idToken });
  expect(decodeJwt(again.data!).user_id).toBe(claims.user_id);
});

test('an existing account with the same verified e-mail is linked, not duplicated', async () => {
  const before = await t.count('users');
  const { idToken, uid } = await googleIdToken(emulator.url, { sub: 'g-demo', email: DEMO_MEMBER.user_email });
  const res = await t.call('GoogleAuth', { id_token: idToken });
  expect(decodeJwt(res.data!).user_id).toBe(DEMO_MEMBER.user_id);
  expect(await t.count('users')).toBe(before);
  const [row] = await t.db.select().from(users).where(eq(users.user_id, DEMO_MEMBER.user_id));
  expect(row!.google_uid).toBe(uid);
});

test('an unverified Google e-mail is not linked to an existing account', async () => {
  const { idToken } = await googleIdToken(emulator.url, { sub: 'g-newbie', email: 'newbie@example.com', email_verified: false });
  expect(await t.call('GoogleAuth', { id_token: idToken })).toMatchObject({ status: false, message: MSG.auth.googleLoginFailed });
});

test('forged, garbage and non-Google tokens fail with the spec message', async () => {
  const garbage = await t.call('GoogleAuth', { id_token: 'not-a-token', uid: 'x', email: 'demo@example.com' });
  expect(garbage).toMatchObject({ status: false, message: MSG.auth.googleLoginFailed, data: null });

  // a token whose payload was edited (the emulator account does not exist / does not match)
  const { idToken } = await googleIdToken(emulator.url, { sub: 'g-2002', email: 'honest@example.com' });
  const [h, p] = idToken.split('.');
  const payload = JSON.parse(Buffer.from(p!, 'base64url').toString());
  payload.user_id = payload.sub = 'someone-else';
  payload.email = 'demo@example.com';
  const forged = `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
  expect(await t.call('GoogleAuth', { id_token: forged })).toMatchObject({ status: false, message: MSG.auth.googleLoginFailed });

  const password = await passwordIdToken(emulator.url, 'pw-user@example.com', 'secret123');
  expect(await t.call('GoogleAuth', { id_token: password })).toMatchObject({ status: false, message: MSG.auth.googleLoginFailed });
});

test('the id_token is required', async () => {
  expect(await t.call('GoogleAuth', { uid: 'x', email: 'a@b.c' })).toMatchObject({ status: false, errors: { id_token: expect.any(String) } });
});

test('without Firebase configuration the call says Google sign-in is not configured', async () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  const project = process.env.FIREBASE_PROJECT_ID;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_PROJECT_ID;
  try {
    const { idToken } = await googleIdToken(emulator.url, { sub: 'g-3003', email: 'nocfg@example.com' });
    expect(await t.call('GoogleAuth', { id_token: idToken })).toMatchObject({ status: false, message: MSG.auth.googleNotConfigured });
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
    process.env.FIREBASE_PROJECT_ID = project;
  }
});

test('with a production project (no emulator) an emulator token is rejected', async () => {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  try {
    const { idToken } = await googleIdToken(emulator.url, { sub: 'g-4004', email: 'prod@example.com' });
    // unsigned (alg none) emulator tokens fail signature checks before any key download
    expect(await t.call('GoogleAuth', { id_token: idToken })).toMatchObject({ status: false, message: MSG.auth.googleLoginFailed });
  } finally {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = host;
  }
});

describe('an account with the same e-mail', () => {
  const sessionsOf = async (userId: number) =>
    (await t.pool.query<{ n: string }>('select count(*) n from sessions where user_id = $1 and revoked_at is null', [userId])).rows[0]!.n;

  test('a pre-registered unverified account is taken over by the Google identity, not linked for the squatter', async () => {
    // The squatter signs up with the owner's address; the account stays unverified.
    const squat = await t.call('Sign_Up', { user_name: 'squatter', user_email: 'owner.real@example.com', user_password: 'squat1234' });
    expect(squat.status).toBe(true);
    const squatterId = decodeJwt(squat.data!).user_id as number;
    expect(await t.call('Get_UserToken', {}, { token: squat.data! })).toMatchObject({ status: true });

    // The owner of the address signs in with Google.
    const { idToken, uid } = await googleIdToken(emulator.url, { sub: 'g-owner', email: 'owner.real@example.com', name: 'Olivia Owner' });
    const res = await t.call('GoogleAuth', { id_token: idToken, username: 'olivia' });
    expect(res).toMatchObject({ status: true, message: MSG.loginSuccessful });
    const claims = decodeJwt(res.data!);
    expect(claims).toMatchObject({ user_id: squatterId, user_verification_status: 1 });
    expect(claims.user_name).not.toBe('squatter');

    // The squatter's session and password no longer work.
    expect(await t.call('Get_UserToken', {}, { token: squat.data! })).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Sign_In', { user_name: 'owner.real@example.com', user_password: 'squat1234' })).toMatchObject({ status: false, message: MSG.auth.wrongLogin });
    expect(await t.call('Sign_In', { user_name: 'squatter', user_password: 'squat1234' })).toMatchObject({ status: false, message: MSG.auth.wrongLogin });
    const [row] = await t.db.select().from(users).where(eq(users.user_id, squatterId));
    expect(row).toMatchObject({ google_uid: uid, user_password_hash: null, user_fullname: 'Olivia Owner', user_verification_status: 1 });
    expect(await sessionsOf(squatterId)).toBe('1');
  });

  test('linking a verified account revokes its other sessions', async () => {
    const signedIn = (await t.loginAs(DEMO_MEMBER.user_name)).token;
    const { idToken } = await googleIdToken(emulator.url, { sub: 'g-demo-2', email: 'verified.link@example.com' });
    // a fresh verified member to link
    const [member] = await t.db
      .insert(users)
      .values({ user_type: 'member', user_name: 'verlink', user_email: 'verified.link@example.com', user_verification_status: 1, user_approval_status: 'approved' })
      .returning();
    const session = await t.loginAs('verlink');
    const res = await t.call('GoogleAuth', { id_token: idToken });
    expect(decodeJwt(res.data!).user_id).toBe(member!.user_id);
    expect(await t.call('Get_UserToken', {}, { token: session.token })).toMatchObject({ status: false, token_error: true });
    expect(await t.call('Get_UserToken', {}, { token: res.data! })).toMatchObject({ status: true });
    expect(await sessionsOf(member!.user_id)).toBe('1');
    // other accounts' sessions are untouched
    expect(await t.call('Get_UserToken', {}, { token: signedIn })).toMatchObject({ status: true });
  });

  test('the Google display name goes through the full-name rule', async () => {
    const cases: Array<[string, string]> = [
      ['Çağrı Öztürk', 'Çağrı Öztürk'],
      ['<img src=x onerror=alert(1)>', ''],
      ['A'.repeat(500), ''],
      ['R2D2', ''],
    ];
    for (const [i, [name, stored]] of cases.entries()) {
      const { idToken } = await googleIdToken(emulator.url, { sub: `g-name-${i}`, email: `name${i}@example.com`, name });
      const res = await t.call('GoogleAuth', { id_token: idToken });
      const [row] = await t.db.select().from(users).where(eq(users.user_id, decodeJwt(res.data!).user_id as number));
      expect(row!.user_fullname).toBe(stored);
    }
  });
});
