/** The per-address sign-in throttle slows down, it never blocks. */
import { createRateLimiter } from '../lib/rate-limiter';
import { LIMITS, SLOW_DOWN, countAddressFailure, signInSlowDownMs } from './throttle';

test('no wait until the limit of failures, then a growing wait up to the maximum; other addresses unaffected', () => {
  let now = 1_000_000;
  const limiter = createRateLimiter(() => now);
  for (let i = 0; i < LIMITS.signInPerIp.max; i++) countAddressFailure(limiter, '10.0.0.1');
  expect(signInSlowDownMs(limiter, '10.0.0.1')).toBe(0);
  countAddressFailure(limiter, '10.0.0.1');
  expect(signInSlowDownMs(limiter, '10.0.0.1')).toBe(SLOW_DOWN.stepMs);
  for (let i = 0; i < 1000; i++) countAddressFailure(limiter, '10.0.0.1');
  expect(signInSlowDownMs(limiter, '10.0.0.1')).toBe(SLOW_DOWN.maxMs);
  expect(signInSlowDownMs(limiter, '10.0.0.2')).toBe(0);
  now += LIMITS.signInPerIp.windowMs;
  expect(signInSlowDownMs(limiter, '10.0.0.1')).toBe(0);
});
