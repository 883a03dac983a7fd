import type { EventPolls, Poll, PollCreateBody } from '@shred/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call } from '../../api/index.ts';
import { useAuthStore } from '../auth/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

export const pollKeys = {
  /** Everything about polls: a staff change makes all of it stale. */
  all: ['polls'] as const,
  /** What a reader sees depends on whether they are signed in (their votes), so both are keyed. */
  event: (slug: string, signedIn: boolean) => ['polls', 'event', slug, signedIn] as const,
  admin: (slug: string) => ['polls', 'admin', slug] as const,
};

/** GET polls/{eventSlug}/: the event and its polls, with the viewer's votes when signed in. */
export function useEventPollsQuery(slug: string) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return useQuery({
    queryKey: pollKeys.event(slug, signedIn),
    queryFn: ({ signal }) => call('eventPolls', { params: { eventSlug: slug }, signal }),
    enabled: slug !== '',
    staleTime: STALE_TIMES.default,
  });
}

/**
 * POST polls/{id}/vote/: the answer is the poll with its results, written into the event's
 * polls at once. A refusal (voted already elsewhere, closed meanwhile) refetches, so the card
 * shows what is true now.
 */
export function useVoteMutation(slug: string) {
  const queryClient = useQueryClient();
  const key = pollKeys.event(slug, true);
  return useMutation({
    mutationFn: ({ pollId, optionId }: { pollId: number; optionId: number }) =>
      call('pollVote', { params: { id: pollId }, body: { option_id: optionId } }),
    onSuccess: (poll: Poll) => {
      queryClient.setQueryData<EventPolls>(key, (data) =>
        data
          ? {
              ...data,
              ...(data.id === poll.id ? poll : {}),
              polls: data.polls.map((p) => (p.id === poll.id ? poll : p)),
            }
          : data,
      );
      void queryClient.invalidateQueries({ queryKey: pollKeys.admin(slug) });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/** GET admin/polls/?event_slug=: the event's polls with every count (staff). */
export function useAdminPollsQuery(slug: string) {
  return useQuery({
    queryKey: pollKeys.admin(slug),
    queryFn: ({ signal }) => call('adminPollList', { query: { event_slug: slug }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

export function useCreatePollMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PollCreateBody) => call('adminPollCreate', { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
}

export function useDeletePollMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call('adminPollDelete', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pollKeys.all }),
  });
}
