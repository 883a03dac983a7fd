import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSettings } from '../../db/schema/index.ts';

export type AppSettingsRow = typeof appSettings.$inferSelect;
export type AppSettingsChanges = Partial<Omit<AppSettingsRow, 'id'>>;

export function createAppSettingsQueries(db: Db) {
  return {
    /** The settings row, created with its defaults the first time it is read. */
    async get(): Promise<AppSettingsRow> {
      const [row] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
      if (row) return row;
      const [created] = await db.insert(appSettings).values({ id: 1 }).onConflictDoNothing().returning();
      if (created) return created;
      const [existing] = await db.select().from(appSettings).where(eq(appSettings.id, 1));
      if (!existing) throw new Error('app settings row missing');
      return existing;
    },
    async update(changes: AppSettingsChanges): Promise<AppSettingsRow> {
      await this.get();
      const [row] = await db.update(appSettings).set(changes).where(eq(appSettings.id, 1)).returning();
      if (!row) throw new Error('app settings row missing');
      return row;
    },
  };
}
