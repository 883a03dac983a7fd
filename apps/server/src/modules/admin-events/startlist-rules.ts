import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, disciplines, sports } from '../../db/schema/index.ts';
import { badRequest } from '../../http/errors.ts';

export interface StartlistDraft {
  athleteId: number;
  competitionId: number;
  seed: number | null;
  withdrawn: boolean;
}

/** How many problems the detail spells out before counting the rest. */
const PROBLEMS_IN_DETAIL = 3;

/**
 * Refuse a startlist that names an athlete twice, an unknown athlete, an athlete of another
 * sport or of the other field (a men's game takes M, a women's W or F; GAME.md: "a startlist
 * holds athletes of the game's sport and gender only"), or a round of another game; every
 * problem is reported at once, by the entry's position and the athlete's name.
 */
export async function checkStartlist(
  db: Db,
  game: { disciplineId: number; gender: 'M' | 'W'; roundIds: readonly number[] },
  drafts: readonly StartlistDraft[],
): Promise<void> {
  const ids = [...new Set(drafts.map((d) => d.athleteId))];
  if (ids.length === 0) return;
  const [gameSport] = await db
    .select({ id: sports.id, name: sports.name })
    .from(disciplines)
    .innerJoin(sports, eq(sports.id, disciplines.sportId))
    .where(eq(disciplines.id, game.disciplineId));
  const found = await db
    .select({
      id: athletes.id,
      name: sql<string>`${athletes.firstName} || ' ' || ${athletes.lastName}`,
      gender: athletes.gender,
      sportId: athletes.primarySportId,
      sportName: sports.name,
    })
    .from(athletes)
    .innerJoin(sports, eq(sports.id, athletes.primarySportId))
    .where(inArray(athletes.id, ids));
  const byId = new Map(found.map((a) => [a.id, a]));
  const seen = new Set<number>();
  const problems: string[] = [];
  drafts.forEach((draft, i) => {
    const athlete = byId.get(draft.athleteId);
    const where = `Entry ${i + 1} (${athlete?.name ?? `athlete ${draft.athleteId}`})`;
    if (seen.has(draft.athleteId)) problems.push(`${where} is listed twice.`);
    seen.add(draft.athleteId);
    if (!athlete) problems.push(`${where}: no such athlete.`);
    else {
      if (gameSport && athlete.sportId !== gameSport.id) {
        problems.push(`${where} is a ${athlete.sportName} athlete, not ${gameSport.name}.`);
      }
      if ((athlete.gender === 'M') !== (game.gender === 'M')) {
        problems.push(
          `${where} is not in the ${game.gender === 'M' ? "men's" : "women's"} field of this game.`,
        );
      }
    }
    if (!game.roundIds.includes(draft.competitionId)) {
      problems.push(`${where}: competition ${draft.competitionId} is not a round of this game.`);
    }
  });
  if (problems.length === 0) return;
  const shown = problems.slice(0, PROBLEMS_IN_DETAIL).join(' ');
  const more = problems.length - PROBLEMS_IN_DETAIL;
  throw badRequest(
    `The startlist has ${problems.length} problem${problems.length === 1 ? '' : 's'}: ${shown}${more > 0 ? ` And ${more} more.` : ''}`,
    { entries: problems },
  );
}
