import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../api/index.ts';

export const challengeKeys = {
  all: ['challenges'] as const,
  sets: (page: number) => ['challenges', 'sets', page] as const,
  set: (id: number) => ['challenges', 'set', id] as const,
  challenge: (id: number) => ['challenges', 'one', id] as const,
};

/**
 * Progress moves on the fan's actions elsewhere (a follow, a team, a purchase), so every visit
 * asks again rather than trusting what an earlier visit cached.
 */
const FRESH = { staleTime: 0, refetchOnMount: 'always' } as const;

/** GET challenges/sets/: active, upcoming and recently ended sets with the caller's completed count. */
export function useChallengeSetsQuery(page: number) {
  return useQuery({
    queryKey: challengeKeys.sets(page),
    queryFn: ({ signal }) => call('challengeSets', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    ...FRESH,
  });
}

/** GET challenges/sets/{id}/: the set and its challenges with the caller's progress. */
export function useChallengeSetQuery(id: number) {
  return useQuery({
    queryKey: challengeKeys.set(id),
    queryFn: ({ signal }) => call('challengeSet', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    ...FRESH,
  });
}

/** GET challenges/{id}/: one challenge with progress, reward, its set and when it was completed. */
export function useChallengeQuery(id: number) {
  return useQuery({
    queryKey: challengeKeys.challenge(id),
    queryFn: ({ signal }) => call('challenge', { params: { id }, signal }),
    enabled: Number.isInteger(id) && id > 0,
    ...FRESH,
  });
}
