import { and, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { competitions, results, startlistEntries } from '../../db/schema/index.ts';
import { conflict } from '../../http/errors.ts';
import type { PlannedCompetition } from './competition-plan.ts';
import type { RoundRecord } from './game-lookup.ts';

/**
 * Make a game's rounds match the plan inside the caller's transaction: update the kept ones,
 * add the new ones, delete the rest. A round that still holds athletes or results is not
 * deleted (409): staff move its athletes first.
 */
export async function replaceRounds(
  tx: Db,
  gameId: number,
  current: readonly RoundRecord[],
  planned: readonly PlannedCompetition[],
): Promise<void> {
  const keptIds = new Set(planned.flatMap((r) => (r.id === undefined ? [] : [r.id])));
  const removed = current.filter((c) => !keptIds.has(c.id)).map((c) => c.id);
  if (removed.length) {
    const [athletesIn] = await tx
      .select({ n: count() })
      .from(startlistEntries)
      .where(inArray(startlistEntries.competitionId, removed));
    const [resultsIn] = await tx
      .select({ n: count() })
      .from(results)
      .where(inArray(results.competitionId, removed));
    if ((athletesIn?.n ?? 0) > 0 || (resultsIn?.n ?? 0) > 0) {
      throw conflict(
        `Competition ${removed.join(', ')} still holds athletes or results: move them to another round first.`,
        { competitions: ['A round with athletes or results cannot be removed.'] },
      );
    }
    await tx.delete(competitions).where(inArray(competitions.id, removed));
  }
  // Round numbers are unique per game: park the kept rounds on negative numbers, then flip them.
  for (const round of planned) {
    if (round.id === undefined) continue;
    await tx
      .update(competitions)
      .set({
        name: round.name,
        startsAt: round.startsAt,
        isFinal: round.isFinal,
        roundOrder: -round.roundOrder,
      })
      .where(and(eq(competitions.id, round.id), eq(competitions.gameId, gameId)));
  }
  await tx
    .update(competitions)
    .set({ roundOrder: sql`-${competitions.roundOrder}` })
    .where(and(eq(competitions.gameId, gameId), lt(competitions.roundOrder, 0)));
  const added = planned.filter((r) => r.id === undefined);
  if (added.length) {
    await tx.insert(competitions).values(
      added.map((r) => ({
        gameId,
        name: r.name,
        startsAt: r.startsAt,
        isFinal: r.isFinal,
        roundOrder: r.roundOrder,
      })),
    );
  }
}
