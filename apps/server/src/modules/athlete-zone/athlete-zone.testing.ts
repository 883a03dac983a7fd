import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { athletes, users } from '../../db/schema/index.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';

/**
 * Make a user an athlete (is_athlete) and, with an athlete id, link that athlete's profile to
 * them, as staff do in the admin area; the server's cached user row is told of the change.
 */
export async function makeAthlete(
  app: FastifyInstance,
  db: Db,
  userId: number,
  athleteId: number | null,
): Promise<void> {
  await db.update(users).set({ isAthlete: true }).where(eq(users.id, userId));
  if (athleteId !== null) await db.update(athletes).set({ userId }).where(eq(athletes.id, athleteId));
  await app.staleReads.announce(db, [readTags.user(userId)]);
}
