import { describe, expect, it } from 'vitest';
import { parseCsvRecords } from './csv-records.ts';

describe('CSV records of a challenge import (issue 16.6, R2.82)', () => {
  it('splits on commas outside quotes, reads "" as a quote and trims unquoted cells', () => {
    expect(parseCsvRecords('a, b ,"c, d","say ""hi"""\n')).toEqual({
      records: [{ line: 1, cells: ['a', 'b', 'c, d', 'say "hi"'] }],
      unclosedAt: null,
    });
  });

  it('numbers records by the line they start on, across blank lines, CRLF and quoted line breaks', () => {
    const { records } = parseCsvRecords('\uFEFFh1,h2\r\n\r\n"two\nlines",x\nlast,y');
    expect(records).toEqual([
      { line: 1, cells: ['h1', 'h2'] },
      { line: 3, cells: ['two\nlines', 'x'] },
      { line: 5, cells: ['last', 'y'] },
    ]);
  });

  it('keeps empty cells and reports a quote left open with its line', () => {
    expect(parseCsvRecords('a,,c,').records).toEqual([{ line: 1, cells: ['a', '', 'c', ''] }]);
    expect(parseCsvRecords('a,b\n"open,c\nmore').unclosedAt).toBe(2);
  });
});
