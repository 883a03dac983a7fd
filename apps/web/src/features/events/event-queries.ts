import type { EventPhase, SportEventPage } from '@shred/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import type { PlayArea } from './event-links.ts';

/** What one calendar list shows; each filter is its own cached list. */
export interface CalendarFilter {
  status: EventPhase;
  /** A sport slug, or null for every sport. */
  sport: string | null;
  season?: string | undefined;
  pageSize: number;
}

/**
 * The viewer's teams in events and games differ per mode, so the mode is part of every key;
 * `invalidateQueries({ queryKey: eventKeys.all })` refreshes all of them after a team changes.
 */
export const eventKeys = {
  all: ['events'] as const,
  calendar: (area: PlayArea, filter: CalendarFilter) => [...eventKeys.all, area, 'calendar', filter] as const,
  detail: (area: PlayArea, slug: string) => [...eventKeys.all, area, 'detail', slug] as const,
  game: (area: PlayArea, gameId: number) => [...eventKeys.all, area, 'game', gameId] as const,
};

/** The next page number, or undefined once every event of the list is loaded. */
export function nextCalendarPage(pages: readonly SportEventPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.results.length, 0);
  const last = pages.at(-1);
  if (!last || last.results.length === 0 || loaded >= last.count) return undefined;
  return pages.length + 1;
}

/** GET events/?status=…: one calendar tab, page by page ('Load more'). */
export function useEventCalendarQuery(area: PlayArea, filter: CalendarFilter) {
  return useInfiniteQuery({
    queryKey: eventKeys.calendar(area, filter),
    queryFn: ({ pageParam, signal }) =>
      call('eventCalendar', {
        query: {
          status: filter.status,
          page: pageParam,
          page_size: filter.pageSize,
          game_mode: area,
          ...(filter.sport ? { sport: filter.sport } : {}),
          ...(filter.season ? { season: filter.season } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextCalendarPage(pages),
    staleTime: STALE_TIMES.default,
  });
}

/** GET events/{slug}/: the event with its games and the viewer's team in each. */
export function useEventQuery(area: PlayArea, slug: string) {
  return useQuery({
    queryKey: eventKeys.detail(area, slug),
    queryFn: ({ signal }) => call('eventDetail', { params: { slug }, query: { game_mode: area }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET games/{id}/: rounds, ruleset, priced startlist with lock times and the viewer's teams. */
export function useGameQuery(area: PlayArea, gameId: number) {
  return useQuery({
    queryKey: eventKeys.game(area, gameId),
    queryFn: ({ signal }) =>
      call('gameDetail', { params: { id: gameId }, query: { game_mode: area }, signal }),
    enabled: Number.isSafeInteger(gameId) && gameId > 0,
    staleTime: STALE_TIMES.default,
  });
}
