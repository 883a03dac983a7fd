import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leagueMembers, leagues } from '../../db/schema/index.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';

/**
 * Registering through an invite link joins its league in the registration's transaction. An
 * unknown or closed league is passed over: the account matters more than the league.
 */
export async function joinLeagueAtSignup(
  tx: Db,
  input: { userId: number; leagueSlug: string | null | undefined; inviterId: number | null },
): Promise<boolean> {
  if (!input.leagueSlug) return false;
  const [league] = await tx
    .select({ id: leagues.id })
    .from(leagues)
    .where(and(eq(leagues.slug, input.leagueSlug), eq(leagues.joiningClosed, false)));
  if (!league) return false;
  const joined = await tx
    .insert(leagueMembers)
    .values({ leagueId: league.id, userId: input.userId, inviterId: input.inviterId })
    .onConflictDoNothing()
    .returning({ userId: leagueMembers.userId });
  if (joined.length)
    await publish(tx, domainEvent('league.joined', { league_id: league.id, user_id: input.userId }));
  return joined.length > 0;
}
