import type { AppSettings, AppSettingsUpdate } from '@shred/contract';
import { checkPassword, hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { clientKey } from '../../platform/client-key.ts';
import type { Throttle } from '../../platform/throttle.ts';
import {
  type AppSettingsChanges,
  type AppSettingsRow,
  createAppSettingsQueries,
} from './app-settings.queries.ts';

const PASSWORD_TRIES_PER_MINUTE = 10;

function present(row: AppSettingsRow): AppSettings {
  return {
    maintenance_mode: row.maintenanceMode,
    maintenance_mode_message: row.maintenanceMessage,
    ios_minimum_version: row.iosMinimumVersion,
    android_minimum_version: row.androidMinimumVersion,
    ios_store_url: row.iosStoreUrl,
    android_store_url: row.androidStoreUrl,
    maintenance_password_set: row.maintenancePasswordHash !== null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Maintenance mode, its bypass password and the native minimum versions. */
export function createAppSettingsService(deps: { db: Db; throttle: Throttle; now: () => number }) {
  const queries = createAppSettingsQueries(deps.db);
  return {
    get: async (): Promise<AppSettings> => present(await queries.get()),

    async update(input: AppSettingsUpdate): Promise<AppSettings> {
      const changes: AppSettingsChanges = { updatedAt: new Date(deps.now()) };
      if (input.maintenance_mode !== undefined) changes.maintenanceMode = input.maintenance_mode;
      if (input.maintenance_mode_message !== undefined)
        changes.maintenanceMessage = input.maintenance_mode_message;
      if (input.ios_minimum_version !== undefined) changes.iosMinimumVersion = input.ios_minimum_version;
      if (input.android_minimum_version !== undefined)
        changes.androidMinimumVersion = input.android_minimum_version;
      if (input.ios_store_url !== undefined) changes.iosStoreUrl = input.ios_store_url;
      if (input.android_store_url !== undefined) changes.androidStoreUrl = input.android_store_url;
      if (input.maintenance_password !== undefined) {
        changes.maintenancePasswordHash = input.maintenance_password
          ? await hashPassword(input.maintenance_password)
          : null;
      }
      return present(await queries.update(changes));
    },

    /** True only for the current bypass password; guesses are throttled per IP. */
    async validatePassword(password: string, ip: string): Promise<boolean> {
      await deps.throttle.hit(`maintenance-password:${clientKey(ip)}`, PASSWORD_TRIES_PER_MINUTE, 60);
      const row = await queries.get();
      if (!row.maintenancePasswordHash) return false;
      return checkPassword(row.maintenancePasswordHash, password);
    },
  };
}
