import type { Athlete } from '@shred/contract';
import { describe, expect, it } from 'vitest';
import {
  invalidSeeds,
  parseSeed,
  type StartlistRow,
  sameStartlist,
  startlistBody,
  startlistCount,
} from './startlist-rows.ts';

const athlete = (id: number): Athlete => ({
  id,
  slug: `rider-${id}`,
  first_name: 'Rider',
  last_name: String(id),
  avatar: null,
  gender: 'M',
  primary_sport: { name: 'Snowboarding', slug: 'snowboarding' },
  nationality: { ioc: 'SUI' },
  aspi: 50,
  owned_instances: [],
});

const row = (id: number, overrides: Partial<StartlistRow> = {}): StartlistRow => ({
  athlete: athlete(id),
  competition_id: 7,
  seed: '',
  withdrawn: false,
  ...overrides,
});

describe('startlist rows', () => {
  it('reads seeds: blank is none, whole numbers from 1 to 1000 count, anything else does not', () => {
    expect(parseSeed('')).toBeNull();
    expect(parseSeed('  ')).toBeNull();
    expect(parseSeed(' 3 ')).toBe(3);
    expect(parseSeed('1000')).toBe(1000);
    for (const bad of ['0', '1001', '2.5', '-1', 'first', '1e2']) expect(parseSeed(bad), bad).toBeUndefined();
  });

  it('names the athletes whose seed cannot be sent', () => {
    expect(invalidSeeds([row(1, { seed: '2' }), row(2, { seed: 'x' }), row(3, { seed: '0' })])).toEqual(
      new Set([2, 3]),
    );
  });

  it('builds the PUT body in list order with rounds, seeds and withdrawals', () => {
    expect(startlistBody([row(4, { seed: '1' }), row(2, { withdrawn: true, competition_id: 8 })])).toEqual({
      entries: [
        { athlete_id: 4, competition_id: 7, seed: 1, withdrawn: false },
        { athlete_id: 2, competition_id: 8, seed: null, withdrawn: true },
      ],
    });
  });

  it('tells an unchanged list from a changed one, order included', () => {
    const list = [row(1, { seed: '1' }), row(2)];
    expect(sameStartlist(list, [row(1, { seed: ' 1' }), row(2)])).toBe(true);
    expect(sameStartlist(list, [row(2), row(1, { seed: '1' })])).toBe(false);
    expect(sameStartlist(list, [row(1, { seed: '1' }), row(2, { withdrawn: true })])).toBe(false);
    expect(sameStartlist(list, [row(1, { seed: '1' })])).toBe(false);
  });

  it('counts athletes and withdrawals', () => {
    expect(startlistCount([])).toBe('0 athletes');
    expect(startlistCount([row(1)])).toBe('1 athlete');
    expect(startlistCount([row(1), row(2, { withdrawn: true })])).toBe('2 athletes · 1 withdrawn');
  });
});
