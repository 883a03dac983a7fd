import type { TeamBody, TeamMode } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { eventKeys } from '../events/event-queries.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const teamKeys = {
  all: ['teams'] as const,
  mine: (gameId: number, mode: TeamMode) => [...teamKeys.all, 'mine', gameId, mode] as const,
  detail: (teamId: number) => [...teamKeys.all, 'detail', teamId] as const,
};

/** The viewer's cards; a team spends their contracts, so a saved team refreshes them too. */
export const myCardsKeys = { all: ['cards', 'mine'] as const };

/** GET cards/athlete-cards/: the signed-in viewer's own cards. */
export function useMyCardsQuery(enabled = true) {
  return useQuery({
    queryKey: myCardsKeys.all,
    queryFn: ({ signal }) => call('athleteCards', { signal }),
    enabled,
    staleTime: STALE_TIMES.default,
  });
}

/** GET games/{id}/my-teams/?mode=…: the viewer's teams in one game and mode, with their picks. */
export function useMyTeamsQuery(gameId: number, mode: TeamMode, enabled = true) {
  return useQuery({
    queryKey: teamKeys.mine(gameId, mode),
    queryFn: ({ signal }) => call('myTeams', { params: { id: gameId }, query: { mode }, signal }),
    enabled: enabled && Number.isSafeInteger(gameId) && gameId > 0,
    staleTime: STALE_TIMES.default,
  });
}

/** GET teams/{id}/: one team with its scored breakdown. */
export function useTeamQuery(teamId: number | null) {
  return useQuery({
    queryKey: teamKeys.detail(teamId ?? 0),
    queryFn: ({ signal }) => call('teamDetail', { params: { id: teamId ?? 0 }, signal }),
    enabled: teamId !== null,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * Whatever shows a team, an event's team states or a card's use is stale once a team is saved.
 * Not awaited: the screen that saved moves on at once, and the pages it goes to refetch.
 */
function useRefreshAfterTeamSaved() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: teamKeys.all });
    void queryClient.invalidateQueries({ queryKey: eventKeys.all });
    void queryClient.invalidateQueries({ queryKey: myCardsKeys.all });
  };
}

/** POST games/{id}/teams/: enter a team. */
export function useCreateTeamMutation(gameId: number) {
  const refresh = useRefreshAfterTeamSaved();
  return useMutation({
    mutationFn: (body: TeamBody) => call('createTeam', { params: { id: gameId }, body }),
    onSuccess: refresh,
  });
}

/** PUT teams/{id}/: change a team before its picks lock (late swap). */
export function useUpdateTeamMutation() {
  const refresh = useRefreshAfterTeamSaved();
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: number; body: TeamBody }) =>
      call('updateTeam', { params: { id: teamId }, body }),
    onSuccess: refresh,
  });
}
