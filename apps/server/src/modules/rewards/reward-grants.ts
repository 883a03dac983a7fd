import { placingRewardTitle, placingSchedule } from '@shred/game';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

/** A text[] parameter of plain words (band, kind and tier names), null where a value is null. */
const wordArray = (words: readonly (string | null)[]): string =>
  `{${words.map((w) => (w === null ? 'NULL' : `"${w.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`)).join(',')}}`;

/**
 * When a game completes, each manager whose best manager-mode team on the final board falls in
 * a placing band earns that band's reward, in one statement: the board grouped by manager (a
 * premium manager's several teams count once, by the best), each best rank matched to the first
 * band that covers it. The key (user, 'game', game) keeps a repeat from adding a second reward.
 * Answers the rewards created.
 */
export async function grantPlacingRewards(
  tx: Db,
  gameId: number,
): Promise<{ userId: number; band: string }[]> {
  const [game] = await queryRows<{ name: string; teams: number }>(
    tx,
    sql`select g.name,
          (select count(*)::int from current_standings s where s.game_id = g.id and s.mode = 'manager') as teams
        from fantasy_games g where g.id = ${gameId}`,
  );
  if (!game) return [];
  const schedule = placingSchedule(game.teams);
  const widest = schedule.at(-1);
  if (!widest) return [];
  const rows = await queryRows<{ user_id: number; band: string }>(
    tx,
    sql`insert into rewards (user_id, source, reference, title, band, kind, amount, card_tier)
        select best.user_id, 'game', ${gameId}, band.title, band.band, band.kind, band.amount, band.card_tier
        from (
          select user_id, min(rank) as rank from current_standings
          where game_id = ${gameId} and mode = 'manager' and rank <= ${widest.lastRank}
          group by user_id
        ) best
        cross join lateral (
          select * from unnest(
            ${wordArray(schedule.map((s) => s.band))}::text[],
            ${intArray(schedule.map((s) => s.lastRank))}::int[],
            ${wordArray(schedule.map((s) => placingRewardTitle(s.band, game.name)))}::text[],
            ${wordArray(schedule.map((s) => s.prize.kind))}::text[],
            ${intArray(schedule.map((s) => s.prize.amount))}::int[],
            ${wordArray(schedule.map((s) => s.prize.cardTier))}::text[]
          ) as band(band, last_rank, title, kind, amount, card_tier)
          where best.rank <= band.last_rank
          order by band.last_rank
          limit 1
        ) band
        order by best.user_id
        on conflict do nothing
        returning user_id, band`,
  );
  return rows.map((row) => ({ userId: row.user_id, band: row.band }));
}

/**
 * A completed challenge's reward, as the challenge names it (what it gives, and its name as the
 * title). The key (user, 'challenge', challenge) gives it once however often it is handled.
 */
export async function grantChallengeReward(tx: Db, userId: number, challengeId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`insert into rewards (user_id, source, reference, title, kind, amount, card_tier)
        select ${userId}, 'challenge', c.id, c.name, c.reward_kind, c.reward_amount, c.reward_card_tier
        from challenges c where c.id = ${challengeId}
        on conflict do nothing
        returning id`,
  );
  return rows.length > 0;
}
