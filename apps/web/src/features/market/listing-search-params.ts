import { LISTING_SORTS, type ListingSort } from '@shred/contract';
import { CARD_TIERS, type CardTier, LISTING_PRICE_MAX } from '@shred/game';
import type { ListingSearch } from './market-queries.ts';

export const SORT_LABELS: Readonly<Record<ListingSort, string>> = {
  newest: 'Newest',
  price: 'Price: low to high',
  '-price': 'Price: high to low',
};

const price = (text: string | null): number | undefined => {
  const value = Number(text);
  return text && Number.isInteger(value) && value >= 1 && value <= LISTING_PRICE_MAX ? value : undefined;
};

/**
 * The market search a URL asks for (?q=&sport=&tier=&min_price=&max_price=&sort=&page=), so a
 * search can be shared, reloaded and gone back to. Anything unreadable is left out.
 */
export function listingSearchFrom(params: URLSearchParams): ListingSearch {
  const tier = params.get('tier');
  const sort = params.get('sort');
  const sport = params.get('sport');
  const page = Number(params.get('page'));
  const q = params.get('q')?.trim().slice(0, 80);
  const search: ListingSearch = { page: Number.isInteger(page) && page >= 1 ? page : 1 };
  if (q) search.q = q;
  if (sport && /^[a-z0-9-]+$/.test(sport)) search.sport = sport;
  if (tier && (CARD_TIERS as readonly string[]).includes(tier)) search.tier = tier as CardTier;
  const min = price(params.get('min_price'));
  const max = price(params.get('max_price'));
  if (min !== undefined) search.min_price = min;
  if (max !== undefined) search.max_price = max;
  if (sort && (LISTING_SORTS as readonly string[]).includes(sort)) search.sort = sort as ListingSort;
  return search;
}

/** The URL parameters of a search; the first page and the default order are left out. */
export function listingSearchParams(search: ListingSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.sport) params.set('sport', search.sport);
  if (search.tier) params.set('tier', search.tier);
  if (search.min_price !== undefined) params.set('min_price', String(search.min_price));
  if (search.max_price !== undefined) params.set('max_price', String(search.max_price));
  if (search.sort && search.sort !== 'newest') params.set('sort', search.sort);
  if (search.page > 1) params.set('page', String(search.page));
  return params;
}

/** Whether any filter narrows the search (the order and page do not). */
export const isFiltered = (search: ListingSearch) =>
  Boolean(
    search.q ||
      search.sport ||
      search.tier ||
      search.min_price !== undefined ||
      search.max_price !== undefined,
  );
