import { Link, useSearchParams } from 'react-router';
import { BalanceChip } from '../../../features/credits/index.ts';
import { DraftPackImage } from '../../../features/drafts/index.ts';
import {
  isFiltered,
  ListingFilters,
  ListingResults,
  type ListingSearch,
  listingSearchFrom,
  listingSearchParams,
} from '../../../features/market/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { BoltIcon, ChevronRightIcon, ShieldIcon, StarIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { MarketSections } from './market-links.tsx';

const DRAFT_SHORTCUTS = [
  { to: '/manager/market/drafts/credits', title: 'Buy credits', icon: <BoltIcon width={18} height={18} /> },
  { to: '/manager/market/drafts/fairness', title: 'Fairness', icon: <ShieldIcon width={18} height={18} /> },
  { to: '/manager/market/drafts/history', title: 'Draft history', icon: <StarIcon width={18} height={18} /> },
] as const;

/**
 * /manager/market (R2.35, kept alive): cards other managers and the house sell, searched by
 * name and filtered by sport, tier and price, the search kept in the URL; drafts beside it.
 */
export function MarketHomePage() {
  const [params, setParams] = useSearchParams();
  const search = listingSearchFrom(params);
  const go = (next: ListingSearch) => setParams(listingSearchParams(next), { replace: true });
  return (
    <>
      <PageHeader
        title="Market"
        subtitle="Buy the athletes your team needs, sell the cards you do not play."
        actions={<BalanceChip />}
      />
      <MarketSections />
      <Link
        to="/manager/market/drafts"
        className="group mb-5 flex items-center gap-4 overflow-hidden rounded-2xl py-3 border border-line bg-[radial-gradient(90%_140%_at_0%_0%,color-mix(in_srgb,var(--accent)_22%,transparent),transparent_65%)] bg-surface p-4 shadow-card focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:p-5"
      >
        <DraftPackImage sport="snowboarding" tier="legendary" className="w-12 shrink-0 sm:w-16" />
        <div className="min-w-0 flex-1">
          <p className="text-xs font-bold uppercase tracking-[0.2em] text-accent">Open a pack</p>
          <h2 className="font-display text-2xl font-extrabold uppercase italic tracking-tight">Drafts</h2>
          <p className="hidden text-sm text-muted sm:block">
            Three athlete cards per draft, with the odds and athletes shown before you pay.
          </p>
        </div>
        <ChevronRightIcon width={22} height={22} className="shrink-0 text-accent" aria-hidden="true" />
      </Link>
      <ul className="-mt-2 mb-6 flex flex-wrap gap-x-5 gap-y-2 text-sm">
        {DRAFT_SHORTCUTS.map((item) => (
          <li key={item.to}>
            <Link
              to={item.to}
              className="inline-flex items-center gap-1.5 font-semibold text-muted hover:text-accent focus-visible:outline-2 focus-visible:outline-accent"
            >
              <span aria-hidden="true" className="text-accent">
                {item.icon}
              </span>
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
      <section aria-labelledby="market-results-title">
        <h2 id="market-results-title" className="mb-3 font-display text-2xl font-bold uppercase italic">
          Cards for sale
        </h2>
        <ListingFilters search={search} onChange={go} />
        <ListingResults
          search={search}
          onPageChange={(page) => go({ ...search, page })}
          label="Market results"
          empty={
            isFiltered(search)
              ? {
                  title: 'No cards match this search',
                  text: 'Try another name, tier or price, or set an alert to hear when one is listed.',
                  action: (
                    <span className="flex flex-wrap justify-center gap-2">
                      <Button variant="secondary" onClick={() => go({ page: 1 })}>
                        Clear the filters
                      </Button>
                      <ButtonLink to="/manager/market/alerts" variant="ghost">
                        Set an alert
                      </ButtonLink>
                    </span>
                  ),
                }
              : {
                  title: 'Nothing for sale right now',
                  text: 'Cards appear here when managers or the house list them. List one of yours, or open a draft.',
                }
          }
        />
      </section>
    </>
  );
}
