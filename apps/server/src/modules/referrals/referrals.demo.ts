import { and, asc, eq, inArray, isNotNull, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { leagueMembers, leagues, users } from '../../db/schema/index.ts';
import { DEMO_LEAGUES } from '../leagues/leagues.demo.ts';
import { grantReferralReward } from '../leagues/referral-reward.ts';

const DAY_MS = 86_400_000;
/** Generated managers of each demo league who came in through its owner's invite link. */
const INVITED_PER_LEAGUE = 6;
/** Named demo accounts who registered through a friend's link: [invitee, inviter]. */
const NAMED_REFERRALS: ReadonlyArray<readonly [string, string]> = [
  ['ayumi', 'demo'],
  ['jonas_bmx', 'kai_slides'],
  // Not onboarded yet: the demo account's reward waits for newbie's manager welcome.
  ['newbie', 'demo'],
];
const GENERATED_EMAIL = '%@managers.demo.invalid';

/**
 * Demo referrals (GAME.md "Referrals"), after the leagues: some league members registered
 * through the owner's link, so they name the owner as inviter and joined when they registered;
 * every onboarded one has paid the inviter through the credit ledger, as finishing the welcome
 * does. Newbie's reward is still to come.
 */
export async function seedDemoReferrals(db: Db, now: number = Date.now()): Promise<void> {
  const named = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [...new Set(NAMED_REFERRALS.flat())]));
  const idOf = new Map(named.map((row) => [row.username, row.id]));

  const invited: Array<{ inviteeId: number; inviterId: number; registeredAt: Date }> = [];
  for (const [invitee, inviter] of NAMED_REFERRALS) {
    const inviteeId = idOf.get(invitee);
    const inviterId = idOf.get(inviter);
    if (inviteeId === undefined || inviterId === undefined) continue;
    const [membership] = await db
      .select({ joinedAt: leagueMembers.joinedAt })
      .from(leagueMembers)
      .where(and(eq(leagueMembers.userId, inviteeId), eq(leagueMembers.inviterId, inviterId)))
      .orderBy(asc(leagueMembers.joinedAt))
      .limit(1);
    invited.push({ inviteeId, inviterId, registeredAt: membership?.joinedAt ?? new Date(now - 2 * DAY_MS) });
  }

  for (const demo of DEMO_LEAGUES) {
    const members = await db
      .select({
        userId: leagueMembers.userId,
        inviterId: leagueMembers.inviterId,
        joinedAt: leagueMembers.joinedAt,
      })
      .from(leagueMembers)
      .innerJoin(leagues, eq(leagues.id, leagueMembers.leagueId))
      .innerJoin(users, eq(users.id, leagueMembers.userId))
      .where(
        and(
          eq(leagues.slug, demo.slug),
          isNotNull(leagueMembers.inviterId),
          isNull(users.inviterId),
          like(users.email, GENERATED_EMAIL),
        ),
      )
      .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
      .limit(INVITED_PER_LEAGUE);
    for (const member of members) {
      // A manager registers once: one who is in two demo leagues came through the first.
      if (member.inviterId === null || invited.some((row) => row.inviteeId === member.userId)) continue;
      invited.push({ inviteeId: member.userId, inviterId: member.inviterId, registeredAt: member.joinedAt });
    }
  }

  if (invited.length === 0) return;
  for (const row of invited) {
    await db
      .update(users)
      .set({ inviterId: row.inviterId, dateJoined: row.registeredAt })
      .where(eq(users.id, row.inviteeId));
  }
  const onboarded = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(
          users.id,
          invited.map((row) => row.inviteeId),
        ),
        eq(users.completedManagerWelcome, true),
      ),
    )
    .orderBy(asc(users.dateJoined));
  for (const invitee of onboarded) await grantReferralReward(db, invitee.id);
}
