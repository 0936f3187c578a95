/**
 * A small in-memory fixed-window limiter, per API process. Limits that must hold across API
 * instances (the sign-in throttles, the per-account write limits, screenshots, page views) are
 * counted in PostgreSQL instead: src/limits/store.ts.
 *
 *   if (!ctx.limiter.hit(`key:${id}`, 10, 60_000)) return fail(MSG.request.rateLimited);
 */
export interface RateLimiter {
  /** Counts one hit for `key`; false when the key is over `max` hits in the current window. */
  hit(key: string, max: number, windowMs: number): boolean;
  /** Hits of `key` in its current window (0 when none). */
  count(key: string): number;
  /** Milliseconds until the key's window resets (0 when not limited). */
  retryAfterMs(key: string): number;
  /** Forgets a key (e.g. after a successful sign-in). */
  reset(key: string): void;
}

export function createRateLimiter(now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { count: number; resetAt: number }>();
  let lastSweep = now();
  const sweep = () => {
    const t = now();
    if (t - lastSweep < 60_000 && windows.size < 10_000) return;
    lastSweep = t;
    for (const [key, w] of windows) if (w.resetAt <= t) windows.delete(key);
  };
  return {
    hit(key, max, windowMs) {
      sweep();
      const t = now();
      let w = windows.get(key);
      if (!w || w.resetAt <= t) {
        w = { count: 0, resetAt: t + windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max;
    },
    count(key) {
      const w = windows.get(key);
      return w && w.resetAt > now() ? w.count : 0;
    },
    retryAfterMs(key) {
      const w = windows.get(key);
      return w ? Math.max(0, w.resetAt - now()) : 0;
    },
    reset(key) {
      windows.delete(key);
    },
  };
}
