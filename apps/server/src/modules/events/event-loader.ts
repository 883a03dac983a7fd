import type { SportEvent } from '@shred/contract';
import { presentEvent, type TeamMode } from './events.presenter.ts';
import type { EventQueries, EventRow } from './events.queries.ts';

/**
 * Whole events (sports, games, competitions, the viewer's teams) for a list of event rows, in
 * five queries whatever the number of events, keeping the rows' order.
 */
export async function loadEvents(
  queries: EventQueries,
  rows: readonly EventRow[],
  viewerId: number | null,
  mode: TeamMode,
): Promise<SportEvent[]> {
  const eventIds = rows.map((e) => e.id);
  const [sports, games] = await Promise.all([queries.sportsOf(eventIds), queries.gamesOf(eventIds)]);
  const gameIds = games.map((g) => g.id);
  const [competitions, teams] = await Promise.all([
    queries.competitionsOf(gameIds),
    queries.viewerTeams(viewerId, gameIds),
  ]);
  return rows.map((event) => presentEvent(event, { sports, games, competitions, teams }, mode));
}
