import { type SQL, sql } from 'drizzle-orm';

/**
 * Spend one contract game of every card played in the game (GAME.md: "When the game
 * completes, each used card spends one contract game"), exactly once: each spend is recorded
 * in contract_spends under (game, card), and only cards newly recorded lose a game. Finalising
 * again, or after staff reopened the game, spends nothing twice. A card played in two games
 * while it had one game left stops at 0 instead of going below it. Answers `spent`.
 */
export function spendContractsStatement(gameId: number, at: Date): SQL {
  return sql`
    with used as (
      select distinct card_instance_id from team_picks
      where game_id = ${gameId} and card_instance_id is not null
    ),
    recorded as (
      insert into contract_spends (game_id, card_instance_id, spent_at)
      select ${gameId}, card_instance_id, ${at.toISOString()}::timestamptz from used
      on conflict do nothing
      returning card_instance_id
    ),
    spent as (
      update card_instances c
      set contract_games_left = greatest(c.contract_games_left - 1, 0)
      from recorded r
      where c.id = r.card_instance_id
      returning 1
    )
    select count(*)::int as spent from spent`;
}
