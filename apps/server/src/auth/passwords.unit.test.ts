import { afterEach, describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, setPasswordHashing } from './passwords.ts';

/** The parameters argon2 writes into a hash: `$argon2id$v=19$m=…,t=…,p=…$salt$digest`. */
function parametersOf(encoded: string) {
  const [, algorithm, , parameters] = encoded.split('$');
  return { algorithm, ...Object.fromEntries((parameters ?? '').split(',').map((pair) => pair.split('='))) };
}

afterEach(() => setPasswordHashing('production'));

describe('password hashing', () => {
  it("hashes at OWASP's argon2id baseline unless told otherwise: 19 MiB, 2 iterations, 1 lane", async () => {
    expect(parametersOf(await hashPassword('correct-horse-battery'))).toEqual({
      algorithm: 'argon2id',
      m: '19456',
      t: '2',
      p: '1',
    });
  });

  it('hashes at the least cost for tests when told to, and checks hashes made at either cost', async () => {
    const production = await hashPassword('correct-horse-battery');
    setPasswordHashing('test');
    const cheap = await hashPassword('correct-horse-battery');
    expect(parametersOf(cheap)).toEqual({ algorithm: 'argon2id', m: '8', t: '1', p: '1' });
    for (const stored of [production, cheap]) {
      expect(await checkPassword(stored, 'correct-horse-battery')).toBe(true);
      expect(await checkPassword(stored, 'wrong-horse-battery')).toBe(false);
    }
    setPasswordHashing('production');
    expect(await checkPassword(cheap, 'correct-horse-battery')).toBe(true);
  });

  it('refuses every password for an account without a hash', async () => {
    expect(await checkPassword(null, 'decoy-password-never-matches')).toBe(false);
  });
});
