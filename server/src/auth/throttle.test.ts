/**
 * The sign-in throttles live in PostgreSQL (rate_limits): the per-address slow-down never blocks,
 * and the per-account block holds across two API instances on one database.
 */
import { MSG } from '@ironscore/contract';
import { type TestApp, fileTestAppPair } from '../test/harness';
import { DEMO_MEMBER, SOURCE_OWNER } from '../seed/fixed-accounts';
import { LIMITS, SLOW_DOWN, countAddressFailure, signInSlowDownMs } from './throttle';

const [a, b] = fileTestAppPair();

/** Ends every window now, as if its time had passed. */
const endWindows = (like: string) => a.pool.query(`update rate_limits set window_end = clock_timestamp() - interval '1 millisecond' where limit_key like $1`, [like]);

test('no wait until the limit of failures, then a growing wait up to the maximum; other addresses unaffected; gone with the window', async () => {
  for (let i = 0; i < LIMITS.signInPerIp.max; i++) await countAddressFailure(a.db, '10.0.0.1');
  expect(await signInSlowDownMs(b.db, '10.0.0.1')).toBe(0);
  await countAddressFailure(b.db, '10.0.0.1');
  expect(await signInSlowDownMs(a.db, '10.0.0.1')).toBe(SLOW_DOWN.stepMs);
  await Promise.all(Array.from({ length: 40 }, () => countAddressFailure(a.db, '10.0.0.1')));
  expect(await signInSlowDownMs(b.db, '10.0.0.1')).toBe(SLOW_DOWN.maxMs);
  expect(await signInSlowDownMs(a.db, '10.0.0.2')).toBe(0);
  await endWindows('auth:count:signInPerIp:10.0.0.1');
  expect(await signInSlowDownMs(a.db, '10.0.0.1')).toBe(0);
});

test('wrong passwords sent alternately to two instances block the account on both, even for the right password', async () => {
  const wrong = { user_name: DEMO_MEMBER.user_name, user_password: 'not-the-password' };
  for (let i = 0; i < LIMITS.signInPerAccount.max; i++) {
    expect(await (i % 2 ? b : a).call('Sign_In', wrong)).toMatchObject({ status: false, message: MSG.auth.wrongLogin });
  }
  const right = { user_name: DEMO_MEMBER.user_email, user_password: DEMO_MEMBER.password };
  for (const instance of [a, b]) {
    const res = await instance.call('Sign_In', right);
    expect(res).toMatchObject({ status: false, message: MSG.auth.tooManyAttempts(15) });
    expect(res.data ?? null).toBeNull();
  }
  // Another account is not affected; the block ends with its window.
  expect(await b.call('Sign_In', { user_name: SOURCE_OWNER.user_name, user_password: SOURCE_OWNER.password })).toMatchObject({ status: true });
  await endWindows(`auth:block:signInPerAccount:user:${DEMO_MEMBER.user_id}`);
  expect(await a.call('Sign_In', right)).toMatchObject({ status: true });
});

test('code e-mails per address are counted once across instances (Forgot_Password)', async () => {
  const results = [];
  for (let i = 0; i < LIMITS.mailPerAddress.max + 2; i++) {
    results.push(await (i % 2 ? b : a).call('Forgot_Password', { user_email: DEMO_MEMBER.user_email }));
  }
  const refused = results.filter((r) => !r.status);
  expect(results.filter((r) => r.status)).toHaveLength(LIMITS.mailPerAddress.max);
  expect(refused.map((r) => r.message)).toEqual([MSG.auth.tooManyAttempts(15), MSG.auth.tooManyAttempts(15)]);
});

test('wrong current passwords of a password change, alternately on two instances, block the change on both', async () => {
  const { token, user } = await a.loginAs(SOURCE_OWNER.user_name);
  const change = (instance: TestApp, current: string) => instance.call('Set_Profile', { user_password: current, user_new_password: 'brandnew999' }, { token });
  for (let i = 0; i < LIMITS.passwordChangePerAccount.max; i++) {
    expect(await change(i % 2 ? b : a, 'wrong-password')).toMatchObject({ status: false, message: MSG.profile.currentPasswordWrong });
  }
  for (const instance of [a, b]) expect(await change(instance, SOURCE_OWNER.password)).toMatchObject({ status: false, message: MSG.auth.tooManyAttempts(15) });
  await endWindows(`auth:block:passwordChangePerAccount:user:${user.user_id}`);
  expect(await change(b, SOURCE_OWNER.password)).toMatchObject({ status: true });
});
