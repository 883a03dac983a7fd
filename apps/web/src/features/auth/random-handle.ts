import { proposeHandle } from '@shred/game';

/** A username to propose to a new manager, from the browser's cryptographic randomness. */
export function randomHandle(): string {
  return proposeHandle((count) => (crypto.getRandomValues(new Uint32Array(1))[0] ?? 0) % count);
}
