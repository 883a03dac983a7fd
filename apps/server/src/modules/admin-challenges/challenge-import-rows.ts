import {
  CHALLENGE_IMPORT_COLUMNS,
  CHALLENGE_IMPORT_MAX_ROWS,
  CHALLENGE_IMPORT_OPTIONAL,
  type ChallengeCreateBody,
  type ChallengeImportColumn,
  challengeCreateBodySchema,
  challengeSetCreateBodySchema,
  SET_DATES_MESSAGE,
} from '@shred/contract';
import { z } from 'zod';
import { parseCsvRecords } from './csv-records.ts';

/** One challenge of an import, with the set it belongs to, numbered as the staff member sees it. */
export interface ImportRow {
  line: number;
  set: { name: string; description: string; starts_at: string; ends_at: string };
  challenge: Omit<ChallengeCreateBody, 'set_id' | 'position'>;
}

export interface ParsedImport {
  rows: ImportRow[];
  /** 'line 3' → what is wrong with it; 'content' for the file as a whole. */
  problems: Record<string, string[]>;
}

export const lineKey = (line: number): string => `line ${line}`;

export function addProblem(problems: Record<string, string[]>, key: string, message: string): void {
  problems[key] = [...(problems[key] ?? []), message];
}

const setFields = challengeSetCreateBodySchema.shape;
const challengeFields = challengeCreateBodySchema.shape;

/** Counts written as text in a CSV cell; anything else goes on as it is, for the schema to name. */
const count = (field: z.ZodType) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    return /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
  }, field);

/** A row as written: the columns of CHALLENGE_IMPORT_COLUMNS, checked by the contract's own fields. */
const importRowSchema = z
  .object({
    set_name: setFields.name,
    set_description: setFields.description,
    set_starts_at: setFields.starts_at,
    set_ends_at: setFields.ends_at,
    name: challengeFields.name,
    description: challengeFields.description,
    condition: challengeFields.condition,
    target: count(challengeFields.target),
    reward_kind: challengeFields.reward_kind,
    reward_amount: count(challengeFields.reward_amount),
    reward_card_tier: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      challengeFields.reward_card_tier,
    ),
  })
  .superRefine((row, ctx) => {
    if (Date.parse(row.set_starts_at) >= Date.parse(row.set_ends_at)) {
      ctx.addIssue({ code: 'custom', message: SET_DATES_MESSAGE, path: ['set_ends_at'] });
    }
    // The contract's whole-challenge reward rule, on this row's columns.
    const reward = challengeCreateBodySchema.safeParse({
      set_id: 1,
      name: row.name,
      condition: row.condition,
      target: row.target,
      reward_kind: row.reward_kind,
      reward_amount: row.reward_amount,
      reward_card_tier: row.reward_card_tier,
    });
    for (const issue of reward.success ? [] : reward.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });

type RowInput = Partial<Record<ChallengeImportColumn, unknown>>;

/** Missing text columns read as blank, so the report says what the column needs rather than its type. */
function withBlanks(row: RowInput): RowInput {
  const filled: RowInput = { ...row };
  for (const column of CHALLENGE_IMPORT_COLUMNS) {
    if (filled[column] === undefined || filled[column] === null) {
      filled[column] =
        column === 'reward_card_tier' || column === 'target' || column === 'reward_amount' ? undefined : '';
    }
  }
  return filled;
}

function checkRow(input: RowInput, line: number, problems: Record<string, string[]>): ImportRow | null {
  const parsed = importRowSchema.safeParse(withBlanks(input));
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const message = issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message;
      if (seen.has(message)) continue;
      seen.add(message);
      addProblem(problems, lineKey(line), message);
    }
    return null;
  }
  const row = parsed.data;
  return {
    line,
    set: {
      name: row.set_name,
      description: row.set_description,
      starts_at: new Date(row.set_starts_at).toISOString(),
      ends_at: new Date(row.set_ends_at).toISOString(),
    },
    challenge: {
      name: row.name,
      description: row.description,
      condition: row.condition,
      target: row.target as number,
      reward_kind: row.reward_kind,
      reward_amount: row.reward_amount as number,
      reward_card_tier: row.reward_card_tier,
    },
  };
}

const REQUIRED = CHALLENGE_IMPORT_COLUMNS.filter((c) => !CHALLENGE_IMPORT_OPTIONAL.includes(c));

