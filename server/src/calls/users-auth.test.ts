/** Member accounts: sign-up, sign-in, verification codes, forgot password, quick-view, limits. */
import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG } from '@ironscore/contract';
import { createTestApp, fileTestApp } from '../test/harness';
import { authCodes, loginLog, users } from '../db/schema';
import { DEMO_MEMBER, UNVERIFIED_MEMBER } from '../seed/fixed-accounts';
import { CODE_ALPHABET } from '../auth/codes';
import { argon2 } from '../auth/passwords';
import { newActor } from './catalog-lib/test-helpers';

const t = fileTestApp();

let seq = 0;
const unique = () => `m${Date.now().toString(36).slice(-6)}${(seq++).toString(36)}`;

function codeOf(to: string): string {
  const text = t.mails.last(to)?.text ?? '';
  const m = /Your code: ([A-Z0-9]{6})/.exec(text);
  if (!m) throw new Error(`no code mailed to ${to}: ${text}`);
  return m[1]!;
}

/** A different code of the same alphabet (never equal to `code`). */
const wrongCode = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

async function signUp(name = unique()) {
  const email = `${name}@example.com`;
  const res = await t.call('Sign_Up', { user_name: name, user_email: email, user_password: 'secret123' });
  return { res, name, email };
}

describe('Sign_Up', () => {
  test('creates an unverified member, mails a 6-character code, and signs in', async () => {
    const { res, name, email } = await signUp();
    expect(res).toMatchObject({ status: true, message: MSG.registrationSuccessful });
    const claims = decodeJwt(res.data!);
    expect(claims).toMatchObject({ user_name: name, user_email: email, user_type: 'member', user_verification_status: 0 });
    const code = codeOf(email);
    expect(code).toHaveLength(6);
    expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
    // only a hash is stored
    const [row] = await t.db.select().from(users).where(eq(users.user_name, name));
    const codes = await t.db.select().from(authCodes).where(eq(authCodes.user_id, row!.user_id));
    expect(codes).toHaveLength(1);
    expect(codes[0]!.code_hash).not.toContain(code);
    expect(codes[0]!.expires_at.getTime() - Date.now()).toBeGreaterThan(890_000);
    expect(codes[0]!.expires_at.getTime() - Date.now()).toBeLessThanOrEqual(900_000);
    expect(row!.user_password_hash).toMatch(/^\$argon2id\$/);
  });

  test('duplicate user name and e-mail are refused with clear field messages; nothing is written', async () => {
    const { name, email } = await signUp();
    const before = await t.count('users');
    const dupName = await t.call('Sign_Up', { user_name: name, user_email: `${unique()}@example.com`, user_password: 'secret123' });
    expect(dupName).toMatchObject({ status: false, message: MSG.auth.userNameTaken, errors: { user_name: MSG.auth.userNameTaken } });
    const dupEmail = await t.call('Sign_Up', { user_name: unique(), user_email: email.toUpperCase(), user_password: 'secret123' });
    expect(dupEmail).toMatchObject({ status: false, message: MSG.auth.emailTaken, errors: { user_email: MSG.auth.emailTaken } });
    expect(await t.count('users')).toBe(before);
  });

  test('the contract rules apply on the server (user name characters, password length)', async () => {
    const bad = await t.call('Sign_Up', { user_name: 'Bad Name', user_email: 'x@example.com', user_password: 'secret123' });
    expect(bad).toMatchObject({ status: false, errors: { user_name: MSG.validation.usernameChars } });
    const short = await t.call('Sign_Up', { user_name: unique(), user_email: 'x@example.com', user_password: '123' });
    expect(short).toMatchObject({ status: false, errors: { user_password: MSG.validation.passwordMin } });
  });
});

