import { bonusKey } from '../scoring/scoring-config.ts';
import type { EventRound, ResultWrite } from './results.queries.ts';
import type { ImportLine, RoundRef } from './results-input.ts';
import { lineKey } from './results-input.ts';

/** What an import is checked against: the event's rounds and startlists, the athletes named, stored results. */
export interface ImportContext {
  rounds: readonly EventRound[];
  startlists: ReadonlyArray<{ gameId: number; athleteId: number; competitionId: number; withdrawn: boolean }>;
  athletes: ReadonlyArray<{ id: number; slug: string; name: string }>;
  stored: ReadonlyArray<{ competitionId: number; athleteId: number; place: number }>;
}

export interface CheckedImport {
  rows: ResultWrite[];
  problems: Record<string, string[]>;
}

function describeRound(ref: RoundRef): string {
  if ('competitionId' in ref) return `competition ${ref.competitionId}`;
  if ('gameId' in ref) return `game ${ref.gameId}`;
  return `round '${ref.name}'`;
}

/**
 * Check every line against the event before anything is written (issue 4: "imports with
 * unknown athletes or duplicate places are rejected whole with a line-numbered report"):
 * the round belongs to the event, the athlete exists and is on that game's startlist (and
 * did not withdraw), every bonus is one of the game's ruleset, and within a round no athlete
 * appears twice and no place is given twice — counting the round's stored results that this
 * import does not replace.
 */
export function checkImport(lines: readonly ImportLine[], context: ImportContext): CheckedImport {
  const problems: Record<string, string[]> = {};
  const report = (line: number, message: string) => {
    problems[lineKey(line)] = [...(problems[lineKey(line)] ?? []), message];
  };
  const roundById = new Map(context.rounds.map((r) => [r.id, r]));
  const gameIds = new Set(context.rounds.map((r) => r.gameId));
  const athleteById = new Map(context.athletes.map((a) => [a.id, a]));
  const athleteBySlug = new Map(context.athletes.map((a) => [a.slug, a]));
  const entry = new Map(context.startlists.map((s) => [`${s.gameId}:${s.athleteId}`, s]));
  const rows: Array<ResultWrite & { line: number }> = [];

  for (const line of lines) {
    const athlete =
      'id' in line.athlete ? athleteById.get(line.athlete.id) : athleteBySlug.get(line.athlete.slug);
    if (!athlete)
      report(line.line, `Unknown athlete '${'id' in line.athlete ? line.athlete.id : line.athlete.slug}'.`);
    let round: EventRound | undefined;
    const ref = line.round;
    if ('competitionId' in ref) round = roundById.get(ref.competitionId);
    else if ('name' in ref) {
      const named = context.rounds.filter((r) => r.name.toLowerCase() === ref.name.toLowerCase());
      if (named.length > 1) {
        report(line.line, `Several games of this event have a round '${ref.name}': give its competition id.`);
        continue;
      }
      round = named[0];
    } else if (gameIds.has(ref.gameId) && athlete) {
      // A game means the athlete's own round on that game's startlist.
      round = roundById.get(entry.get(`${ref.gameId}:${athlete.id}`)?.competitionId ?? 0);
      if (!round) report(line.line, `${athlete.name} is not on the startlist of game ${ref.gameId}.`);
      if (!round) continue;
    }
    if (!round) {
      if (!('gameId' in ref) || !gameIds.has(ref.gameId)) {
        report(line.line, `Unknown ${describeRound(ref)}: it is not part of this event.`);
      }
      continue;
    }
    if (!athlete) continue;
    const listed = entry.get(`${round.gameId}:${athlete.id}`);
    if (!listed) {
      report(line.line, `${athlete.name} is not on the startlist of ${round.gameName}.`);
      continue;
    }
    if (listed.withdrawn) report(line.line, `${athlete.name} withdrew from ${round.gameName}.`);
    const bonuses = line.bonuses.map((name) => {
      const key = bonusKey(name, { bonuses: round.bonuses });
      if (!key) {
        report(
          line.line,
          `Unknown bonus '${name}': ${round.gameName} has ${Object.keys(round.bonuses).join(', ') || 'none'}.`,
        );
      }
      return key ?? name;
    });
    rows.push({
      line: line.line,
      competitionId: round.id,
      athleteId: athlete.id,
      place: line.place,
      score: line.score,
      bonuses,
    });
  }

  const athleteLine = new Map<string, number>();
  const placeLine = new Map<string, number>();
  for (const row of rows) {
    const athleteSlot = `${row.competitionId}:${row.athleteId}`;
    const placeSlot = `${row.competitionId}:${row.place}`;
    const round = roundById.get(row.competitionId)?.name ?? row.competitionId;
    const twice = athleteLine.get(athleteSlot);
    if (twice !== undefined)
      report(row.line, `This athlete already has a result in ${round} on line ${twice}.`);
    else athleteLine.set(athleteSlot, row.line);
    const taken = placeLine.get(placeSlot);
    if (taken !== undefined)
      report(row.line, `Place ${row.place} in ${round} is already given on line ${taken}.`);
    else placeLine.set(placeSlot, row.line);
  }
  for (const stored of context.stored) {
    if (athleteLine.has(`${stored.competitionId}:${stored.athleteId}`)) continue;
    const line = placeLine.get(`${stored.competitionId}:${stored.place}`);
    if (line === undefined) continue;
    const holder = athleteById.get(stored.athleteId)?.name ?? `athlete ${stored.athleteId}`;
    report(
      line,
      `Place ${rows.find((r) => r.line === line)?.place} is already held by ${holder} in the stored results: include their corrected place in this import.`,
    );
  }
  return { rows: rows.map(({ line: _line, ...row }) => row), problems };
}
