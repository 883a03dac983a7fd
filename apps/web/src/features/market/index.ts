export { AthletePicker, type PickedAthlete } from './athlete-picker.tsx';
export { RecentSales, TierValueTable } from './athlete-value.tsx';
export { BuyListingDialog } from './buy-listing-dialog.tsx';
export { athleteMarketPath, LISTING_GRID, ListingCard, ListingGridSkeleton } from './listing-card.tsx';
export { ListingFilters } from './listing-filters.tsx';
export { ListingResults } from './listing-results.tsx';
export { isFiltered, listingSearchFrom, listingSearchParams, SORT_LABELS } from './listing-search-params.ts';
export { creditsText, expiresIn, listingAthleteName } from './market-format.ts';
export {
  type ListingSearch,
  marketKeys,
  useAlertsQuery,
  useAthleteMarketQuery,
  useAthletePricesQuery,
  useAthleteQuery,
  useBuyListingMutation,
  useCancelListingMutation,
  useCreateAlertMutation,
  useCreateListingMutation,
  useDeleteAlertMutation,
  useListingQuery,
  useListingsQuery,
  useMyListingsQuery,
} from './market-queries.ts';
export { PriceHistoryChart } from './price-history-chart.tsx';
export { SellableCardPicker, unlistableReason } from './sellable-card-picker.tsx';
