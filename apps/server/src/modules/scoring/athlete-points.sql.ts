import { type SQL, sql } from 'drizzle-orm';

/**
 * Derive `athlete_game_points` of the games in `games` (an int[] parameter) from `results`,
 * in one statement, exactly as packages/game `athletePoints` does:
 * - the game place is the place of the athlete's last round (highest round order), so a
 *   qualifier win does not count once the athlete placed in the final;
 * - place points come from the ruleset table, then −step per place after it, never below
 *   the starter minimum;
 * - bonuses of every round add up, each award counting once (a name may repeat).
 * Bonus names the ruleset does not know earn nothing (imports refuse them up front).
 * Rows that no longer have results are removed; unchanged rows are not rewritten, so a
 * second run changes nothing. Answers one row per game whose points changed (`game_id`).
 */
export function athletePointsStatement(games: SQL): SQL {
  return sql`
    with scope as (select unnest(${games}::int[]) as game_id),
    rounds as (
      select c.game_id, r.athlete_id, c.round_order, r.place,
        (select coalesce(sum((rs.bonuses ->> b.name)::int), 0)
           from jsonb_array_elements_text(r.bonuses) as b(name)) as bonus_points
      from results r
      join competitions c on c.id = r.competition_id
      join fantasy_games g on g.id = c.game_id
      join rulesets rs on rs.id = g.ruleset_id
      where c.game_id in (select game_id from scope)
    ),
    finals as (
      select game_id, athlete_id,
        (array_agg(place order by round_order desc))[1] as place,
        sum(bonus_points)::int as bonus_points
      from rounds
      group by game_id, athlete_id
    ),
    computed as (
      select f.game_id, f.athlete_id, f.place, f.bonus_points,
        greatest(
          rs.min_points,
          coalesce(
            (rs.place_points ->> (f.place - 1))::int,
            coalesce((rs.place_points ->> -1)::int, 0)
              - rs.step * (f.place - jsonb_array_length(rs.place_points))
          )
        ) as place_points
      from finals f
      join fantasy_games g on g.id = f.game_id
      join rulesets rs on rs.id = g.ruleset_id
    ),
    removed as (
      delete from athlete_game_points a
      where a.game_id in (select game_id from scope)
        and not exists (
          select 1 from computed c where c.game_id = a.game_id and c.athlete_id = a.athlete_id
        )
      returning a.game_id
    ),
    written as (
      insert into athlete_game_points (game_id, athlete_id, place, place_points, bonus_points, points)
      select game_id, athlete_id, place, place_points, bonus_points, place_points + bonus_points
      from computed
      on conflict (game_id, athlete_id) do update
        set place = excluded.place,
            place_points = excluded.place_points,
            bonus_points = excluded.bonus_points,
            points = excluded.points
        where (athlete_game_points.place, athlete_game_points.place_points,
               athlete_game_points.bonus_points, athlete_game_points.points)
          is distinct from (excluded.place, excluded.place_points, excluded.bonus_points, excluded.points)
      returning game_id
    )
    select game_id from removed union select game_id from written`;
}
