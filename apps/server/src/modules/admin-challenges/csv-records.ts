/** One CSV record and the file line it starts on (a quoted cell may run over several lines). */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export interface CsvParse {
  records: CsvRecord[];
  /** The line of a quoted cell left open at the end of the text, if any. */
  unclosedAt: number | null;
}

/**
 * RFC 4180 records: commas separate cells, double quotes enclose cells that hold commas, quotes
 * ("" is one quote) or line breaks. Cells are trimmed; blank lines are skipped. Line numbers are
 * those of the text as written, the first line being 1.
 */
export function parseCsvRecords(text: string): CsvParse {
  const records: CsvRecord[] = [];
  const source = text.replace(/^\uFEFF/, '');
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let wasQuoted = false;
  let line = 1;
  let recordLine = 1;
  let quoteLine = 1;

  const endCell = () => {
    cells.push(wasQuoted ? cell : cell.trim());
    cell = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endCell();
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
  };

  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        if (char === '\n' || (char === '\r' && source[i + 1] !== '\n')) line++;
        cell += char;
      }
      continue;
    }
    if (char === '"' && cell.trim() === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
      quoteLine = line;
      cell = '';
    } else if (char === ',') {
      endCell();
    } else if (char === '\r' || char === '\n') {
      if (char === '\r' && source[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else if (!wasQuoted || char.trim() !== '') {
      // Text after a closing quote belongs to the cell only when it is not space.
      cell += char;
    }
  }
  if (quoted) return { records, unclosedAt: quoteLine };
  endRecord();
  return { records, unclosedAt: null };
}
