import type { Dashboard, DashboardPoint } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import {
  countPlayers,
  dashboardRange,
  dashboardSeries,
  retention,
  teamsPerGame,
  topEvents,
} from './dashboard.queries.ts';

const total = (points: DashboardPoint[]) => points.reduce((sum, point) => sum + point.value, 0);

/** The dashboard over the last `days` days; its parts are independent reads, run side by side. */
export async function readDashboard(db: Db, days: number, now: number): Promise<Dashboard> {
  const range = dashboardRange(days, now);
  const [series, players, games, cohorts, events] = await Promise.all([
    dashboardSeries(db, range),
    countPlayers(db),
    teamsPerGame(db, now),
    retention(db, range),
    topEvents(db, range),
  ]);
  return {
    range,
    totals: {
      players,
      signups: total(series.signups),
      daily_active_today: series.daily_active.at(-1)?.value ?? 0,
      teams: total(series.teams_entered),
      credits_bought: total(series.credits_bought),
      credits_burned: total(series.credits_burned),
      market_volume: total(series.market_volume),
    },
    series,
    teams_per_game: games,
    retention: cohorts,
    top_events: events,
  };
}
