import { type SQL, sql } from 'drizzle-orm';
import { scoringMultipliers } from './scoring-config.ts';

/**
 * The value of every possible line of the games in scope, in hundredths of a point: athlete
 * points × tier boost × captain multiplier, rounded half up to 2 decimals (numeric `round`
 * rounds halves away from zero, which is up for these non-negative values) — the rounding of
 * packages/game `scoreTeam`. At most athletes × 5 tiers × 2 rows, so team totals become a
 * join against a small table and a sum of integers.
 */
function lineValues(games: SQL): SQL {
  const tiers = sql.join(
    scoringMultipliers.tiers.map(({ tier, boost }) => sql`(${tier}, ${boost}::numeric)`),
    sql`, `,
  );
  return sql`
    line_values as (
      select a.game_id, a.athlete_id, b.tier, c.is_captain,
        round(a.points * b.boost * c.multiplier * 100)::bigint as hundredths
      from athlete_game_points a
      cross join (values ('none', 1::numeric), ${tiers}) as b(tier, boost)
      cross join (values (false, 1::numeric), (true, ${scoringMultipliers.captain}::numeric))
        as c(is_captain, multiplier)
      where a.game_id = any(${games}::int[])
    )`;
}

/** Each team's total in hundredths: the exact sum of its rounded lines (quickplay picks have no tier). */
function teamTotals(games: SQL, teamFilter: SQL): SQL {
  return sql`
    totals as (
      select t.id, t.game_id, t.mode, t.submitted_at,
        coalesce(sum(v.hundredths), 0)::bigint as hundredths
      from teams t
      left join team_picks p on p.team_id = t.id
      left join line_values v
        on v.game_id = p.game_id
        and v.athlete_id = p.athlete_id
        and v.tier = coalesce(p.tier, 'none')
        and v.is_captain = (p.athlete_id = t.captain_athlete_id)
      where t.game_id = any(${games}::int[]) and ${teamFilter}
      group by t.id
    )`;
}

/**
 * Score and rank every team of the games in scope in one statement. Ranks are standard
 * competition ranks per game and mode: higher score first, equal scores share a rank
 * (packages/game `rankGameEntries`); readers list equals by submission time, then id. A
 * game without any athlete points has not been played yet: its teams keep no score and no
 * rank rather than a field of zeros.
 * Only rows whose score or rank changed are written, so rescoring unchanged results writes
 * nothing. Answers `changed` (rows written).
 */
export function scoreAndRankStatement(games: SQL): SQL {
  return sql`
    with ${lineValues(games)},
    ${teamTotals(games, sql`true`)},
    played as (select distinct game_id from line_values),
    ranked as (
      select id, hundredths / 100.0 as score,
        rank() over (
          partition by game_id, mode collate "C"
          order by hundredths desc
        )::int as rank
      from totals
      where game_id in (select game_id from played)
      union all
      select id, null, null from totals where game_id not in (select game_id from played)
    ),
    written as (
      update teams t
      set score = r.score, rank = r.rank
      from ranked r
      where t.id = r.id and (t.score is distinct from r.score or t.rank is distinct from r.rank)
      returning 1
    )
    select count(*)::int as changed from written`;
}

/**
 * Score one team against its game's current athlete points (after an entry or a late swap in
 * a game that is already scored). Its rank is kept when the score did not change (a late swap
 * only touches athletes whose competition has not started, who have no results yet) and is
 * cleared otherwise, until the next scoring pass ranks the whole game again.
 */
export function scoreOneTeamStatement(gameId: number, teamId: number): SQL {
  const games = sql`${`{${gameId}}`}`;
  return sql`
    with ${lineValues(games)},
    ${teamTotals(games, sql`t.id = ${teamId}`)}
    update teams t
    set score = totals.hundredths / 100.0,
        rank = case when t.score = totals.hundredths / 100.0 then t.rank else null end
    from totals
    where t.id = totals.id`;
}
