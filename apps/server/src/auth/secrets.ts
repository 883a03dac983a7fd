import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The JWT signing secret: from the environment, else a key generated once into DATA_DIR
 * so tokens survive restarts without a secret ever living in the repository.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'keys', 'jwt-secret');
  try {
    return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600, flag: 'wx' }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EEXIST') throw error;
  });
  return new TextEncoder().encode((await readFile(file, 'utf8')).trim());
}
