import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '@shred/contract';

/**
 * A free username made from the e-mail's local part, for registrations without one;
 * the user can change it on "Finish your Profile".
 */
export async function suggestUsername(
  email: string,
  isTaken: (name: string) => Promise<boolean>,
): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9_.-]/g, '').slice(0, USERNAME_MAX - 5);
  if (base.length < USERNAME_MIN) base = `rider${base}`;
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = `${base}${randomInt(1000, 99999)}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}${Date.now().toString(36)}`.slice(0, USERNAME_MAX);
}
