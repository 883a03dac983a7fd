import { useParams, useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { AspiScore, AthleteAvatar } from '../../../features/athletes/index.ts';
import { BalanceChip } from '../../../features/credits/index.ts';
import {
  ListingResults,
  PriceHistoryChart,
  TierValueTable,
  useAthleteMarketQuery,
  useAthletePricesQuery,
  useAthleteQuery,
} from '../../../features/market/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { BoltIcon, CardsIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { TextSkeleton } from '../../../ui/skeleton.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { formatDay, formatWhen } from './format-date.ts';
import { MarketSections } from './market-links.tsx';

/**
 * /manager/market/athletes/{id}: what an athlete's cards are worth: per tier the last sale,
 * lowest ask and cards for sale, every sale on a chart over time, and their cards on sale now.
 */
export function MarketAthletePage() {
  const { id } = useParams();
  const athleteId = Number(id);
  const valid = Number.isSafeInteger(athleteId) && athleteId > 0;
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const athlete = useAthleteQuery(valid ? athleteId : null);
  const market = useAthleteMarketQuery(valid ? athleteId : null);
  const sales = useAthletePricesQuery(valid ? athleteId : null);
  const name = athlete.data ? `${athlete.data.first_name} ${athlete.data.last_name}` : null;

  if (!valid || athlete.isError) {
    return (
      <>
        <PageHeader title="Athlete" back={{ to: '/manager/market', label: 'Market' }} />
        {valid && athlete.isError ? (
          <LoadFailed
            icon={<CardsIcon width={28} height={28} />}
            title="Could not load this athlete"
            message={errorMessage(athlete.error)}
            onRetry={() => athlete.refetch()}
            retrying={athlete.isRefetching}
          />
        ) : (
          <EmptyState icon={<CardsIcon width={28} height={28} />} title="No such athlete" />
        )}
      </>
    );
  }
  return (
    <>
      <PageHeader
        title={name ?? 'Athlete'}
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle={
          athlete.data ? (
            <span className="inline-flex items-center gap-2">
              <AthleteAvatar athlete={athlete.data} size="sm" />
              {athlete.data.primary_sport.name} · card prices and listings
              <AspiScore aspi={athlete.data.aspi} size="sm" />
            </span>
          ) : (
            <TextSkeleton className="w-48" />
          )
        }
        actions={
          <>
            <ButtonLink
              to={`/manager/market/alerts?athlete=${athleteId}`}
              variant="secondary"
              icon={<BoltIcon width={16} height={16} />}
            >
              Set an alert
            </ButtonLink>
            <BalanceChip />
          </>
        }
      />
      <MarketSections />
      <div className="flex flex-col gap-6">
        <section aria-labelledby="athlete-value">
          <h2 id="athlete-value" className="mb-3 text-lg font-semibold">
            Value by tier
          </h2>
          {market.isPending ? (
            <LoadingBlock label="Loading the prices…" />
          ) : market.isError ? (
            <LoadFailed
              title="Could not load the prices"
              message={errorMessage(market.error)}
              onRetry={() => market.refetch()}
              retrying={market.isRefetching}
            />
          ) : (
            <TierValueTable
              tiers={market.data.tiers}
              formatDate={formatWhen}
              caption={`${name ?? 'This athlete'}: value of their cards by tier`}
            />
          )}
        </section>
        <section
          aria-labelledby="athlete-history"
          className="rounded-2xl border border-line bg-surface p-4 sm:p-5"
        >
          <h2 id="athlete-history" className="sr-only">
            Price history
          </h2>
          {sales.isPending ? (
            <LoadingBlock label="Loading the sales…" />
          ) : sales.isError ? (
            <LoadFailed
              title="Could not load the sales"
              message={errorMessage(sales.error)}
              onRetry={() => sales.refetch()}
              retrying={sales.isRefetching}
            />
          ) : sales.data.length === 0 ? (
            <EmptyState title="No sales yet" className="py-8">
              When a card of {name ?? 'this athlete'} sells, its price shows here.
            </EmptyState>
          ) : (
            <PriceHistoryChart name={name ?? 'Athlete'} sales={sales.data} formatDate={formatDay} />
          )}
        </section>
      </div>
      <section aria-labelledby="athlete-listings" className="mt-8">
        <h2 id="athlete-listings" className="mb-3 font-display text-2xl font-bold uppercase italic">
          For sale now
        </h2>
        <ListingResults
          search={{ athlete_id: athleteId, sort: 'price', page }}
          onPageChange={(next) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true })}
          label={`Cards of ${name ?? 'this athlete'} for sale`}
          empty={{
            title: 'None of their cards is for sale',
            text: 'Set an alert to hear as soon as one is listed at your price.',
          }}
        />
      </section>
    </>
  );
}
