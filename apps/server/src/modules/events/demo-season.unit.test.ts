import { describe, expect, it } from 'vitest';
import { demoSeasonPlan } from './demo-season.ts';

const WEEK_MS = 7 * 86_400_000;

describe('demo season plan (issue 4: the demo always looks alive)', () => {
  // Any moment of the day: right after midnight, mid-day and just before midnight (UTC).
  const moments = ['2026-03-09T00:00:01Z', '2026-07-15T12:34:56Z', '2026-12-31T23:59:59Z'].map(Date.parse);

  it('places past rounds before now, live rounds after now, and upcoming windows after now', () => {
    for (const now of moments) {
      const plan = demoSeasonPlan(now);
      expect(plan.map((e) => e.phase).filter((p) => p === 'past')).toHaveLength(5);
      expect(plan.map((e) => e.phase).filter((p) => p === 'live')).toHaveLength(3);
      expect(plan.map((e) => e.phase).filter((p) => p === 'upcoming')).toHaveLength(6);
      for (const event of plan) {
        expect(event.dateFrom <= event.dateTo).toBe(true);
        event.games.forEach((_, i) => {
          const [qualifier, final] = event.roundsOf(i);
          if (!qualifier || !final) throw new Error('two rounds expected');
          const first = qualifier.startsAt.getTime();
          if (event.phase === 'past') expect(final.startsAt.getTime()).toBeLessThan(now);
          if (event.phase === 'live') {
            expect(first).toBeGreaterThan(now);
            expect(first - WEEK_MS).toBeLessThanOrEqual(now);
          }
          if (event.phase === 'upcoming') expect(first - WEEK_MS).toBeGreaterThan(now);
        });
      }
    }
  });

  it('uses every sport and gives each event 2 to 4 games', () => {
    const plan = demoSeasonPlan(moments[1] ?? 0);
    expect(new Set(plan.flatMap((e) => e.games.map((g) => g.sport))).size).toBe(7);
    expect(plan.every((e) => e.games.length >= 2 && e.games.length <= 4)).toBe(true);
    expect(new Set(plan.map((e) => e.slug)).size).toBe(14);
  });

  it('spreads the season over months either side of today, with real places and no placeholder names', () => {
    const now = moments[1] ?? 0;
    const plan = demoSeasonPlan(now);
    const months = new Set(plan.map((e) => e.dateFrom.slice(0, 7)));
    expect(months.size).toBeGreaterThanOrEqual(9);
    const days = plan.map((e) => (Date.parse(e.dateFrom) - now) / 86_400_000);
    expect(Math.min(...days)).toBeLessThan(-120);
    expect(Math.max(...days)).toBeGreaterThan(120);
    expect(new Set(plan.map((e) => e.name)).size).toBe(plan.length);
    for (const event of plan) {
      expect(event.location).toMatch(/^[A-Z][\w\s.-]+, [A-Z][\w\s]+$/);
      expect(event.name).not.toMatch(/\bevent\b/i);
    }
  });
});
