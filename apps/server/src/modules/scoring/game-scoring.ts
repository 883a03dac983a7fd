import {
  type AthleteResult,
  athleteId,
  type Ruleset,
  type ScoringTeam,
  scoreTeam,
  type TeamScore,
} from '@shred/game';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, fantasyGames, results, rulesets } from '../../db/schema/index.ts';
import { rulesetOf } from './scoring-config.ts';

/** What a team of one game is scored against: the game's ruleset and its results per athlete. */
export interface GameScoring {
  ruleset: Ruleset;
  results: AthleteResult[];
}

/**
 * Turn a game's result rows (one per athlete and round, in round order) into the rules'
 * results: the place of the athlete's last round and the bonuses of every round. Bonus names
 * the ruleset does not know earn nothing, as in the SQL scorer.
 */
export function athleteResultsOf(
  rows: ReadonlyArray<{ athleteId: number; roundOrder: number; place: number; bonuses: readonly string[] }>,
  ruleset: Ruleset,
): AthleteResult[] {
  const byAthlete = new Map<number, { round: number; place: number; bonuses: string[] }>();
  for (const row of [...rows].sort((a, b) => a.roundOrder - b.roundOrder)) {
    const known = row.bonuses.filter((name) => Object.hasOwn(ruleset.bonuses, name));
    const seen = byAthlete.get(row.athleteId);
    if (!seen) byAthlete.set(row.athleteId, { round: row.roundOrder, place: row.place, bonuses: known });
    else
      byAthlete.set(row.athleteId, {
        round: row.roundOrder,
        place: row.place,
        bonuses: [...seen.bonuses, ...known],
      });
  }
  return [...byAthlete].map(([id, r]) => ({ athleteId: athleteId(id), place: r.place, bonuses: r.bonuses }));
}

/** Load what `breakdownOf` needs for one game, from the stored results. */
export async function loadGameScoring(db: Db, gameId: number): Promise<GameScoring | null> {
  const [game] = await db
    .select({ ruleset: rulesets })
    .from(fantasyGames)
    .innerJoin(rulesets, eq(rulesets.id, fantasyGames.rulesetId))
    .where(eq(fantasyGames.id, gameId));
  if (!game) return null;
  const ruleset = rulesetOf(game.ruleset);
  const rows = await db
    .select({
      athleteId: results.athleteId,
      roundOrder: competitions.roundOrder,
      place: results.place,
      bonuses: results.bonuses,
    })
    .from(results)
    .innerJoin(competitions, eq(competitions.id, results.competitionId))
    .where(eq(competitions.gameId, gameId))
    .orderBy(asc(competitions.roundOrder));
  return { ruleset, results: athleteResultsOf(rows, ruleset) };
}

/** A team's score line by line, computed by packages/game `scoreTeam` (the stored score must equal its total). */
export function breakdownOf(team: ScoringTeam, scoring: GameScoring): TeamScore {
  return scoreTeam(team, scoring.results, { ruleset: scoring.ruleset });
}
