import { eq } from 'drizzle-orm';
import { hashPassword } from '../../auth/passwords.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { suggestUsername } from './username.ts';
import { createUserQueries } from './users.queries.ts';

/** ADMIN_EMAIL/ADMIN_PASSWORD: create that staff account, or bring an existing one up to date. */
export async function upsertStaffAccount(db: Db, admin: { email: string; password: string }): Promise<void> {
  const email = admin.email.trim().toLowerCase();
  const queries = createUserQueries(db);
  const passwordHash = await hashPassword(admin.password);
  const existing = await queries.findActiveByEmail(email);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash, isStaff: true, updatedAt: new Date() })
      .where(eq(users.id, existing.id));
    // Servers already running keep signed-in users' rows in memory.
    await announceStale(db, [readTags.user(existing.id)]);
    return;
  }
  const username = await suggestUsername((name) => queries.usernameTaken(name));
  await db
    .insert(users)
    .values({ email, username, passwordHash, isStaff: true, completedManagerWelcome: true });
}
