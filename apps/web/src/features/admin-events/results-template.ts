import type { GameDetail } from '@shred/contract';

/** The columns the server's CSV import reads (results-input.ts on the server), in its order. */
export const RESULT_COLUMNS = [
  {
    name: 'competition',
    required: true,
    what: 'The round: its id (listed below), or its name when no other game of the event has a round so named.',
  },
  { name: 'athlete', required: true, what: "The athlete's id or slug." },
  { name: 'place', required: true, what: 'The finishing place: a whole number from 1.' },
  { name: 'score', required: false, what: 'The judged score, e.g. 92.5; shown with the result.' },
  {
    name: 'bonuses',
    required: false,
    what: "Bonus names of the game's ruleset, e.g. bestRun;madeFinal, separated by ; or |.",
  },
] as const;

export const RESULTS_HEADER = RESULT_COLUMNS.map((c) => c.name).join(',');

/** A CSV cell: quoted when it holds a comma, quote or line break. */
export function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const csvLine = (cells: ReadonlyArray<string | number>) => cells.map(csvCell).join(',');

/**
 * A template to fill in: one line per athlete of each startlist in the round they start in,
 * place, score and bonuses left blank. Withdrawn athletes are left out: their results are refused.
 */
export function resultsTemplate(games: readonly GameDetail[]): string {
  const lines = games.flatMap((game) =>
    game.startlist
      .filter((entry) => !entry.withdrawn)
      .map((entry) => csvLine([entry.competition_id, entry.athlete.slug, '', '', ''])),
  );
  return `${[RESULTS_HEADER, ...lines].join('\n')}\n`;
}

/** A short filled-in example from the event's own rounds, athletes and bonus names when there are any. */
export function resultsExample(games: readonly GameDetail[]): string {
  const game = games.find((g) => g.startlist.some((e) => !e.withdrawn));
  const bonuses = Object.keys(game?.ruleset.bonuses ?? { bestRun: 10, madeFinal: 5 });
  const entries = game?.startlist.filter((e) => !e.withdrawn).slice(0, 3) ?? [];
  const rows =
    game && entries.length > 0
      ? entries.map((entry, i) => [
          entry.competition_id,
          entry.athlete.slug,
          i + 1,
          (92.5 - i * 6.25).toFixed(2),
          i === 0 ? bonuses.join(';') : '',
        ])
      : [
          ['Final', 'first-rider', 1, '92.50', bonuses.join(';')],
          ['Final', 'second-rider', 2, '86.25', ''],
          ['Final', 'third-rider', 3, '80.00', ''],
        ];
  return [RESULTS_HEADER, ...rows.map(csvLine)].join('\n');
}
