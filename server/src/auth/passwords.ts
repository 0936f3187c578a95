/** Password hashing with argon2id (@node-rs/argon2). */
import { hash, verify } from '@node-rs/argon2';

// argon2id with moderate cost: ~tens of ms on this machine, OWASP-compliant (m=19 MiB, t=2).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** False for a wrong password or a malformed/missing hash (never throws for those). */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
