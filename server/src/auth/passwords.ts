/** Password hashing with argon2id (@node-rs/argon2). */
import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// argon2id with moderate cost: ~tens of ms on this machine, OWASP-compliant (m=19 MiB, t=2).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** The hashing primitives (one object, so a test can observe that verification ran). */
export const argon2 = { hash, verify };

let dummyHash: Promise<string> | undefined;
/** A hash of a random password with the same cost, for accounts that do not exist or have none. */
const dummy = () => (dummyHash ??= hash(randomBytes(16).toString('hex'), OPTIONS));
// Made when the server starts, so the first unknown user does not pay for it.
void dummy();

/**
 * False for a wrong password or a malformed/missing hash (never throws for those). A missing hash
 * (unknown user, Google-only account) is checked against a dummy hash, so every answer costs one
 * argon2 verification and the time does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    if (!storedHash) {
      await argon2.verify(await dummy(), password);
      return false;
    }
    return await argon2.verify(storedHash, password);
  } catch {
    return false;
  }
}
