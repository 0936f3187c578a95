import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { MSG } from '@ironscore/contract';
import { fileTestApp } from '../test/harness';
import { insertUser } from '../test/fixtures';
import { sessions, users } from '../db/schema';

const t = fileTestApp();

test('loginAs issues a token whose payload is the LoginUser plus jti and exp', async () => {
  const row = await insertUser(t.db, { user_verification_status: 1 });
  const { token, user } = await t.loginAs(row.user_name);
  const claims = decodeJwt(token);
  expect(claims).toMatchObject({
    user_id: row.user_id,
    user_email: row.user_email,
    user_name: row.user_name,
    user_verification_status: 1,
    user_type: 'member',
  });
  expect(typeof claims.jti).toBe('string');
  expect(claims.exp! - Math.floor(Date.now() / 1000)).toBeGreaterThan(29 * 24 * 3600);
  expect(user.user_id).toBe(row.user_id);
  const [session] = await t.db.select().from(sessions).where(eq(sessions.jti, claims.jti!));
  expect(session?.user_id).toBe(row.user_id);
});

test('Get_UserToken gives a fresh token with the current user fields (same session)', async () => {
  const row = await insertUser(t.db);
  const { token, jti } = await t.loginAs(row.user_name);
  expect(decodeJwt(token).user_verification_status).toBe(0);
  await t.db.update(users).set({ user_verification_status: 1 }).where(eq(users.user_id, row.user_id));

  const res = await t.call('Get_UserToken', {}, { token });
  expect(res.status).toBe(true);
  const fresh = decodeJwt(res.data!);
  expect(fresh.user_verification_status).toBe(1);
  expect(fresh.jti).toBe(jti);
  // the fresh token works, and Logout with it ends the old one too
  expect((await t.call('Get_UserToken', {}, { token: res.data! })).status).toBe(true);
  expect((await t.call('Logout', {}, { token: res.data! })).status).toBe(true);
  expect(await t.call('Get_UserToken', {}, { token })).toMatchObject({ token_error: true, message: MSG.sessionExpired });
});

test('Get_UserToken of a deleted user answers token_error', async () => {
  const row = await insertUser(t.db);
  const { token } = await t.loginAs(row.user_name);
  await t.db.delete(users).where(eq(users.user_id, row.user_id));
  expect(await t.call('Get_UserToken', {}, { token })).toEqual({ status: false, message: MSG.sessionExpired, data: null, token_error: true });
});
