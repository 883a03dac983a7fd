import type { AdminEvent, EventCreateBody, EventPhase, EventUpdateBody } from '@shred/contract';
import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { call } from '../../api/index.ts';

export interface AdminEventFilters {
  q: string;
  status: EventPhase | '';
  sport: string;
}

export const ADMIN_EVENTS_PAGE_SIZE = 20;

/** Staff act on what they see: refetch on every visit rather than trust a 30 s old copy. */
export const ADMIN_STALE_MS = 0;

export const adminEventKeys = {
  all: ['admin-events'] as const,
  lists: () => [...adminEventKeys.all, 'list'] as const,
  list: (filters: AdminEventFilters) => [...adminEventKeys.lists(), filters] as const,
  detail: (slug: string) => [...adminEventKeys.all, 'detail', slug] as const,
};

/** GET admin/events/ page by page ("Show more"), newest filters first; the old list stays while typing. */
export function useAdminEventListQuery(filters: AdminEventFilters) {
  return useInfiniteQuery({
    queryKey: adminEventKeys.list(filters),
    queryFn: ({ pageParam, signal }) =>
      call('adminEventList', {
        query: {
          page: pageParam,
          page_size: ADMIN_EVENTS_PAGE_SIZE,
          ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
          ...(filters.status ? { status: filters.status } : {}),
          ...(filters.sport ? { sport: filters.sport } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.length * ADMIN_EVENTS_PAGE_SIZE < last.count ? pages.length + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: ADMIN_STALE_MS,
  });
}

/** GET admin/events/{slug}/: the event with its games and results feed. */
export function useAdminEventQuery(slug: string) {
  return useQuery({
    queryKey: adminEventKeys.detail(slug),
    queryFn: ({ signal }) => call('adminEventDetail', { params: { slug }, signal }),
    staleTime: ADMIN_STALE_MS,
  });
}

function useStoreEvent() {
  const queryClient = useQueryClient();
  return (event: AdminEvent) => {
    queryClient.setQueryData(adminEventKeys.detail(event.slug), event);
    void queryClient.invalidateQueries({ queryKey: adminEventKeys.lists() });
  };
}

/** POST admin/events/. */
export function useCreateEventMutation() {
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: EventCreateBody) => call('adminEventCreate', { body }),
    onSuccess: store,
  });
}

/** PUT admin/events/{slug}/; a new slug moves the cached event to its new key. */
export function useUpdateEventMutation(slug: string) {
  const queryClient = useQueryClient();
  const store = useStoreEvent();
  return useMutation({
    mutationFn: (body: EventUpdateBody) => call('adminEventUpdate', { params: { slug }, body }),
    onSuccess: (event) => {
      if (event.slug !== slug) queryClient.removeQueries({ queryKey: adminEventKeys.detail(slug) });
      store(event);
    },
  });
}
