import { describe, expect, it } from 'vitest';
import { gridRange, layoutMonth, monthParam, parseMonth, shiftMonth } from './calendar-layout.ts';

const at = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h).toISOString();
const set = (id: number, from: string, to: string) => ({ id, starts_at: from, ends_at: to });
// March 2027 begins on a Monday and ends on a Wednesday.
const MARCH = { year: 2027, month: 2 };

describe('challenge calendar layout (issue 16.6, R2.83, R2.87)', () => {
  it('covers whole weeks from the Monday on or before the 1st to the Sunday after the last day', () => {
    const { first, afterLast } = gridRange(MARCH);
    expect(first).toEqual(new Date(2027, 2, 1));
    expect(afterLast).toEqual(new Date(2027, 3, 5));
    expect(layoutMonth(MARCH, [])).toHaveLength(5);
    expect(gridRange({ year: 2027, month: 3 }).first).toEqual(new Date(2027, 2, 29));
  });

  it('draws a set across the days it runs, one bar per week, its cut ends marked', () => {
    const weeks = layoutMonth(MARCH, [set(1, at(2027, 3, 4, 10), at(2027, 3, 16))]);
    expect(
      weeks.map((w) =>
        w.bars.map(({ column, span, continuesBefore, continuesAfter }) => ({
          column,
          span,
          continuesBefore,
          continuesAfter,
        })),
      ),
    ).toEqual([
      [{ column: 3, span: 4, continuesBefore: false, continuesAfter: true }],
      [{ column: 0, span: 7, continuesBefore: true, continuesAfter: true }],
      // Ending at midnight, the set does not touch the 16th.
      [{ column: 0, span: 1, continuesBefore: true, continuesAfter: false }],
      [],
      [],
    ]);
  });

  it('stacks sets at the same time in lanes, reusing a lane once its bar has ended', () => {
    const [week] = layoutMonth(MARCH, [
      set(1, at(2027, 3, 1), at(2027, 3, 3)),
      set(2, at(2027, 3, 2), at(2027, 3, 6)),
      set(3, at(2027, 3, 4), at(2027, 3, 5)),
    ]);
    expect(week?.bars.map((bar) => [bar.set.id, bar.column, bar.span, bar.lane])).toEqual([
      [1, 0, 2, 0],
      [2, 1, 4, 1],
      [3, 3, 1, 0],
    ]);
    expect(week?.lanes).toBe(2);
  });

  it('reads and moves the ?month= of the address', () => {
    expect(parseMonth('2027-03')).toEqual(MARCH);
    expect(parseMonth('2027-13')).toBeNull();
    expect(parseMonth(null)).toBeNull();
    expect(monthParam(shiftMonth(MARCH, -3))).toBe('2026-12');
    expect(monthParam(shiftMonth({ year: 2027, month: 11 }, 1))).toBe('2028-01');
  });
});
