import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

export interface StartlistDraft {
  athleteId: number;
  competitionId: number;
  seed: number | null;
  withdrawn: boolean;
}

/**
 * Refuse a startlist that names an athlete twice, an unknown athlete, an athlete of the other
 * field (a men's game takes M, a women's W or F), or a round of another game; every problem
 * is reported at once, by the entry's position.
 */
export async function checkStartlist(
  db: Db,
  game: { gender: 'M' | 'W'; roundIds: readonly number[] },
  drafts: readonly StartlistDraft[],
): Promise<void> {
  const ids = [...new Set(drafts.map((d) => d.athleteId))];
  const found = ids.length
    ? await db
        .select({ id: athletes.id, gender: athletes.gender })
        .from(athletes)
        .where(inArray(athletes.id, ids))
    : [];
  const genderOf = new Map(found.map((a) => [a.id, a.gender]));
  const seen = new Set<number>();
  const problems: string[] = [];
  drafts.forEach((draft, i) => {
    const where = `Entry ${i + 1} (athlete ${draft.athleteId})`;
    const gender = genderOf.get(draft.athleteId);
    if (seen.has(draft.athleteId)) problems.push(`${where} is listed twice.`);
    seen.add(draft.athleteId);
    if (!gender) problems.push(`${where}: no such athlete.`);
    else if ((gender === 'M') !== (game.gender === 'M')) {
      problems.push(
        `${where} is not in the ${game.gender === 'M' ? "men's" : "women's"} field of this game.`,
      );
    }
    if (!game.roundIds.includes(draft.competitionId)) {
      problems.push(`${where}: competition ${draft.competitionId} is not a round of this game.`);
    }
  });
  if (problems.length) {
    throw badRequest(
      `The startlist has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${problems[0]}`,
      {
        entries: problems,
      },
    );
  }
}
