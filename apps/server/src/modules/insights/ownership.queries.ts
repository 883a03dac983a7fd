import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { intArray, queryRows } from '../scoring/sql-rows.ts';

/** How managers pick one athlete across a set of games (manager mode only). */
export interface AthleteOwnership {
  athlete_id: number;
  /** Manager teams picking the athlete. */
  teams: number;
  /** Manager teams making the athlete their captain. */
  captains: number;
  /** The teams the shares are of: every manager team of the games the athlete is in. */
  field: number;
  /** teams ÷ field, a fraction from 0 to 1 (0 when the field is empty). */
  ownership: number;
  /** captains ÷ field, a fraction from 0 to 1. */
  captaincy: number;
}

/** Manager team scores on the games' current boards, in points as the leaderboards show them. */
export interface TeamScoreSummary {
  /** Manager teams entered in the games, scored or not. */
  teams: number;
  /** Teams on a current board (a team entered after the last scoring pass is not yet). */
  scored_teams: number;
  /** Mean of the scored teams' scores, rounded to the hundredth; 0 before any board. */
  average_score: number;
  /** The best scored team's score; 0 before any board. */
  top_score: number;
}

export interface GameTeamScoreSummary extends TeamScoreSummary {
  game_id: number;
}

const share = (part: number, whole: number): number => (whole === 0 ? 0 : part / whole);

/**
 * Ownership and captaincy per athlete over `gameIds`, most picked first. An athlete's shares
 * are of the manager teams of the games whose startlist holds them (or where they were
 * picked), so an athlete of the women's game is not measured against the men's teams.
 *
 * A line-up stays private until it locks (packages/game pick-visibility.ts): picks of an
 * athlete in a game count only from the instant that athlete's round starts at `at`, or once
 * the game is complete; before that the athlete is left out of that game's figures entirely
 * (their picks and the game's teams alike), so nothing about unlocked picks can be read off
 * the shares. Athletes with no visible game are absent; one visible but unpicked has 0.
 */
export async function athleteOwnership(
  db: Db,
  gameIds: readonly number[],
  at: Date,
): Promise<AthleteOwnership[]> {
  if (gameIds.length === 0) return [];
  const rows = await queryRows<{ athlete_id: number; teams: number; captains: number; field: number }>(
    db,
    sql`
      with game_teams as (
        select g.id as game_id, g.status, count(t.id)::int as teams
        from fantasy_games g
        left join teams t on t.game_id = g.id and t.mode = 'manager'
        where g.id = any(${intArray(gameIds)}::int[])
        group by g.id
      ),
      picked as (
        select p.game_id, p.athlete_id, count(*)::int as teams,
          (count(*) filter (where t.captain_athlete_id = p.athlete_id))::int as captains
        from team_picks p
        join teams t on t.id = p.team_id and t.mode = 'manager'
        where p.game_id = any(${intArray(gameIds)}::int[])
        group by p.game_id, p.athlete_id
      ),
      entrants as (
        select se.game_id, se.athlete_id from startlist_entries se
        where se.game_id = any(${intArray(gameIds)}::int[])
        union
        select game_id, athlete_id from picked
      ),
      visible as (
        select e.athlete_id, gt.teams as field, coalesce(pk.teams, 0) as teams, coalesce(pk.captains, 0) as captains
        from entrants e
        join game_teams gt on gt.game_id = e.game_id
        left join picked pk on pk.game_id = e.game_id and pk.athlete_id = e.athlete_id
        left join startlist_entries se on se.game_id = e.game_id and se.athlete_id = e.athlete_id
        left join competitions c on c.id = se.competition_id
        where gt.status = 'CPL' or c.starts_at <= ${at.toISOString()}::timestamptz
      )
      select athlete_id, sum(teams)::int as teams, sum(captains)::int as captains, sum(field)::int as field
      from visible
      group by athlete_id
      order by sum(teams) desc, sum(captains) desc, athlete_id`,
  );
  return rows.map((row) => ({
    ...row,
    ownership: share(row.teams, row.field),
    captaincy: share(row.captains, row.field),
  }));
}

const scoreRow = (row: ScoreRow): TeamScoreSummary => ({
  teams: row.teams,
  scored_teams: row.scored_teams,
  // The mean rounded to the hundredth, as exact as the board's own scores.
  average_score: row.scored_teams === 0 ? 0 : Math.round(Number(row.total) / row.scored_teams) / 100,
  top_score: (row.top ?? 0) / 100,
});

interface ScoreRow {
  teams: number;
  scored_teams: number;
  /** Sum of hundredths (bigint, as text); null without scored teams. */
  total: string | null;
  top: number | null;
}

/**
 * Team counts and scores per game of `gameIds` (manager mode), from each game's current
 * board: a game without a board answers zeros. Games that do not exist are absent.
 */
export async function gameTeamScores(db: Db, gameIds: readonly number[]): Promise<GameTeamScoreSummary[]> {
  if (gameIds.length === 0) return [];
  const rows = await queryRows<ScoreRow & { game_id: number }>(
    db,
    sql`
      select g.id as game_id,
        (select count(*)::int from teams t where t.game_id = g.id and t.mode = 'manager') as teams,
        count(cs.team_id)::int as scored_teams, sum(cs.hundredths) as total, max(cs.hundredths) as top
      from fantasy_games g
      left join current_standings cs on cs.game_id = g.id and cs.mode = 'manager'
      where g.id = any(${intArray(gameIds)}::int[])
      group by g.id
      order by g.id`,
  );
  return rows.map((row) => ({ game_id: row.game_id, ...scoreRow(row) }));
}

/** The same figures over all of `gameIds` together: the average is over every scored team. */
export async function teamScoreSummary(db: Db, gameIds: readonly number[]): Promise<TeamScoreSummary> {
  if (gameIds.length === 0) return { teams: 0, scored_teams: 0, average_score: 0, top_score: 0 };
  const ids = intArray(gameIds);
  const [row] = await queryRows<ScoreRow>(
    db,
    sql`
      select
        (select count(*)::int from teams t where t.game_id = any(${ids}::int[]) and t.mode = 'manager') as teams,
        count(*)::int as scored_teams, sum(cs.hundredths) as total, max(cs.hundredths) as top
      from current_standings cs
      where cs.game_id = any(${ids}::int[]) and cs.mode = 'manager'`,
  );
  return scoreRow(row ?? { teams: 0, scored_teams: 0, total: null, top: null });
}
