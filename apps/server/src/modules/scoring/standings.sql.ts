import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { type SQL, sql } from 'drizzle-orm';
import { scoringMultipliers } from './scoring-config.ts';

/**
 * Line keys as teams.lines stores them (the triggers of migration 0006): (athlete id × 5 +
 * tier) × 2 + captain, tier 0 for a quickplay pick without one, 1 common … 4 legendary.
 */
const TIER_CODES = [
  sql`(0, 1::numeric)`,
  ...scoringMultipliers.tiers.map(({ boost }, i) => sql`(${i + 1}, ${boost}::numeric)`),
];

/**
 * The value of every line of one game, in hundredths of a point, as one int[] indexed by
 * line key (0 where an athlete has no points): athlete points × tier boost × captain
 * multiplier, rounded half up to 2 decimals (numeric `round` rounds halves away from zero,
 * which is up for these non-negative values) — the rounding of packages/game `scoreTeam`.
 * A few hundred bytes per athlete id, built once per pass.
 */
export function lineValuesArray(gameId: number): SQL {
  return sql`(
    with line_values as (
      select (a.athlete_id * 5 + b.code) * 2 + c.captain as key,
        round(a.points * b.boost * c.multiplier * 100)::int as hundredths
      from athlete_game_points a
      cross join (values ${sql.join(TIER_CODES, sql`, `)}) as b(code, boost)
      cross join (values (0, 1::numeric), (1, ${scoringMultipliers.captain}::numeric)) as c(captain, multiplier)
      where a.game_id = ${gameId}
    )
    select coalesce(array_agg(coalesce(v.hundredths, 0) order by k.key), '{}')
    from generate_series(1, (select coalesce(max(key), 0) from line_values)) as k(key)
    left join line_values v on v.key = k.key
  )`;
}

/**
 * A team's total against a line-values array: one array lookup per pick (the rules allow
 * `picks` of them), no join; a key past the array's end (an athlete without points) adds 0.
 */
export function teamTotal(values: SQL, lines: SQL): SQL {
  const terms = Array.from(
    { length: DEFAULT_GAME_CONFIG.team.picks },
    (_, i) => sql`coalesce(${values}[${lines}[${sql.raw(String(i + 1))}]], 0)`,
  );
  return sql`(${sql.join(terms, sql` + `)})`;
}

/** The table that holds one generation's board (a partition of `standings` once attached). */
export const boardTable = (generation: number): SQL => sql.raw(`"standings_p${Math.trunc(generation)}"`);

/**
 * Turn a loaded board table into a partition of `standings`: its indexes built in bulk over
 * the loaded rows (far cheaper than maintaining them row by row), and a check that lets the
 * attach skip scanning it. Attaching takes only a share-update lock on `standings`: readers
 * go on.
 */
export function attachBoardStatements(generation: number): SQL[] {
  const table = boardTable(generation);
  const value = sql.raw(String(Math.trunc(generation)));
  return [
    sql`alter table ${table} add primary key (game_id, generation, mode, position)`,
    sql`create index on ${table} (team_id, generation)`,
    sql`alter table ${table} add check (generation = ${value})`,
    sql`alter table standings attach partition ${table} for values in (${value})`,
  ];
}

/**
 * Write a game's whole board as `generation` in one statement, from one scan of its teams
 * totalled against the game's line values (computed here, not read back from game_standings:
 * a stored array that large is toasted, and would be unpacked again for every team). Ranks are standard
 * competition ranks per mode (packages/game `rankGameEntries`): higher score first, equal
 * scores share a rank; positions list equals by earlier submission, then id. Both windows
 * share one sort, whose order is the primary key's (the mode as a boolean: a text first key
 * makes every comparison of a million-row sort a string comparison). The rows go into the generation's own
 * table (created empty, without indexes, by the pass).
 * Answers `ranked`, the rows written.
 */
export function writeBoardStatement(gameId: number, generation: number): SQL {
  return sql`
    with vals as (select ${lineValuesArray(gameId)} as v),
    written as (
      insert into ${boardTable(generation)} (game_id, generation, mode, position, rank, team_id, user_id, entry_number, hundredths)
      select ${gameId}, ${generation}, mode,
        row_number() over (partition by quickplay order by hundredths desc, submitted_at, id),
        rank() over (partition by quickplay order by hundredths desc),
        id, user_id, entry_number, hundredths
      from (
        select t.id, t.mode, t.mode = 'quickplay' as quickplay, t.user_id, t.entry_number, t.submitted_at,
          ${teamTotal(sql`vals.v`, sql`t.lines`)} as hundredths
        from teams t cross join vals
        where t.game_id = ${gameId}
      ) totals
      returning 1
    )
    select count(*)::int as ranked from written`;
}
