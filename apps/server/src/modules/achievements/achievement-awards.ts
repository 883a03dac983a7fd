import {
  type AchievementKey,
  achievementsForFollowers,
  achievementsForGamesEntered,
  PODIUM_RANK,
} from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DomainEventHandler } from '../../platform/domain-events/dispatcher.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/** Record achievements a user reached; one already earned keeps its first date. */
export async function awardAchievements(
  tx: Db,
  userId: number,
  keys: readonly AchievementKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.execute(
    sql`insert into user_achievements (user_id, achievement)
        select ${userId}, key from unnest(${`{${keys.join(',')}}`}::text[]) as key
        on conflict do nothing`,
  );
}

/**
 * A completed game's final board: every manager with a team on the podium (in either mode)
 * reaches First Podium, and with a team in first place, Champion, in one statement.
 */
export async function awardPlacingAchievements(tx: Db, gameId: number): Promise<void> {
  await tx.execute(
    sql`insert into user_achievements (user_id, achievement)
        select best.user_id, key.achievement
        from (
          select user_id, min(rank) as rank from current_standings
          where game_id = ${gameId} and rank <= ${PODIUM_RANK}
          group by user_id
        ) best
        join (values ('first_podium', ${PODIUM_RANK}::int), ('first_win', 1)) as key(achievement, worst_rank)
          on best.rank <= key.worst_rank
        order by best.user_id
        on conflict do nothing`,
  );
}

async function gamesEntered(tx: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ games: number }>(
    tx,
    sql`select count(distinct game_id)::int as games from teams where user_id = ${userId}`,
  );
  return row?.games ?? 0;
}

async function followersOf(tx: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ followers: number }>(
    tx,
    sql`select count(*)::int as followers from follows where followee_id = ${userId}`,
  );
  return row?.followers ?? 0;
}

/** The milestones the players' own actions reach, awarded as those actions are published. */
export const achievementsHandler: DomainEventHandler = {
  name: 'achievements',
  types: [
    'team.created',
    'game.completed',
    'draft.opened',
    'listing.sold',
    'user.followed',
    'league.joined',
    'challenge.completed',
  ],
  async handle(tx, event) {
    switch (event.type) {
      case 'team.created': {
        const { user_id } = event.payload;
        return awardAchievements(tx, user_id, achievementsForGamesEntered(await gamesEntered(tx, user_id)));
      }
      case 'game.completed':
        return awardPlacingAchievements(tx, event.payload.game_id);
      case 'draft.opened':
        return awardAchievements(tx, event.payload.user_id, ['first_draft']);
      case 'listing.sold': {
        const { seller_id, buyer_id } = event.payload;
        // The house sells too (seller null): only a manager's sale is a First Sale.
        if (seller_id !== null) await awardAchievements(tx, seller_id, ['first_sale']);
        return awardAchievements(tx, buyer_id, ['first_buy']);
      }
      case 'user.followed': {
        const { followee_id } = event.payload;
        return awardAchievements(
          tx,
          followee_id,
          achievementsForFollowers(await followersOf(tx, followee_id)),
        );
      }
      case 'league.joined':
        return awardAchievements(tx, event.payload.user_id, ['first_league']);
      case 'challenge.completed':
        return awardAchievements(tx, event.payload.user_id, ['first_challenge']);
      default:
        return;
    }
  },
};
