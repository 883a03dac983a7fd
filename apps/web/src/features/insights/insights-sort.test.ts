import type { InsightAthlete } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import { sortAthletes } from './insights-sort.ts';

const athlete = (athlete_id: number, name: string, ownership: number, captaincy: number) =>
  ({ athlete_id, name, ownership, captaincy }) as InsightAthlete;

describe('sortAthletes (R2.20)', () => {
  const rows = [
    athlete(1, 'Cleo', 0.5, 0.1),
    athlete(2, 'Ana', 0.75, 0),
    athlete(3, 'Bo', 0.5, 0.4),
    athlete(4, 'Ada', 0.5, 0.1),
  ];

  it('puts the most owned first, equal ownership by captaincy, then by name', () => {
    expect(sortAthletes(rows, 'ownership').map((a) => a.athlete_id)).toEqual([2, 3, 4, 1]);
  });

  it('puts the most captained first, equal captaincy by ownership, then by name', () => {
    expect(sortAthletes(rows, 'captaincy').map((a) => a.athlete_id)).toEqual([3, 4, 1, 2]);
  });

  it('leaves the list it was given as it was', () => {
    sortAthletes(rows, 'captaincy');
    expect(rows.map((a) => a.athlete_id)).toEqual([1, 2, 3, 4]);
  });
});
