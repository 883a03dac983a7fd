import type { ResultRow } from '@shred/contract';

/** Which round a line is about: a competition id, a game (the athlete's round in it), or a round name. */
export type RoundRef = { competitionId: number } | { gameId: number } | { name: string };
export type AthleteRef = { id: number } | { slug: string };

/** One result of an import, numbered as the staff member sees it (CSV file line, or JSON row). */
export interface ImportLine {
  line: number;
  round: RoundRef;
  athlete: AthleteRef;
  place: number;
  score: number | null;
  bonuses: string[];
}

export interface ParsedImport {
  lines: ImportLine[];
  /** 'line 3' → what is wrong with it. */
  problems: Record<string, string[]>;
}

export const lineKey = (line: number): string => `line ${line}`;

function addProblem(problems: Record<string, string[]>, line: number, message: string): void {
  const key = lineKey(line);
  problems[key] = [...(problems[key] ?? []), message];
}

const WHOLE = /^\d+$/;

const athleteRef = (value: string | number): AthleteRef =>
  typeof value === 'number' || WHOLE.test(value)
    ? { id: Number(value) }
    : { slug: value.trim().toLowerCase() };

/** JSON rows: each names a round (competition_id or game_id) and an athlete (athlete_id or athlete). */
export function parseJsonRows(rows: readonly ResultRow[]): ParsedImport {
  const lines: ImportLine[] = [];
  const problems: Record<string, string[]> = {};
  rows.forEach((row, index) => {
    const line = index + 1;
    const round: RoundRef | null =
      row.competition_id !== undefined
        ? { competitionId: row.competition_id }
        : row.game_id !== undefined
          ? { gameId: row.game_id }
          : null;
    const athleteValue = row.athlete_id ?? row.athlete;
    if (!round) addProblem(problems, line, 'Give competition_id (the round) or game_id.');
    if (row.competition_id !== undefined && row.game_id !== undefined) {
      addProblem(problems, line, 'Give competition_id or game_id, not both.');
    }
    if (athleteValue === undefined) addProblem(problems, line, 'Give athlete_id or athlete (slug or id).');
    if (!round || athleteValue === undefined) return;
    lines.push({
      line,
      round,
      athlete: athleteRef(athleteValue),
      place: row.place,
      score: row.score ?? null,
      bonuses: row.bonuses ?? [],
    });
  });
  return { lines, problems };
}

/** One CSV record: commas separate cells, double quotes enclose cells ("" is a quote). */
function splitCsvLine(text: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

const COLUMNS = ['competition', 'athlete', 'place', 'score', 'bonuses'] as const;
const REQUIRED = ['competition', 'athlete', 'place'] as const;

/** One CSV data line as an import line, or null after reporting what is wrong with it. */
function parseCsvRecord(
  cells: string[] | null,
  header: readonly string[],
  line: number,
  problems: Record<string, string[]>,
): ImportLine | null {
  if (!cells) {
    addProblem(problems, line, 'A quoted cell is not closed on this line.');
    return null;
  }
  if (cells.length > header.length) {
    addProblem(problems, line, `This line has ${cells.length} cells; the header names ${header.length}.`);
    return null;
  }
  const column = (name: (typeof COLUMNS)[number]) => cells[header.indexOf(name)] ?? '';
  const competition = column('competition');
  const athlete = column('athlete');
  const placeText = column('place');
  const scoreText = column('score');
  if (competition === '') addProblem(problems, line, 'Give the competition (its id or round name).');
  if (athlete === '') addProblem(problems, line, 'Give the athlete (id or slug).');
  const place = Number(placeText);
  if (!WHOLE.test(placeText) || place < 1 || place > 10_000) {
    addProblem(problems, line, `The place must be a whole number from 1 to 10000, not '${placeText}'.`);
  }
  const score = scoreText === '' ? null : Number(scoreText);
  if (score !== null && (!Number.isFinite(score) || Math.abs(score) > 1_000_000)) {
    addProblem(problems, line, `The score must be a number, not '${scoreText}'.`);
  }
  if (problems[lineKey(line)]) return null;
  return {
    line,
    round: WHOLE.test(competition) ? { competitionId: Number(competition) } : { name: competition },
    athlete: athleteRef(athlete),
    place,
    score,
    bonuses: column('bonuses')
      .split(/[;|,]/)
      .map((b) => b.trim())
      .filter((b) => b !== ''),
  };
}

/**
 * CSV text with a header row naming its columns (competition, athlete, place, and optionally
 * score and bonuses, in any order). `competition` is a competition id or the name of one round
 * of the event; `athlete` an id or slug; bonuses are separated by `;`, `|` or (quoted) `,`.
 * Line numbers are those of the file: the header is line 1.
 */
export function parseCsv(text: string): ParsedImport {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const problems: Record<string, string[]> = {};
  const lines: ImportLine[] = [];
  const headerIndex = rows.findIndex((row) => row.trim() !== '');
  const header = splitCsvLine(rows[headerIndex] ?? '')?.map((h) => h.toLowerCase()) ?? [];
  const missing = REQUIRED.filter((name) => !header.includes(name));
  const unknown = header.filter((name) => !(COLUMNS as readonly string[]).includes(name));
  if (headerIndex < 0 || missing.length > 0 || unknown.length > 0) {
    addProblem(
      problems,
      Math.max(headerIndex, 0) + 1,
      `The header must name the columns ${COLUMNS.join(',')} (score and bonuses may be left out)${missing.length ? `; missing: ${missing.join(', ')}` : ''}${unknown.length ? `; unknown: ${unknown.join(', ')}` : ''}.`,
    );
    return { lines, problems };
  }
  for (const [index, raw] of rows.entries()) {
    const line = index + 1;
    if (index <= headerIndex || raw.trim() === '') continue;
    const record = parseCsvRecord(splitCsvLine(raw), header, line, problems);
    if (record) lines.push(record);
  }
  if (lines.length === 0 && Object.keys(problems).length === 0) {
    addProblem(problems, headerIndex + 1, 'The file holds a header but no results.');
  }
  return { lines, problems };
}
