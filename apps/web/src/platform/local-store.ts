import { addBreadcrumb } from './error-reporting.ts';
import type { KeyValueStore } from './platform.ts';

/**
 * A KeyValueStore over Web Storage. Storage can throw (private modes, quota), and losing a
 * preference must never break the app, so failures read as "nothing stored".
 */
export function webStorageStore(storage: () => Storage | undefined): KeyValueStore {
  return {
    get: async (key) => {
      try {
        return storage()?.getItem(key) ?? null;
      } catch {
        return null;
      }
    },
    set: async (key, value) => {
      try {
        storage()?.setItem(key, value);
      } catch (error) {
        addBreadcrumb('storage', `Could not store "${key}"`, { level: 'warning', error });
      }
    },
    remove: async (key) => {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}

export const browserLocalStorage = (): Storage | undefined =>
  typeof window === 'undefined' ? undefined : window.localStorage;
