import { eq, sql } from 'drizzle-orm';
import { currentStandings, gameStandings, teams } from '../../db/schema/index.ts';
import { teamTotal } from './standings.sql.ts';

/**
 * A team's score in hundredths as every team view shows it: its line on the game's current
 * board, or, for a team entered after the board's pass, its lines totalled against the same
 * line values on read (such a team has no rank until the next pass). Null while the game has
 * no board. The query must join `teamScoreJoins`.
 */
export const teamHundredths = sql<number | null>`coalesce(${currentStandings.hundredths}, case
  when ${gameStandings.generation} is not null
  then ${teamTotal(sql`${gameStandings.lineValues}`, sql`${teams.lines}`)}
end)`.mapWith(Number);

/** The same score in points (numeric, exact). */
export const teamScore = sql<number | null>`(${teamHundredths})::numeric / 100`.mapWith(Number);

/** The left joins `teamHundredths` reads from, for a query over `teams`. */
export const teamScoreJoins = {
  board: [gameStandings, eq(gameStandings.gameId, teams.gameId)] as const,
  line: [currentStandings, eq(currentStandings.teamId, teams.id)] as const,
};

/** Points from hundredths, as the API shows scores. */
export const pointsOf = (hundredths: number | null): number | null =>
  hundredths === null ? null : hundredths / 100;
