import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FileStorage } from './storage.port.ts';

export function createLocalStorage(root: string, publicPrefix: string): FileStorage {
  const resolveKey = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Storage key escapes the root: ${key}`);
    return full;
  };
  return {
    async put(key, data) {
      const full = resolveKey(key);
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, data);
      return `${publicPrefix}${key}`;
    },
    async remove(url) {
      if (!url.startsWith(publicPrefix)) return;
      await rm(resolveKey(url.slice(publicPrefix.length)), { force: true });
    },
  };
}
