import {
  RESULTS_CSV_MAX_CHARS,
  RESULTS_IMPORT_MAX_ROWS,
  type ResultRow,
  type ResultsImportBody,
  resultRowSchema,
} from '@shred/contract';
import { formatCount } from '@shred/game';

export type ResultsFormat = 'csv' | 'json';

/** 'line 3' → what is wrong with it: the shape of the server's import report. */
export type LineReport = Record<string, readonly string[]>;

export type PreparedImport = { ok: true; body: ResultsImportBody } | { ok: false; report: LineReport };

const LINE_KEY = /^line (\d+)$/;

const at = (line: number, message: string): LineReport => ({ [`line ${line}`]: [message] });

/** The rows of pasted JSON: a bare array, or the import body's `{results: [...]}`. */
function jsonRows(data: unknown): unknown[] | null {
  if (Array.isArray(data)) return data;
  if (typeof data === 'object' && data !== null && Array.isArray((data as { results?: unknown }).results)) {
    return (data as { results: unknown[] }).results;
  }
  return null;
}

/**
 * Check pasted JSON against the contract's result row before sending, so a typo is reported
 * by row like the server's own report; CSV goes to the server as it is, which reports it.
 */
export function prepareImport(format: ResultsFormat, text: string): PreparedImport {
  if (text.trim() === '') return { ok: false, report: at(1, 'Paste results or choose a file first.') };
  if (text.length > RESULTS_CSV_MAX_CHARS) {
    return {
      ok: false,
      report: at(1, `Import at most ${formatCount(RESULTS_CSV_MAX_CHARS)} characters at a time.`),
    };
  }
  if (format === 'csv') return { ok: true, body: { csv: text } };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return { ok: false, report: at(1, `This is not valid JSON: ${(error as Error).message}`) };
  }
  const rows = jsonRows(data);
  if (!rows) return { ok: false, report: at(1, 'Give a list of results, or {"results": [...]}.') };
  if (rows.length === 0) return { ok: false, report: at(1, 'The list holds no results.') };
  if (rows.length > RESULTS_IMPORT_MAX_ROWS) {
    return { ok: false, report: at(1, `Import at most ${RESULTS_IMPORT_MAX_ROWS} results at a time.`) };
  }
  const report: Record<string, string[]> = {};
  const results: ResultRow[] = [];
  rows.forEach((row, index) => {
    const parsed = resultRowSchema.safeParse(row);
    if (parsed.success) results.push(parsed.data);
    else {
      report[`line ${index + 1}`] = parsed.error.issues.map((issue) =>
        issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
      );
    }
  });
  return Object.keys(report).length > 0 ? { ok: false, report } : { ok: true, body: { results } };
}

export interface ReportEntry {
  key: string;
  /** The line (CSV) or row (JSON) number; null for a problem with the whole import. */
  line: number | null;
  messages: readonly string[];
}

/**
 * The report as a list in file order. The server keys lines 'line 3'; its request checks key
 * JSON rows 'results.2.place', which are turned into the same line numbers.
 */
export function reportEntries(report: LineReport): ReportEntry[] {
  const merged = new Map<string, ReportEntry>();
  for (const [key, messages] of Object.entries(report)) {
    const row = /^results\.(\d+)(?:\.(.+))?$/.exec(key);
    const lineKey = row ? `line ${Number(row[1]) + 1}` : key;
    const texts = row?.[2] ? messages.map((m) => `${row[2]}: ${m}`) : messages;
    const existing = merged.get(lineKey);
    const number = LINE_KEY.exec(lineKey)?.[1];
    merged.set(lineKey, {
      key: lineKey,
      line: number === undefined ? null : Number(number),
      messages: [...(existing?.messages ?? []), ...texts],
    });
  }
  return [...merged.values()].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/** True when an error body's fields are an import report (every key names a line, a row or the feed). */
export function isLineReport(fields: LineReport): boolean {
  const keys = Object.keys(fields);
  return (
    keys.length > 0 && keys.every((key) => LINE_KEY.test(key) || /^results\.\d+/.test(key) || key === 'feed')
  );
}

/** The format a chosen file is in, by its name or type. */
export function formatOfFile(file: Pick<File, 'name' | 'type'>): ResultsFormat {
  return /\.json$/i.test(file.name) || file.type.includes('json') ? 'json' : 'csv';
}
