import type { Athlete, GameDetail, StartlistBody } from '@shred/contract';

/** One athlete on the startlist being edited; the seed as typed, so a half-typed one can show its error. */
export interface StartlistRow {
  athlete: Athlete;
  competition_id: number;
  seed: string;
  withdrawn: boolean;
}

/** The contract's limits on a startlist and a seed. */
export const STARTLIST_MAX = 200;
const SEED_MAX = 1000;

export const rowsFrom = (startlist: GameDetail['startlist']): StartlistRow[] =>
  startlist.map((entry) => ({
    athlete: entry.athlete,
    competition_id: entry.competition_id,
    seed: entry.seed === null ? '' : String(entry.seed),
    withdrawn: entry.withdrawn,
  }));

/** A seed as typed: blank is no seed; otherwise a whole number from 1 to 1000, else undefined. */
export function parseSeed(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const seed = Number(trimmed);
  return seed >= 1 && seed <= SEED_MAX ? seed : undefined;
}

export const SEED_MESSAGE = `A seed is a whole number from 1 to ${SEED_MAX}, or blank.`;

/** The rows whose seed cannot be sent, by athlete id. */
export const invalidSeeds = (rows: readonly StartlistRow[]): Set<number> =>
  new Set(rows.filter((row) => parseSeed(row.seed) === undefined).map((row) => row.athlete.id));

/** PUT admin/games/{id}/startlist/ body; call it once invalidSeeds is empty. */
export const startlistBody = (rows: readonly StartlistRow[]): StartlistBody => ({
  entries: rows.map((row) => ({
    athlete_id: row.athlete.id,
    competition_id: row.competition_id,
    seed: parseSeed(row.seed) ?? null,
    withdrawn: row.withdrawn,
  })),
});

/** True when both lists hold the same athletes in the same order with the same settings. */
export function sameStartlist(a: readonly StartlistRow[], b: readonly StartlistRow[]): boolean {
  const key = (rows: readonly StartlistRow[]) =>
    JSON.stringify(rows.map((r) => [r.athlete.id, r.competition_id, r.seed.trim(), r.withdrawn]));
  return key(a) === key(b);
}

/** '24 athletes · 2 withdrawn'. */
export function startlistCount(rows: readonly StartlistRow[]): string {
  const withdrawn = rows.filter((r) => r.withdrawn).length;
  const athletes = rows.length === 1 ? '1 athlete' : `${rows.length} athletes`;
  return withdrawn > 0 ? `${athletes} · ${withdrawn} withdrawn` : athletes;
}

export const athleteName = (athlete: Pick<Athlete, 'first_name' | 'last_name'>): string =>
  `${athlete.first_name} ${athlete.last_name}`.trim();
