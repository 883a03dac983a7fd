import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { eventKeys } from '../events/event-queries.ts';
import { leagueKeys } from '../leagues/league-queries.ts';
import { profileStatsKeys } from '../profile/profile-stats.ts';
import { resultsKeys } from '../results/results-queries.ts';
import { teamKeys } from '../teams/team-queries.ts';
import { type LiveListener, type LiveMessage, liveConnection } from './live-connection.ts';

const startsWith = (key: QueryKey, prefix: readonly unknown[]) => prefix.every((part, i) => key[i] === part);

/**
 * Whether a cached query shows scores or ranks of the game (every game when `gameId` is null):
 * its leaderboard and share stats, the season ranking, the viewer's teams, events and games
 * (they carry the viewer's team with its score), league lists and standings, profile stats.
 */
export function showsScoresOf(key: QueryKey, gameId: number | null): boolean {
  const ofGame = (at: number) => gameId === null || key[at] === gameId;
  if (startsWith(key, [...resultsKeys.all, 'leaderboard'])) return ofGame(2);
  if (startsWith(key, [...resultsKeys.all, 'fantasy-stats'])) return ofGame(2);
  if (startsWith(key, [...teamKeys.all, 'mine'])) return ofGame(2);
  if (startsWith(key, eventKeys.all)) return key[2] === 'detail' || (key[2] === 'game' && ofGame(3));
  if (startsWith(key, leagueKeys.all)) return key[1] === 'mine' || key[3] === 'standings';
  return (
    startsWith(key, [...resultsKeys.all, 'season']) ||
    startsWith(key, [...teamKeys.all, 'detail']) ||
    startsWith(key, profileStatsKeys.all)
  );
}

/** Refetch what the message made stale: on screen now, the rest when next shown. */
export function applyLiveMessage(queryClient: QueryClient, message: LiveMessage): void {
  const gameId = message.type === 'result' ? message.gameId : null;
  void queryClient.invalidateQueries(
    { predicate: (query) => showsScoresOf(query.queryKey, gameId) },
    // A refetch already under way (from the previous game's event) is fresh enough: keep it.
    { cancelRefetch: false },
  );
}

const listeners = new WeakMap<QueryClient, LiveListener>();

/** One listener per query client, however many screens listen: each message refetches once. */
function listenerFor(queryClient: QueryClient): LiveListener {
  let listener = listeners.get(queryClient);
  if (!listener) {
    listener = (message) => applyLiveMessage(queryClient, message);
    listeners.set(queryClient, listener);
  }
  return listener;
}

/**
 * Keep the scores on this screen live (issue 16.4): while it is mounted the app's one live
 * stream is open, and each changed game refetches the queries that show it.
 */
export function useLiveResults(): void {
  const queryClient = useQueryClient();
  useEffect(() => liveConnection().subscribe(listenerFor(queryClient)), [queryClient]);
}