describe('Set_UserVerification / Re_Verification', () => {
  test('the right code verifies the account; Get_UserToken then carries status 1', async () => {
    const { res, email } = await signUp();
    const token = res.data!;
    const ok = await t.call('Set_UserVerification', { verification_code: codeOf(email).toLowerCase() }, { token });
    expect(ok).toMatchObject({ status: true, message: MSG.auth.verified });
    const fresh = await t.call('Get_UserToken', {}, { token });
    expect(decodeJwt(fresh.data!).user_verification_status).toBe(1);
    const again = await t.call('Set_UserVerification', { verification_code: codeOf(email) }, { token });
    expect(again).toMatchObject({ status: true, message: MSG.auth.alreadyVerified });
  });

  test('needs the session token', async () => {
    const res = await t.call('Set_UserVerification', { verification_code: 'ABCDEF' });
    expect(res).toMatchObject({ status: false, token_error: true });
  });

  test('three wrong codes invalidate the code (even the right one fails afterwards)', async () => {
    const { res, email } = await signUp();
    const token = res.data!;
    const code = codeOf(email);
    const first = await t.call('Set_UserVerification', { verification_code: wrongCode(code) }, { token });
    expect(first).toMatchObject({ status: false, message: MSG.auth.codeMismatch, errors: { verification_code: MSG.auth.codeMismatch }, attempts_left: 2 });
    await t.call('Set_UserVerification', { verification_code: wrongCode(code) }, { token });
    const third = await t.call('Set_UserVerification', { verification_code: wrongCode(code) }, { token });
    expect(third).toMatchObject({ status: false, message: MSG.auth.tooManyWrongCodes, attempts_left: 0 });
    const right = await t.call('Set_UserVerification', { verification_code: code }, { token });
    expect(right).toMatchObject({ status: false, message: MSG.auth.noCode });
    // a new code works
    expect(await t.call('Re_Verification', { user_email: email })).toMatchObject({ status: true, message: MSG.auth.confirmationResent });
    expect((await t.call('Set_UserVerification', { verification_code: codeOf(email) }, { token })).status).toBe(true);
  });

  test('an expired code is refused', async () => {
    const { res, name, email } = await signUp();
    const [row] = await t.db.select().from(users).where(eq(users.user_name, name));
    await t.db.update(authCodes).set({ expires_at: new Date(Date.now() - 1000) }).where(eq(authCodes.user_id, row!.user_id));
    const expired = await t.call('Set_UserVerification', { verification_code: codeOf(email) }, { token: res.data! });
    expect(expired).toMatchObject({ status: false, message: MSG.auth.codeExpired });
    expect((await t.db.select().from(users).where(eq(users.user_name, name)))[0]!.user_verification_status).toBe(0);
  });

  test('a resent code replaces the previous one', async () => {
    const { res, email } = await signUp();
    const old = codeOf(email);
    await t.call('Re_Verification', { user_email: email });
    const fresh = codeOf(email);
    if (fresh !== old) {
      const withOld = await t.call('Set_UserVerification', { verification_code: old }, { token: res.data! });
      expect(withOld.status).toBe(false);
    }
    expect((await t.call('Set_UserVerification', { verification_code: fresh }, { token: res.data! })).status).toBe(true);
  });

  test('resend for an unknown or verified address: the spec message, no mail', async () => {
    const sent = t.mails.mails.length;
    expect(await t.call('Re_Verification', { user_email: 'nobody@example.com' })).toMatchObject({ status: false, message: MSG.auth.confirmationNotSent });
    expect(await t.call('Re_Verification', { user_email: DEMO_MEMBER.user_email })).toMatchObject({ status: false, message: MSG.auth.confirmationNotSent });
    expect(t.mails.mails.length).toBe(sent);
  });

  test('resend is limited per address', async () => {
    const { email } = await signUp();
    const replies = [];
    for (let i = 0; i < 6; i++) replies.push(await t.call('Re_Verification', { user_email: email }));
    expect(replies.slice(0, 5).every((r) => r.status)).toBe(true);
    expect(replies[5]).toMatchObject({ status: false });
    expect(replies[5]!.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
  });
});

describe('Sign_In', () => {
  test('by user name or e-mail; the token is the LoginUser; the login is logged', async () => {
    const byName = await t.call('Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password });
    expect(byName).toMatchObject({ status: true, message: MSG.loginSuccessful });
    expect(decodeJwt(byName.data!)).toMatchObject({ user_id: DEMO_MEMBER.user_id, user_type: 'member', user_verification_status: 1 });
    const byEmail = await t.call('Sign_In', { user_name: DEMO_MEMBER.user_email, user_password: DEMO_MEMBER.password });
    expect(decodeJwt(byEmail.data!).user_id).toBe(DEMO_MEMBER.user_id);
    const logs = await t.db.select().from(loginLog).where(and(eq(loginLog.user_id, DEMO_MEMBER.user_id), eq(loginLog.method, 'password')));
    expect(logs.length).toBeGreaterThanOrEqual(2);
  });

  test('an unverified member signs in with status 0 (the popup then offers verify-account)', async () => {
    const res = await t.call('Sign_In', { user_name: UNVERIFIED_MEMBER.user_name, user_password: UNVERIFIED_MEMBER.password });
    expect(decodeJwt(res.data!).user_verification_status).toBe(0);
  });

  test('wrong password and unknown user get the same message', async () => {
    const wrong = await t.call('Sign_In', { user_name: 'newbie', user_password: 'wrong-password' });
    const unknown = await t.call('Sign_In', { user_name: 'nosuchuser', user_password: 'wrong-password' });
    expect(wrong).toEqual({ status: false, message: MSG.auth.wrongLogin, data: null });
    expect(unknown).toEqual({ status: false, message: MSG.auth.wrongLogin, data: null });
  });

  test('brute force on one account hits the limit: blocked even with the right password, by user name and e-mail alike', async () => {
    const { name, email } = await signUp();
    // wrong passwords by user name and by e-mail count for the same account
    for (let i = 0; i < 5; i++) {
      const login = i % 2 ? email : name;
      expect(await t.call('Sign_In', { user_name: login, user_password: `guess-${i}` })).toMatchObject({ message: MSG.auth.wrongLogin });
    }
    for (const login of [name, email, email.toUpperCase()]) {
      const blocked = await t.call('Sign_In', { user_name: login, user_password: 'secret123' });
      expect(blocked.status).toBe(false);
      expect(blocked.message).toMatch(/^Too many attempts\. Please try again in 15 minutes\.$/);
    }
    // other accounts are not affected
    expect((await t.call('Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password })).status).toBe(true);
  });

  test('failures from one address across accounts slow it down but never lock out valid credentials', async () => {
    const other = await createTestApp();
    try {
      for (let i = 0; i < 32; i++) {
        expect(await other.call('Sign_In', { user_name: `spray${i}`, user_password: 'password1' })).toMatchObject({ message: MSG.auth.wrongLogin });
      }
      const valid = await other.call('Sign_In', { user_name: DEMO_MEMBER.user_name, user_password: DEMO_MEMBER.password });
      expect(valid).toMatchObject({ status: true, message: MSG.loginSuccessful });
      const byEmail = await other.call('Sign_In', { user_name: UNVERIFIED_MEMBER.user_email, user_password: UNVERIFIED_MEMBER.password });
      expect(byEmail.status).toBe(true);
      expect(await other.call('Sign_In', { user_name: 'spray99', user_password: 'password1' })).toMatchObject({ message: MSG.auth.wrongLogin });
    } finally {
      await other.close();
    }
  });

  test('an unknown user, a wrong password and an account without password each cost one password verification', async () => {
    const spy = jest.spyOn(argon2, 'verify');
    try {
      const [google] = await t.db
        .insert(users)
        .values({ user_type: 'member', user_name: unique(), user_email: `${unique()}@example.com`, google_uid: `g-${unique()}`, user_verification_status: 1 })
        .returning();
      for (const user_name of ['nosuchuser', 'nosuch@example.com', DEMO_MEMBER.user_name, google!.user_name]) {
        spy.mockClear();
        expect(await t.call('Sign_In', { user_name, user_password: 'wrong-password' })).toMatchObject({ status: false, message: MSG.auth.wrongLogin });
        expect(spy).toHaveBeenCalledTimes(1);
        expect(spy.mock.calls[0]![1]).toBe('wrong-password');
      }
    } finally {
      spy.mockRestore();
    }
  });

  test('a successful sign-in clears the failures of the account', async () => {
    const { name } = await signUp();
    for (let i = 0; i < 4; i++) await t.call('Sign_In', { user_name: name, user_password: 'nope-nope' });
    expect((await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).status).toBe(true);
    for (let i = 0; i < 4; i++) await t.call('Sign_In', { user_name: name, user_password: 'nope-nope' });
    expect((await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).status).toBe(true);
  });
});

describe('Forgot_Password / Forgot_Change_Password', () => {
  test('full flow: code by mail, new password, old sessions end, old password fails', async () => {
    const { res, name, email } = await signUp();
    const oldToken = res.data!;
    expect(await t.call('Forgot_Password', { user_email: email })).toMatchObject({ status: true });
    const code = codeOf(email);
    expect(t.mails.last(email)!.subject).toMatch(/password/i);
    const changed = await t.call('Forgot_Change_Password', { user_email: email, user_password: 'brandnew99', code });
    expect(changed).toMatchObject({ status: true, message: MSG.auth.passwordChanged });
    expect(await t.call('Get_UserToken', {}, { token: oldToken })).toMatchObject({ token_error: true });
    expect((await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).status).toBe(false);
    const signedIn = await t.call('Sign_In', { user_name: name, user_password: 'brandnew99' });
    expect(signedIn.status).toBe(true);
    // the code proved the address: verified
    expect(decodeJwt(signedIn.data!).user_verification_status).toBe(1);
  });

  test('a used code cannot be used again', async () => {
    const { email } = await signUp();
    await t.call('Forgot_Password', { user_email: email });
    const code = codeOf(email);
    expect((await t.call('Forgot_Change_Password', { user_email: email, user_password: 'another1', code })).status).toBe(true);
    const reuse = await t.call('Forgot_Change_Password', { user_email: email, user_password: 'another2', code });
    expect(reuse).toMatchObject({ status: false, message: MSG.auth.codeAndEmailMismatch });
  });

  test('unknown e-mail: the spec message', async () => {
    expect(await t.call('Forgot_Password', { user_email: 'ghost@example.com' })).toMatchObject({
      status: false,
      message: MSG.auth.emailIncorrect,
    });
  });

  test('three wrong codes: the spec messages, then the code is dead', async () => {
    const { name, email } = await signUp();
    await t.call('Forgot_Password', { user_email: email });
    const code = codeOf(email);
    const payload = { user_email: email, user_password: 'brandnew99', code: wrongCode(code) };
    expect(await t.call('Forgot_Change_Password', payload)).toMatchObject({ status: false, message: MSG.auth.codeAndEmailMismatch, attempts_left: 2 });
    expect(await t.call('Forgot_Change_Password', payload)).toMatchObject({ status: false, message: MSG.auth.codeAndEmailMismatch, attempts_left: 1 });
    expect(await t.call('Forgot_Change_Password', payload)).toMatchObject({ status: false, message: MSG.auth.tooManyWrongCodes, attempts_left: 0 });
    expect(await t.call('Forgot_Change_Password', { ...payload, code })).toMatchObject({ status: false, message: MSG.auth.codeAndEmailMismatch });
    expect((await t.call('Sign_In', { user_name: name, user_password: 'secret123' })).status).toBe(true);
  });

  test('an expired reset code is refused', async () => {
    const { name, email } = await signUp();
    await t.call('Forgot_Password', { user_email: email });
    const [row] = await t.db.select().from(users).where(eq(users.user_name, name));
    await t.db
      .update(authCodes)
      .set({ expires_at: new Date(Date.now() - 1) })
      .where(and(eq(authCodes.user_id, row!.user_id), eq(authCodes.purpose, 'reset')));
    const res = await t.call('Forgot_Change_Password', { user_email: email, user_password: 'brandnew99', code: codeOf(email) });
    expect(res).toMatchObject({ status: false, message: MSG.auth.codeExpired });
  });

  test('a code of another account does not work', async () => {
    const a = await signUp();
    const b = await signUp();
    await t.call('Forgot_Password', { user_email: a.email });
    const res = await t.call('Forgot_Change_Password', { user_email: b.email, user_password: 'brandnew99', code: codeOf(a.email) });
    expect(res).toMatchObject({ status: false, message: MSG.auth.codeAndEmailMismatch });
  });
});

describe('Get_User', () => {
  test('public quick-view fields with the rank name', async () => {
    const res = await t.call('Get_User', { user_name: DEMO_MEMBER.user_name });
    expect(res.status).toBe(true);
    expect(Object.keys(res.data!).sort()).toEqual(
      [
        'private',
        'total_followed',
        'total_follower',
        'user_bio',
        'user_body_fat',
        'user_height',
        'user_id',
        'user_name',
        'user_profile_image',
        'user_rank',
        'user_score',
        'user_weight',
      ].sort(),
    );
    expect(res.data!.user_rank.rank_name).toEqual(expect.any(String));
    expect(JSON.stringify(res.data)).not.toMatch(/email|password|hash/);
  });

  test('a "Friends" profile: counters, bio and body stats withheld from visitors and non-friends, and `private` says so', async () => {
    const owner = await newActor(t);
    const friend = await newActor(t);
    const stranger = await newActor(t);
    for (const [a, b] of [[owner, friend], [friend, owner]] as const) {
      expect((await t.call('Set_FollowUnFollowUser', { user_id: b.user_id }, { token: a.token })).status).toBe(true);
    }
    await t.pool.query(
      `update users set privacy_see_profile = 'Friends', user_bio = '<p>Coach</p>', user_weight = '90', user_height = '180', user_body_fat = '12' where user_id = $1`,
      [owner.user_id],
    );
    const asSeenBy = async (viewer?: { token: string }) => (await t.call('Get_User', { user_name: owner.user_name }, viewer ? { token: viewer.token } : {})).data!;
    const hidden = { private: true, total_follower: 0, total_followed: 0, user_bio: '', user_weight: '', user_height: '', user_body_fat: '' };
    expect(await asSeenBy()).toMatchObject({ ...hidden, user_name: owner.user_name, user_profile_image: 'default.jpg' });
    expect(await asSeenBy(stranger)).toMatchObject(hidden);
    const shown = { private: false, total_follower: 1, total_followed: 1, user_bio: '<p>Coach</p>', user_weight: '90', user_height: '180', user_body_fat: '12' };
    expect(await asSeenBy(friend)).toMatchObject(shown);
    expect(await asSeenBy(owner)).toMatchObject(shown);
    expect((await asSeenBy()).user_score).toEqual(expect.any(Number)); // rank and karma sign every review: public
  });

  test('unknown user and the system user are not found', async () => {
    expect(await t.call('Get_User', { user_name: 'nosuchuser' })).toMatchObject({ status: false, message: MSG.notFound.user });
    expect(await t.call('Get_User', { user_name: 'ironscore' })).toMatchObject({ status: false });
  });
});
