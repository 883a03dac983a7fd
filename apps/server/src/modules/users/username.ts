import { randomInt } from 'node:crypto';
import { USERNAME_MAX } from '@shred/contract';
import { proposeHandle } from '@shred/game';

const ATTEMPTS = 20;

/**
 * A free random handle ('SidewaysCarve42') for registrations without a username, never a piece
 * of the e-mail, which would publish the address; the user can change it on "Finish your Profile".
 */
export async function suggestUsername(isTaken: (name: string) => Promise<boolean>): Promise<string> {
  const handle = () => proposeHandle((count) => randomInt(count));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const candidate = handle();
    if (!(await isTaken(candidate))) return candidate;
  }
  // Every short handle tried was taken: a long random tail makes a clash practically impossible.
  return `${handle()}${randomInt(1000, 1_000_000)}`.slice(0, USERNAME_MAX);
}