/** CSV with a header row naming its columns in any order; the header is line 1 of the report. */
export function parseCsvImport(text: string): ParsedImport {
  const problems: Record<string, string[]> = {};
  const rows: ImportRow[] = [];
  const { records, unclosedAt } = parseCsvRecords(text);
  if (unclosedAt !== null) {
    addProblem(problems, lineKey(unclosedAt), 'A quoted cell opens on this line and is never closed.');
    return { rows, problems };
  }
  const [headerRecord, ...data] = records;
  if (!headerRecord) {
    addProblem(problems, 'content', 'The file is empty: give a header row and one row per challenge.');
    return { rows, problems };
  }
  const header = headerRecord.cells.map((cell) => cell.toLowerCase());
  const known = CHALLENGE_IMPORT_COLUMNS as readonly string[];
  const missing = REQUIRED.filter((column) => !header.includes(column));
  const unknown = header.filter((column) => !known.includes(column));
  const repeated = header.filter((column, index) => header.indexOf(column) !== index);
  if (missing.length || unknown.length || repeated.length) {
    const parts = [
      missing.length ? `missing: ${missing.join(', ')}` : '',
      unknown.length ? `unknown: ${unknown.join(', ')}` : '',
      repeated.length ? `named twice: ${[...new Set(repeated)].join(', ')}` : '',
    ].filter(Boolean);
    addProblem(
      problems,
      lineKey(headerRecord.line),
      `The header must name the columns ${CHALLENGE_IMPORT_COLUMNS.join(',')} (${CHALLENGE_IMPORT_OPTIONAL.join(', ')} may be left out); ${parts.join('; ')}.`,
    );
    return { rows, problems };
  }
  if (data.length === 0) {
    addProblem(problems, lineKey(headerRecord.line), 'The file holds a header but no challenges.');
    return { rows, problems };
  }
  for (const [index, record] of data.entries()) {
    if (index >= CHALLENGE_IMPORT_MAX_ROWS) {
      addProblem(
        problems,
        lineKey(record.line),
        `Import at most ${CHALLENGE_IMPORT_MAX_ROWS} challenges at a time.`,
      );
      break;
    }
    if (record.cells.length > header.length) {
      addProblem(
        problems,
        lineKey(record.line),
        `This row has ${record.cells.length} cells; the header names ${header.length}. Quote cells that hold commas.`,
      );
      continue;
    }
    const input = Object.fromEntries(header.map((column, i) => [column, record.cells[i] ?? ''])) as RowInput;
    const row = checkRow(input, record.line, problems);
    if (row) rows.push(row);
  }
  return { rows, problems };
}

/** JSON: an array of objects keyed by the columns, or `{rows: [...]}`; row 1 is the first object. */
export function parseJsonImport(text: string): ParsedImport {
  const problems: Record<string, string[]> = {};
  const rows: ImportRow[] = [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    addProblem(problems, 'content', `This is not valid JSON: ${(error as Error).message}`);
    return { rows, problems };
  }
  const list = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && Array.isArray((data as { rows?: unknown }).rows)
      ? (data as { rows: unknown[] }).rows
      : null;
  if (!list) {
    addProblem(problems, 'content', 'Give a list of challenges, or {"rows": [...]}.');
    return { rows, problems };
  }
  if (list.length === 0) {
    addProblem(problems, 'content', 'The list holds no challenges.');
    return { rows, problems };
  }
  if (list.length > CHALLENGE_IMPORT_MAX_ROWS) {
    addProblem(problems, 'content', `Import at most ${CHALLENGE_IMPORT_MAX_ROWS} challenges at a time.`);
    return { rows, problems };
  }
  const known = CHALLENGE_IMPORT_COLUMNS as readonly string[];
  list.forEach((item, index) => {
    const line = index + 1;
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      addProblem(problems, lineKey(line), 'Each row is an object of the import columns.');
      return;
    }
    const unknown = Object.keys(item).filter((key) => !known.includes(key));
    if (unknown.length > 0) addProblem(problems, lineKey(line), `Unknown column: ${unknown.join(', ')}.`);
    const row = checkRow(item as RowInput, line, problems);
    if (row && unknown.length === 0) rows.push(row);
  });
  return { rows, problems };
}
