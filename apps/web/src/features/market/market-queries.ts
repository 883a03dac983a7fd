import type {
  CreateAlertBody,
  CreateListingBody,
  ListingPage,
  ListingQuery,
  ListingStatus,
} from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { refreshAfterCreditsMoved } from '../credits/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { myCardsKeys } from '../teams/index.ts';

/** A market search as the screens hold it: every filter optional, the page always set. */
export type ListingSearch = Partial<Omit<ListingQuery, 'page' | 'page_size'>> & {
  page: number;
  page_size?: number;
};

export const marketKeys = {
  /** Everything the market shows; a sale, a new listing or a cancel makes all of it stale. */
  all: ['market'] as const,
  listings: ['market', 'listings'] as const,
  search: (search: ListingSearch) => ['market', 'listings', 'search', search] as const,
  listing: (id: number) => ['market', 'listings', 'one', id] as const,
  mine: ['market', 'listings', 'mine'] as const,
  minePage: (status: ListingStatus | null, page: number) =>
    ['market', 'listings', 'mine', status, page] as const,
  alerts: (page: number) => ['market', 'alerts', page] as const,
  athlete: (id: number) => ['market', 'athlete', id] as const,
  prices: (id: number) => ['market', 'athlete', id, 'prices'] as const,
};

/** The query string of a search: filters left empty are left out. */
function searchQuery(search: ListingSearch) {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined && value !== ''),
  ) as ListingSearch;
}

/** GET market/listings/: active listings, filtered and sorted; the last page stays while the next loads. */
export function useListingsQuery(search: ListingSearch, enabled = true) {
  return useQuery({
    queryKey: marketKeys.search(searchQuery(search)),
    queryFn: ({ signal }) => call('marketListings', { query: searchQuery(search), signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
    enabled,
  });
}

/** GET market/listings/{id}/: one listing whatever its status, for a link from a notification. */
export function useListingQuery(id: number | null) {
  return useQuery({
    queryKey: marketKeys.listing(id ?? 0),
    queryFn: ({ signal }) => call('marketListing', { params: { id: id ?? 0 }, signal }),
    enabled: id !== null,
    staleTime: STALE_TIMES.default,
  });
}

/** GET market/listings/mine/?status=: the viewer's listings, newest first. */
export function useMyListingsQuery(status: ListingStatus | null, page: number) {
  return useQuery({
    queryKey: marketKeys.minePage(status, page),
    queryFn: ({ signal }) =>
      call('marketMyListings', { query: { page, ...(status ? { status } : {}) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET market/alerts/: the viewer's price alerts. */
export function useAlertsQuery(page: number) {
  return useQuery({
    queryKey: marketKeys.alerts(page),
    queryFn: ({ signal }) => call('marketAlerts', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET athletes/{id}/: who an athlete's market page or an alert is about. */
export function useAthleteQuery(athleteId: number | null) {
  return useQuery({
    queryKey: ['athletes', 'detail', athleteId ?? 0] as const,
    queryFn: ({ signal }) => call('athleteDetail', { params: { id: athleteId ?? 0 }, signal }),
    enabled: athleteId !== null,
    staleTime: STALE_TIMES.default,
  });
}

/** GET market/athletes/{id}/: per tier, the last sale, lowest ask and how many are for sale. */
export function useAthleteMarketQuery(athleteId: number | null) {
  return useQuery({
    queryKey: marketKeys.athlete(athleteId ?? 0),
    queryFn: ({ signal }) => call('marketAthlete', { params: { id: athleteId ?? 0 }, signal }),
    enabled: athleteId !== null,
    staleTime: STALE_TIMES.default,
  });
}

/** GET market/athletes/{id}/prices/: every sale of the athlete's cards, oldest first. */
export function useAthletePricesQuery(athleteId: number | null) {
  return useQuery({
    queryKey: marketKeys.prices(athleteId ?? 0),
    queryFn: ({ signal }) => call('marketAthletePrices', { params: { id: athleteId ?? 0 }, signal }),
    enabled: athleteId !== null,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * POST market/listings/{id}/buy/ with the intent's Idempotency-Key. The bought listing leaves
 * every cached search at once; then the balance, the viewer's cards and the market refetch.
 */
export function useBuyListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listingId, idempotencyKey }: { listingId: number; idempotencyKey: string }) =>
      call('marketListingBuy', {
        params: { id: listingId },
        headers: { 'Idempotency-Key': idempotencyKey },
      }),
    onSuccess: async (purchase) => {
      queryClient.setQueriesData<ListingPage>({ queryKey: [...marketKeys.listings, 'search'] }, (page) =>
        page
          ? {
              ...page,
              count: Math.max(0, page.count - 1),
              results: page.results.filter((listing) => listing.id !== purchase.listing_id),
            }
          : page,
      );
      await Promise.all([
        refreshAfterCreditsMoved(queryClient, { cards: true }),
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
      ]);
    },
  });
}

/** POST market/listings/: list a card; the viewer's cards show it listed afterwards. */
export function useCreateListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateListingBody) => call('marketListingCreate', { body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
        queryClient.invalidateQueries({ queryKey: myCardsKeys.all }),
      ]);
    },
  });
}

/** DELETE market/listings/{id}/: take a listing down while it is active. */
export function useCancelListingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listingId: number) => call('marketListingCancel', { params: { id: listingId } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: marketKeys.all }),
        queryClient.invalidateQueries({ queryKey: myCardsKeys.all }),
      ]);
    },
  });
}

/** POST market/alerts/. */
export function useCreateAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAlertBody) => call('marketAlertCreate', { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['market', 'alerts'] });
    },
  });
}

/** DELETE market/alerts/{id}/. */
export function useDeleteAlertMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (alertId: number) => call('marketAlertDelete', { params: { id: alertId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['market', 'alerts'] });
    },
  });
}
