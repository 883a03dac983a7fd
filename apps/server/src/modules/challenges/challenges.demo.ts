import type { ChallengeStep } from '@shred/game';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { challengeSets, challenges, users } from '../../db/schema/index.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { countChallengeSteps } from './challenge-progress.ts';

const DAY_MS = 86_400_000;

type DemoChallenge = Omit<typeof challenges.$inferInsert, 'setId' | 'position'>;

interface DemoSet {
  name: string;
  description: string;
  /** Days from now. */
  starts: number;
  ends: number;
  challenges: DemoChallenge[];
}

export const DEMO_CHALLENGE_SETS: readonly DemoSet[] = [
  {
    name: 'Season Kick-off',
    description: 'Two weeks to find your feet: play, pick, trade and bring your crew.',
    starts: -3,
    ends: 11,
    challenges: [
      {
        name: 'Find your crew',
        description: 'Follow 3 managers whose picks you want to keep an eye on.',
        condition: 'follow_managers',
        target: 3,
        rewardKind: 'credits',
        rewardAmount: 150,
      },
      {
        name: 'Join the party',
        description: 'Join a league, or create one and invite your friends.',
        condition: 'join_league',
        target: 1,
        rewardKind: 'xp',
        rewardAmount: 100,
      },
      {
        name: 'Three stops',
        description: 'Enter a manager team in 3 games.',
        condition: 'join_games',
        target: 3,
        rewardKind: 'credits',
        rewardAmount: 300,
      },
      {
        name: 'Captain’s call',
        description: 'Pick a captain who finishes in the top 3 of a game.',
        condition: 'captain_top3',
        target: 1,
        rewardKind: 'card',
        rewardAmount: 1,
        rewardCardTier: 'rare',
      },
      {
        name: 'Rip a pack',
        description: 'Open 2 drafts.',
        condition: 'open_draft',
        target: 2,
        rewardKind: 'credits',
        rewardAmount: 100,
      },
      {
        name: 'Market debut',
        description: 'Buy a card on the market.',
        condition: 'market_buy',
        target: 1,
        rewardKind: 'xp',
        rewardAmount: 150,
      },
    ],
  },
  {
    name: 'Finals Fever',
    description: 'The season’s last stops: every game counts double for your nerves.',
    starts: 12,
    ends: 26,
    challenges: [
      {
        name: 'All in',
        description: 'Enter a manager team in 5 games.',
        condition: 'join_games',
        target: 5,
        rewardKind: 'card',
        rewardAmount: 1,
        rewardCardTier: 'epic',
      },
      {
        name: 'Podium captains',
        description: 'Pick captains who finish in the top 3 of 2 games.',
        condition: 'captain_top3',
        target: 2,
        rewardKind: 'credits',
        rewardAmount: 500,
      },
    ],
  },
  {
    name: 'Preseason Warm-up',
    description: 'Done and dusted: the warm-up before the season.',
    starts: -20,
    ends: -6,
    challenges: [
      {
        name: 'Say hello',
        description: 'Follow a manager.',
        condition: 'follow_managers',
        target: 1,
        rewardKind: 'credits',
        rewardAmount: 50,
      },
    ],
  },
];

/**
 * Demo challenges (GAME.md "Engagement"): a set running now, one coming and one just ended.
 * The demo account's follows and leagues count in the running set, so its progress shows on
 * first start, one challenge already complete with its reward to claim.
 */
export async function seedDemoChallenges(db: Db, now: number = Date.now()): Promise<void> {
  for (const set of DEMO_CHALLENGE_SETS) {
    const [row] = await db
      .insert(challengeSets)
      .values({
        name: set.name,
        description: set.description,
        startsAt: new Date(now + set.starts * DAY_MS),
        endsAt: new Date(now + set.ends * DAY_MS),
      })
      .returning({ id: challengeSets.id });
    if (!row) throw new Error('challenge set insert returned no row');
    await db
      .insert(challenges)
      .values(set.challenges.map((challenge, position) => ({ ...challenge, setId: row.id, position })));
  }
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.username, MAIN_DEMO_USERNAME));
  if (!demo) return;
  const done = await queryRows<{ condition: ChallengeStep['condition']; reference: number }>(
    db,
    sql`(select 'follow_managers' as condition, followee_id as reference from follows where follower_id = ${demo.id}
         order by created_at, followee_id limit 2)
        union all
        (select 'join_league', league_id from league_members where user_id = ${demo.id} order by league_id limit 1)`,
  );
  await countChallengeSteps(
    db,
    done.map((step) => ({ userId: demo.id, condition: step.condition, reference: step.reference })),
    new Date(now),
  );
}
