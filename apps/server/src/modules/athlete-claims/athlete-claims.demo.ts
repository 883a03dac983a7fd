import { desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athleteClaims, athletes, users } from '../../db/schema/index.ts';

const CLAIMANT = 'ayumi';
const HOUR_MS = 3_600_000;

/**
 * One request waiting for staff on /admin/athlete-claims: a demo manager who says she is one of
 * the athletes no account holds (the last of them, away from the ones the demo athlete and the
 * journeys use), sent a few hours before the seed.
 */
export async function seedDemoAthleteClaims(db: Db, now: number = Date.now()): Promise<void> {
  const [claimant] = await db.select({ id: users.id }).from(users).where(eq(users.username, CLAIMANT));
  const [athlete] = await db
    .select({ id: athletes.id })
    .from(athletes)
    .where(isNull(athletes.userId))
    .orderBy(desc(athletes.id))
    .limit(1);
  if (!claimant || !athlete) return;
  await db.insert(athleteClaims).values({
    userId: claimant.id,
    athleteId: athlete.id,
    message: 'That is me on the startlist. My coach can confirm, and my team page links to this account.',
    createdAt: new Date(now - 5 * HOUR_MS),
  });
}
