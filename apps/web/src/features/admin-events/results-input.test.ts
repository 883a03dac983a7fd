import { describe, expect, it } from 'vitest';
import { formatOfFile, isLineReport, prepareImport, reportEntries } from './results-input.ts';

describe('preparing a results import', () => {
  it('sends CSV as it is, for the server to check line by line', () => {
    const csv = 'competition,athlete,place\n12,kai,1\n';
    expect(prepareImport('csv', csv)).toEqual({ ok: true, body: { csv } });
  });

  it('refuses an empty box without sending', () => {
    expect(prepareImport('csv', '  \n')).toEqual({
      ok: false,
      report: { 'line 1': ['Paste results or choose a file first.'] },
    });
  });

  it('takes JSON as a bare list or as {results}, checked by the contract row schema', () => {
    const rows = [{ competition_id: 12, athlete: 'kai', place: 1, score: 90.5, bonuses: ['bestRun'] }];
    expect(prepareImport('json', JSON.stringify(rows))).toEqual({ ok: true, body: { results: rows } });
    expect(prepareImport('json', JSON.stringify({ results: rows }))).toEqual({
      ok: true,
      body: { results: rows },
    });
  });

  it('numbers JSON problems by row, naming the field', () => {
    const prepared = prepareImport(
      'json',
      JSON.stringify([
        { competition_id: 12, athlete: 'kai', place: 1 },
        { competition_id: 12, athlete: 'lou' },
        { competition_id: 12, athlete: 'max', place: 0, extra: true },
      ]),
    );
    expect(prepared.ok).toBe(false);
    if (prepared.ok) return;
    expect(Object.keys(prepared.report)).toEqual(['line 2', 'line 3']);
    expect(prepared.report['line 2']?.[0]).toMatch(/^place: /);
    expect(prepared.report['line 3']?.length).toBe(2);
  });

  it('says what is wrong with JSON that is not a list of results', () => {
    const broken = prepareImport('json', '{"results": [');
    expect(!broken.ok && broken.report['line 1']?.[0]).toMatch(/^This is not valid JSON: /);
    expect(prepareImport('json', '{"rows": []}')).toEqual({
      ok: false,
      report: { 'line 1': ['Give a list of results, or {"results": [...]}.'] },
    });
    expect(prepareImport('json', '[]')).toEqual({
      ok: false,
      report: { 'line 1': ['The list holds no results.'] },
    });
  });
});

describe('the import report', () => {
  it('lists lines in file order and keeps messages for the whole import apart', () => {
    expect(
      reportEntries({ 'line 12': ['b'], 'line 3': ['a', 'a2'], feed: ['unreachable'] }).map((e) => [
        e.line,
        e.messages,
      ]),
    ).toEqual([
      [null, ['unreachable']],
      [3, ['a', 'a2']],
      [12, ['b']],
    ]);
  });

  it("turns the server's request-check keys for JSON rows into row numbers", () => {
    expect(reportEntries({ 'results.1.place': ['Too small'], 'line 2': ['Unknown athlete'] })).toEqual([
      { key: 'line 2', line: 2, messages: ['place: Too small', 'Unknown athlete'] },
    ]);
  });

  it('tells an import report from other field errors', () => {
    expect(isLineReport({ 'line 3': ['x'] })).toBe(true);
    expect(isLineReport({ 'results.0.place': ['x'], feed: ['y'] })).toBe(true);
    expect(isLineReport({ slug: ['x'] })).toBe(false);
    expect(isLineReport({})).toBe(false);
  });

  it('reads a chosen file as JSON by its name or type, else as CSV', () => {
    expect(formatOfFile({ name: 'results.JSON', type: '' })).toBe('json');
    expect(formatOfFile({ name: 'feed', type: 'application/json' })).toBe('json');
    expect(formatOfFile({ name: 'results.csv', type: 'text/csv' })).toBe('csv');
    expect(formatOfFile({ name: 'results.txt', type: 'text/plain' })).toBe('csv');
  });
});
