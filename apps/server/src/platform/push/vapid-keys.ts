import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (RFC 8292): read from DATA_DIR/vapid.json, generated there on the
 * first start. Browsers bind their subscriptions to the public key, so it must outlive restarts,
 * and it never lives in the repository.
 */
export async function loadVapidKeys(dataDir: string): Promise<VapidKeys> {
  const file = path.join(dataDir, 'vapid.json');
  const existing = await readKeys(file);
  if (existing) return existing;
  await mkdir(dataDir, { recursive: true });
  const generated = webPush.generateVAPIDKeys();
  // 'wx': a second process starting at the same moment keeps the first one's pair.
  await writeFile(file, `${JSON.stringify(generated)}\n`, { mode: 0o600, flag: 'wx' }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    },
  );
  const written = await readKeys(file);
  if (!written) throw new Error(`${file} holds no VAPID key pair`);
  return written;
}

async function readKeys(file: string): Promise<VapidKeys | null> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== 'string' || typeof parsed.privateKey !== 'string') {
    throw new Error(`${file} must hold {"publicKey", "privateKey"}; delete it to generate a new pair`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
}
