// Password hashing with Argon2id (@node-rs/argon2: prebuilt, no install script).
import { hash, verify } from '@node-rs/argon2';

// Argon2id (algorithm 2) with OWASP's minimum memory/time cost.
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when no account matches, so the reply time reveals nothing. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('no-such-account-placeholder');
  return dummyHash;
}
