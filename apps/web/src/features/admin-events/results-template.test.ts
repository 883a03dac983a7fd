import type { GameDetail } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { csvCell, RESULTS_HEADER, resultsExample, resultsTemplate } from './results-template.ts';

const entry = (slug: string, competition: number, withdrawn = false) =>
  ({ athlete: { slug }, competition_id: competition, withdrawn }) as GameDetail['startlist'][number];

const game = (startlist: GameDetail['startlist'], bonuses: Record<string, number> = { bestRun: 10 }) =>
  ({
    competitions: [
      { id: 7, name: 'Qualifier', date: '', is_final: false },
      { id: 8, name: 'Final', date: '', is_final: true },
    ],
    ruleset: { bonuses },
    startlist,
  }) as unknown as GameDetail;

describe('results CSV template and example', () => {
  it("uses the server parser's column names", () => {
    expect(RESULTS_HEADER).toBe('competition,athlete,place,score,bonuses');
  });

  it('quotes cells that hold commas, quotes or line breaks', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(12)).toBe('12');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('lists every starter who did not withdraw in their round, places left to fill', () => {
    const games = [game([entry('kai', 7), entry('lou', 8), entry('max', 7, true)]), game([entry('zoe', 9)])];
    expect(resultsTemplate(games)).toBe(`${RESULTS_HEADER}\n7,kai,,,\n8,lou,,,\n9,zoe,,,\n`);
    expect(resultsTemplate([])).toBe(`${RESULTS_HEADER}\n`);
  });

  it("fills the example from the event's own rounds, athletes and bonuses", () => {
    const example = resultsExample([game([entry('kai', 7), entry('lou', 7)], { bestRun: 10, madeFinal: 5 })]);
    expect(example.split('\n')).toEqual([
      RESULTS_HEADER,
      '7,kai,1,92.50,bestRun;madeFinal',
      '7,lou,2,86.25,',
    ]);
  });

  it('falls back to round names and placeholder riders before any startlist exists', () => {
    expect(resultsExample([]).split('\n')[1]).toBe('Final,first-rider,1,92.50,bestRun;madeFinal');
  });
});
