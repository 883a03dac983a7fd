import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which erasable TypeScript cannot import; 2 is Argon2id.
const ARGON2ID = 2;

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

let decoyHash: Promise<string> | undefined;

/**
 * Check a password against a stored hash. Without a hash (unknown e-mail) a decoy hash is
 * checked instead, so the answer takes as long and never tells whether the account exists.
 */
export async function checkPassword(
  storedHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
