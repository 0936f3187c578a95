import { timingSafeEqual } from 'node:crypto';

/** Constant-time comparison of a secret the client sent with the configured one. */
export function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
