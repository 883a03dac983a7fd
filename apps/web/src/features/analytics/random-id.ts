const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Random lowercase letters and digits. `crypto.randomUUID` is avoided because browsers
 * only offer it in secure contexts, and the app is also opened over plain http on a LAN.
 */
export function randomId(length: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
