import { LISTING_SORTS, type ListingSort } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { useSportsQuery } from '../admin-events/catalog-queries.ts';
import { useDebouncedValue } from '../admin-events/use-debounced-value.ts';
import { SportOptions, TierOptions } from '../athletes/choice-options.tsx';
import { isFiltered, SORT_LABELS } from './listing-search-params.ts';
import type { ListingSearch } from './market-queries.ts';

const SEARCH_DELAY_MS = 300;

const FIELD =
  'h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-sm text-fg placeholder:text-muted/70 focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40';

interface ListingFiltersProps {
  search: ListingSearch;
  /** A changed filter; the page goes back to the first. */
  onChange: (search: ListingSearch) => void;
}

/** Search by name, narrow by sport, tier and price, and choose the order. */
export function ListingFilters({ search, onChange }: ListingFiltersProps) {
  const id = useId();
  const sports = useSportsQuery();
  const [text, setText] = useState(search.q ?? '');
  const typed = useDebouncedValue(text, SEARCH_DELAY_MS);
  const latest = useRef({ search, onChange });
  latest.current = { search, onChange };

  // What this field last put in the URL: only a change from elsewhere (Clear, back, a shared
  // link) rewrites the field, never the echo of what is still being typed.
  const pushed = useRef(search.q ?? '');
  useEffect(() => {
    if ((search.q ?? '') === pushed.current) return;
    pushed.current = search.q ?? '';
    setText(search.q ?? '');
  }, [search.q]);
  useEffect(() => {
    const current = latest.current.search;
    const q = typed.trim();
    if (q === (current.q ?? '')) return;
    pushed.current = q;
    latest.current.onChange({ ...withoutPage(current), q: q || undefined, page: 1 });
  }, [typed]);

  const set = (patch: Partial<ListingSearch>) => onChange({ ...withoutPage(search), ...patch, page: 1 });

  return (
    <search className="mb-5 block">
      <form
        aria-label="Search the market"
        className="grid grid-cols-6 gap-2 rounded-2xl border border-line bg-surface p-3 sm:gap-3 sm:p-4 lg:grid-cols-[minmax(12rem,2fr)_repeat(3,minmax(0,1.1fr))_repeat(2,minmax(0,0.8fr))_auto] lg:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          const q = text.trim();
          if (q === (search.q ?? '')) return;
          pushed.current = q;
          set({ q: q || undefined });
        }}
      >
        <div className="col-span-6 flex flex-col gap-1 lg:col-span-1">
          <label htmlFor={`${id}-q`} className="text-xs font-medium text-muted">
            Athlete
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Search by name"
            autoComplete="off"
            maxLength={80}
            className={FIELD}
          />
        </div>
        <SelectField
          compact
          label="Sport"
          id={`${id}-sport`}
          className="col-span-2 min-w-0 lg:col-span-1"
          value={search.sport ?? ''}
          onChange={(event) => set({ sport: event.target.value || undefined })}
        >
          <SportOptions sports={sports.data ?? []} />
        </SelectField>
        <SelectField
          compact
          label="Tier"
          id={`${id}-tier`}
          className="col-span-2 min-w-0 lg:col-span-1"
          value={search.tier ?? ''}
          onChange={(event) => set({ tier: (event.target.value || undefined) as CardTier | undefined })}
        >
          <TierOptions any="All tiers" />
        </SelectField>
        <SelectField
          compact
          label="Sort by"
          id={`${id}-sort`}
          className="col-span-2 min-w-0 lg:col-span-1"
          value={search.sort ?? 'newest'}
          onChange={(event) => set({ sort: event.target.value as ListingSort })}
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </SelectField>
        <PriceFilter
          id={`${id}-min`}
          label="Min price"
          value={search.min_price}
          onChange={(price) => set({ min_price: price })}
        />
        <PriceFilter
          id={`${id}-max`}
          label="Max price"
          value={search.max_price}
          onChange={(price) => set({ max_price: price })}
        />
        <Button
          variant="ghost"
          className="col-span-2 h-11 self-end lg:col-span-1"
          disabled={!isFiltered(search)}
          onClick={() => {
            setText('');
            onChange({ page: 1, ...(search.sort ? { sort: search.sort } : {}) });
          }}
        >
          Clear
        </Button>
      </form>
    </search>
  );
}

const withoutPage = ({ page: _page, ...rest }: ListingSearch) => rest;

/** A typed price bound: a whole number of credits from 1, else no bound. */
const priceOf = (value: string) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= 1 ? n : undefined;
};

/** A price bound of the search: a whole number of credits, or 'Any' when empty. */
function PriceFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: number | undefined;
  onChange: (price: number | undefined) => void;
}) {
  return (
    <div className="col-span-2 flex min-w-0 flex-col gap-1 lg:col-span-1">
      <label htmlFor={id} className="text-xs font-medium text-muted">
        {label}
      </label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        placeholder="Any"
        className={FIELD}
        value={value ?? ''}
        onChange={(event) => onChange(priceOf(event.target.value))}
      />
    </div>
  );
}
