import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { grantChallengeReward, grantPlacingRewards } from './reward-grants.ts';
import { createRewardsService } from './rewards.service.ts';

/** How many of the demo account's rewards stay claimed, so the list shows both kinds. */
const CLAIMED_FOR_DEMO = 1;

/**
 * Demo rewards (GAME.md "Engagement"): the completed games of the demo season reward their
 * boards as finalising would, and completed challenges theirs, so managers find unclaimed
 * rewards on first start. The demo
 * account claims one of them through the real claim (its credits move through the ledger),
 * so its list shows a claimed one greyed below those waiting.
 */
export async function seedDemoRewards(db: Db, now: () => number = Date.now): Promise<void> {
  const games = await queryRows<{ id: number }>(
    db,
    sql`select g.id from fantasy_games g join game_standings s on s.game_id = g.id
        where g.status = 'CPL' and s.generation is not null order by g.id`,
  );
  for (const game of games) await grantPlacingRewards(db, game.id);
  // Challenges the demo world completed earn theirs, as the handler would once it runs.
  const completed = await queryRows<{ user_id: number; challenge_id: number }>(
    db,
    sql`select user_id, challenge_id from challenge_progress where completed_at is not null order by 1, 2`,
  );
  for (const done of completed) await grantChallengeReward(db, done.user_id, done.challenge_id);
  const claimed = await queryRows<{ id: number; user_id: number }>(
    db,
    sql`select r.id, r.user_id from rewards r join users u on u.id = r.user_id
        where u.username = ${MAIN_DEMO_USERNAME} and r.kind = 'credits'
        order by r.id limit ${CLAIMED_FOR_DEMO}`,
  );
  const service = createRewardsService({ db, now });
  for (const reward of claimed) await service.claim(reward.user_id, reward.id);
}
