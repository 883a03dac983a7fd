import { hash, verify } from '@node-rs/argon2';

// @node-rs/argon2 exports Algorithm as a const enum, which erasable TypeScript cannot import; 2 is Argon2id.
const ARGON2ID = 2;

/** OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane. */
const PRODUCTION = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };
/**
 * The least argon2 accepts (8 KiB, 1 iteration): a test run signs up and logs in thousands of
 * times, and at production's cost each one takes tens of milliseconds of a core. A hash made
 * so is as cheap to crack: never for a real password (config's TEST_PASSWORD_HASHING).
 */
const TEST = { algorithm: ARGON2ID, memoryCost: 8, timeCost: 1, parallelism: 1 };

let options = PRODUCTION;
let decoyHash: Promise<string> | undefined;

/**
 * Which cost this process hashes new passwords at. Checking is unchanged: every hash carries
 * its own parameters, so hashes made at either cost keep verifying.
 */
export function setPasswordHashing(cost: 'production' | 'test'): void {
  const next = cost === 'test' ? TEST : PRODUCTION;
  if (next === options) return;
  options = next;
  // The decoy costs what a real check costs, or the time would tell an unknown e-mail.
  decoyHash = undefined;
}

export const hashPassword = (password: string): Promise<string> => hash(password, options);

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
