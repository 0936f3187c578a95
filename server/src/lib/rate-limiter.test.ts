import { createRateLimiter } from './rate-limiter';

test('counts hits per key within a window', () => {
  let now = 0;
  const limiter = createRateLimiter(() => now);
  for (let i = 0; i < 3; i++) expect(limiter.hit('signin:ip', 3, 60_000)).toBe(true);
  expect(limiter.hit('signin:ip', 3, 60_000)).toBe(false);
  expect(limiter.hit('signin:other', 3, 60_000)).toBe(true);
  expect(limiter.retryAfterMs('signin:ip')).toBe(60_000);
  now = 60_001;
  expect(limiter.hit('signin:ip', 3, 60_000)).toBe(true);
  limiter.hit('signin:ip', 1, 60_000);
  limiter.reset('signin:ip');
  expect(limiter.hit('signin:ip', 1, 60_000)).toBe(true);
});
