import type { MarketBot, MarketStats } from '@shred/contract';

/** Thirty days ending on 2026-11-28, with sales on two of them. */
export function buildMarketStats(overrides: Partial<MarketStats> = {}): MarketStats {
  const days = Array.from({ length: 30 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 28 - 29 + i)).toISOString().slice(0, 10);
    return { day, sales: 0, volume: 0, fees: 0 };
  });
  days[27] = { ...(days[27] ?? { day: '' }), sales: 2, volume: 300, fees: 15 };
  days[29] = { ...(days[29] ?? { day: '' }), sales: 1, volume: 1240, fees: 62 };
  return {
    active_listings: 25,
    house_active_listings: 10,
    sales: 49,
    volume: 12_345,
    fees_burned: 598,
    days,
    ...overrides,
  };
}

/** The bot switched on, with nothing listed yet. */
export function buildMarketBot(overrides: Partial<MarketBot> = {}): MarketBot {
  return {
    enabled: true,
    budget: 1500,
    percent_of_reference: 110,
    max_active: 12,
    duration_days: 3,
    tiers: ['common', 'rare'],
    sports: [],
    active_listings: 0,
    active_value: 0,
    sold: 0,
    revenue: 0,
    last_run_at: null,
    listings: [],
    ...overrides,
  };
}
