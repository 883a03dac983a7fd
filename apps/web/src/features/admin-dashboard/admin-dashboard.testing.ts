import type { Dashboard } from '@shred/contract';

const day = (offset: number) =>
  new Date(Date.UTC(2026, 10, 28) - offset * 86_400_000).toISOString().slice(0, 10);

/** A dashboard over `days` days ending 28 Nov 2026, every series zero but for a few days. */
export function buildDashboard(days: 7 | 30 | 90 = 30, overrides: Partial<Dashboard> = {}): Dashboard {
  const points = (today: number) =>
    Array.from({ length: days }, (_, i) => ({ day: day(days - 1 - i), value: i === days - 1 ? today : 0 }));
  return {
    range: { days, from: day(days - 1), to: day(0) },
    totals: {
      players: 12_345,
      signups: 321,
      daily_active_today: 87,
      teams: 1_204,
      credits_bought: 250_000,
      credits_burned: 98_765,
      market_volume: 43_210,
    },
    series: {
      signups: points(4),
      daily_active: points(87),
      teams_entered: points(12),
      credits_bought: points(5000),
      credits_burned: points(1200),
      market_volume: points(900),
    },
    teams_per_game: [
      { game_id: 1, name: 'Men’s Slopestyle', event: 'Laax Open', teams: 640 },
      { game_id: 2, name: 'Women’s Halfpipe', event: 'Laax Open', teams: 410 },
    ],
    retention: [
      { cohort_week: '2026-11-02', size: 120, week1: 0.5, week2: 0.25, week4: null },
      { cohort_week: '2026-11-23', size: 40, week1: null, week2: null, week4: null },
    ],
    top_events: [
      { event: 'page_view', count: 52_000 },
      { event: 'team_saved', count: 1_300 },
    ],
    ...overrides,
  };
}
