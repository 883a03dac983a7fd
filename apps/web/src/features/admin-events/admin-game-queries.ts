import type { GameCreateBody, GameDetail, GameUpdateBody, StartlistBody } from '@shred/contract';
import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { ADMIN_STALE_MS, adminEventKeys } from './admin-event-queries.ts';

export const adminGameKeys = {
  all: ['admin-games'] as const,
  detail: (id: number) => [...adminGameKeys.all, id] as const,
};

/** GET games/{id}/: rounds, ruleset and the full startlist of one game. */
export function useAdminGameQuery(id: number) {
  return useQuery({
    queryKey: adminGameKeys.detail(id),
    queryFn: ({ signal }) => call('gameDetail', { params: { id }, signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

/** GET games/{id}/ for every game of an event at once (the results template needs their startlists). */
export function useAdminGamesQueries(ids: readonly number[]) {
  return useQueries({
    queries: ids.map((id) => ({
      queryKey: adminGameKeys.detail(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => call('gameDetail', { params: { id }, signal }),
      staleTime: ADMIN_STALE_MS,
    })),
    combine: (results) => ({
      games: results.flatMap((r) => (r.data ? [r.data] : [])),
      pending: results.some((r) => r.isPending),
      error: results.find((r) => r.isError)?.error ?? null,
    }),
  });
}

/** Every game call answers the whole game: keep it, and refetch the event whose game list it changes. */
function useStoreGame(eventSlug: string) {
  const queryClient = useQueryClient();
  return (game: GameDetail) => {
    queryClient.setQueryData(adminGameKeys.detail(game.id), game);
    void queryClient.invalidateQueries({ queryKey: adminEventKeys.detail(eventSlug) });
    void queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() });
  };
}

/** POST admin/events/{slug}/games/. */
export function useCreateGameMutation(eventSlug: string) {
  const store = useStoreGame(eventSlug);
  return useMutation({
    mutationFn: (body: GameCreateBody) => call('adminGameCreate', { params: { slug: eventSlug }, body }),
    onSuccess: store,
  });
}

/** PUT admin/games/{id}/: name, entry window, ruleset, competitions. */
export function useUpdateGameMutation(eventSlug: string, gameId: number) {
  const store = useStoreGame(eventSlug);
  return useMutation({
    mutationFn: (body: GameUpdateBody) => call('adminGameUpdate', { params: { id: gameId }, body }),
    onSuccess: store,
  });
}

/** PUT admin/games/{id}/startlist/: the whole startlist at once. */
export function useReplaceStartlistMutation(eventSlug: string, gameId: number) {
  const store = useStoreGame(eventSlug);
  return useMutation({
    mutationFn: (body: StartlistBody) => call('adminStartlistReplace', { params: { id: gameId }, body }),
    onSuccess: store,
  });
}

/** POST admin/games/{id}/status/: open a game early, or send it back to upcoming. */
export function useForceGameStatusMutation(eventSlug: string, gameId: number) {
  const store = useStoreGame(eventSlug);
  return useMutation({
    mutationFn: (status: 'UPC' | 'OPN') =>
      call('adminGameStatus', { params: { id: gameId }, body: { status } }),
    onSuccess: store,
  });
}

/** POST admin/games/{id}/finalise/: results final, scores and ranks fixed, contract games spent. */
export function useFinaliseGameMutation(eventSlug: string, gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('finaliseGame', { params: { id: gameId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminGameKeys.detail(gameId) });
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.detail(eventSlug) });
      void queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() });
    },
  });
}
