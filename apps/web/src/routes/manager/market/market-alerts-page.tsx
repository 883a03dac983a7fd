import {
  createAlertBodySchema,
  HOUSE_SELLER_NAME,
  type Listing,
  type MarketAlert,
  PAGE_SIZE_DEFAULT,
} from '@shred/contract';
import { CARD_TIERS, type CardTier, formatCount } from '@shred/game';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { TierOptions } from '../../../features/athletes/choice-options.tsx';
import { AthleteAvatar, TierBadge } from '../../../features/athletes/index.ts';
import { ListSkeleton } from '../../../features/credits/index.ts';
import {
  AthletePicker,
  athleteMarketPath,
  BuyListingDialog,
  type PickedAthlete,
  useAlertsQuery,
  useAthleteQuery,
  useCreateAlertMutation,
  useDeleteAlertMutation,
  useListingsQuery,
} from '../../../features/market/index.ts';
import { confirm } from '../../../features/modals/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { BoltIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Pager, pageCountOf } from '../../../ui/pager.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { inputClasses } from '../../../ui/text-field.tsx';
import { formatWhen } from './format-date.ts';
import { MarketSections } from './market-links.tsx';

/** How many of an alert's cheapest matches it shows. */
const MATCHES_SHOWN = 3;

/** /manager/market/alerts (R2.36): be told when an athlete's card is listed at or below a price. */
export function MarketAlertsPage() {
  const [page, setPage] = useState(1);
  const alerts = useAlertsQuery(page);
  return (
    <>
      <PageHeader
        title="Price alerts"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Choose an athlete, a tier if you like, and the most you would pay. A matching listing notifies you at once."
      />
      <MarketSections />
      <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
        <NewAlertForm />
        <section aria-labelledby="alerts-title" className="min-w-0">
          <h2 id="alerts-title" className="mb-3 text-lg font-semibold">
            Your alerts
          </h2>
          {alerts.isPending ? (
            <ListSkeleton rows={3} label="Loading your alerts" />
          ) : alerts.isError ? (
            <LoadFailed
              icon={<BoltIcon width={28} height={28} />}
              title="Could not load your alerts"
              message={errorMessage(alerts.error)}
              onRetry={() => alerts.refetch()}
              retrying={alerts.isRefetching}
            />
          ) : alerts.data.count === 0 ? (
            <EmptyState icon={<BoltIcon width={28} height={28} />} title="No alerts yet">
              Set one with the form: when a card you want is listed at your price, you hear about it first.
            </EmptyState>
          ) : (
            <>
              <ul className="flex flex-col gap-3">
                {alerts.data.results.map((alert) => (
                  <li key={alert.id}>
                    <AlertItem alert={alert} />
                  </li>
                ))}
              </ul>
              <Pager
                page={page}
                pageCount={pageCountOf(alerts.data.count, PAGE_SIZE_DEFAULT)}
                onPageChange={setPage}
                busy={alerts.isPlaceholderData}
                label="Alert pages"
              />
            </>
          )}
        </section>
      </div>
    </>
  );
}

type AlertField = 'athlete_id' | 'max_price';

function NewAlertForm() {
  const id = useId();
  const [params] = useSearchParams();
  const create = useCreateAlertMutation();
  const [athlete, setAthlete] = useState<PickedAthlete | null>(null);
  const [tier, setTier] = useState<CardTier | ''>(() => {
    const asked = params.get('tier');
    return (CARD_TIERS as readonly string[]).includes(asked ?? '') ? (asked as CardTier) : '';
  });
  const [maxPrice, setMaxPrice] = useState('');
  const asked = useAskedAthlete(params.get('athlete'));
  useEffect(() => {
    if (asked) setAthlete(asked);
  }, [asked]);
  const [errors, setErrors] = useState<Partial<Record<AlertField, string>>>({});

  const submit = () => {
    const body = {
      athlete_id: athlete?.id ?? 0,
      tier: tier || null,
      max_price: maxPrice === '' ? Number.NaN : Number(maxPrice),
    };
    const parsed = createAlertBodySchema.safeParse(body);
    const next: Partial<Record<AlertField, string>> = {};
    if (!athlete) next.athlete_id = 'Choose an athlete.';
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      if (issue.path[0] === 'max_price' && !next.max_price) next.max_price = issue.message;
    }
    setErrors(next);
    if (!parsed.success || Object.keys(next).length > 0) return;
    create.mutate(parsed.data, {
      onSuccess: (alert) => {
        toast.success(
          `You will hear when ${alert.athlete.first_name} ${alert.athlete.last_name} is listed at ${formatCount(alert.max_price)} credits or less.`,
          'Alert set',
        );
        setAthlete(null);
        setMaxPrice('');
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields: Partial<Record<AlertField, string>> = {};
        for (const field of ['athlete_id', 'max_price'] as const) {
          const messages = error.fields[field];
          if (messages?.length) fields[field] = messages.join(' ');
        }
        setErrors(fields);
      },
    });
  };

  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5 lg:sticky lg:top-20"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        New alert
      </h2>
      <AthletePicker label="Athlete" value={athlete} onChange={setAthlete} error={errors.athlete_id} />
      <SelectField
        label="Tier"
        id={`${id}-tier`}
        value={tier}
        onChange={(event) => setTier(event.target.value as CardTier | '')}
      >
        <TierOptions any="Any tier" />
      </SelectField>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-max`} className="text-sm font-medium">
          Maximum price (credits)
        </label>
        <input
          id={`${id}-max`}
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          value={maxPrice}
          onChange={(event) => setMaxPrice(event.target.value)}
          aria-invalid={errors.max_price ? true : undefined}
          aria-describedby={errors.max_price ? `${id}-max-error` : undefined}
          className={inputClasses(Boolean(errors.max_price))}
        />
        {errors.max_price ? (
          <p id={`${id}-max-error`} className="text-sm text-danger">
            {errors.max_price}
          </p>
        ) : null}
      </div>
      {create.isError && !errors.athlete_id && !errors.max_price ? (
        <FormAlert>{errorMessage(create.error)}</FormAlert>
      ) : null}
      <Button type="submit" loading={create.isPending} fullWidth icon={<BoltIcon width={18} height={18} />}>
        Set alert
      </Button>
    </form>
  );
}

/** The athlete a link asks an alert for (?athlete={id}, from their market page). */
function useAskedAthlete(param: string | null): PickedAthlete | undefined {
  const id = Number(param);
  const valid = Number.isSafeInteger(id) && id > 0;
  return useAthleteQuery(valid ? id : null).data;
}

/** One alert: what it watches, how often it fired, its current matches, and Delete. */
function AlertItem({ alert }: { alert: MarketAlert }) {
  const remove = useDeleteAlertMutation();
  const name = `${alert.athlete.first_name} ${alert.athlete.last_name}`;
  const ask = async () => {
    const yes = await confirm({
      title: `Delete the alert for ${name}?`,
      message: 'You will no longer hear when their cards are listed at your price.',
      confirmText: 'Delete',
      danger: true,
    });
    if (yes)
      remove.mutate(alert.id, {
        onError: (error) => toast.error(errorMessage(error), 'Could not delete the alert'),
      });
  };
  return (
    <article
      aria-label={`Alert for ${name}`}
      className="rounded-2xl border border-line bg-surface p-3 sm:p-4"
    >
      <div className="flex items-start gap-3">
        <AthleteAvatar athlete={alert.athlete} size="md" className="rounded-xl" />
        <div className="min-w-0 flex-1">
          <Link
            to={athleteMarketPath(alert.athlete_id)}
            className="block truncate font-semibold hover:text-accent hover:underline"
          >
            {name}
          </Link>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            {alert.tier ? (
              <TierBadge tier={alert.tier} />
            ) : (
              <span className="rounded-md bg-surface-2 px-1.5 text-[11px] font-bold uppercase">Any tier</span>
            )}
            <span>
              at most <strong className="tabular-nums">{formatCount(alert.max_price)}</strong> credits
            </span>
          </p>
          <p className="mt-1 text-xs text-muted">
            {alert.fired_count === 0
              ? 'Not fired yet'
              : `Fired ${formatCount(alert.fired_count)} time${alert.fired_count === 1 ? '' : 's'}${
                  alert.last_fired_at ? `, last ${formatWhen(alert.last_fired_at)}` : ''
                }`}
          </p>
        </div>
        <Button
          variant="ghost"
          size="sm"
          loading={remove.isPending}
          onClick={ask}
          aria-label={`Delete the alert for ${name}`}
        >
          Delete
        </Button>
      </div>
      <AlertMatches alert={alert} />
    </article>
  );
}

/** The listings the alert matches right now, cheapest first, each one tap from Buy. */
function AlertMatches({ alert }: { alert: MarketAlert }) {
  const [buying, setBuying] = useState<Listing | null>(null);
  const matches = useListingsQuery({
    athlete_id: alert.athlete_id,
    ...(alert.tier ? { tier: alert.tier } : {}),
    max_price: alert.max_price,
    sort: 'price',
    page: 1,
    page_size: MATCHES_SHOWN,
  });
  const title = `Matching now for the alert on ${alert.athlete.first_name} ${alert.athlete.last_name}`;
  if (matches.isPending) return <p className="mt-3 text-xs text-muted">Looking for matching listings…</p>;
  if (matches.isError)
    return (
      <p className="mt-3 text-xs text-danger">Could not look for matches: {errorMessage(matches.error)}</p>
    );
  const { count, results } = matches.data;
  return (
    <section aria-label={title} className="mt-3 border-t border-line pt-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wide text-muted" aria-live="polite">
        {count === 0 ? 'Nothing matches right now' : `${formatCount(count)} matching now`}
      </p>
      {results.length > 0 ? (
        <ul className="flex flex-col gap-1.5">
          {results.map((listing) => (
            <li
              key={listing.id}
              className="flex items-center gap-2 rounded-xl bg-surface-2 px-3 py-2 text-sm"
            >
              <TierBadge tier={listing.card.tier} />
              <span className="min-w-0 flex-1 truncate text-muted">
                #{listing.card.serial} ·{' '}
                {listing.is_house ? HOUSE_SELLER_NAME : `@${listing.seller_username}`}
              </span>
              <span className="font-semibold tabular-nums">{formatCount(listing.price)} cr</span>
              <Button
                size="sm"
                onClick={() => setBuying(listing)}
                aria-label={`Buy for ${formatCount(listing.price)} credits`}
              >
                Buy
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {count > results.length ? (
        <Link
          to={`/manager/market?q=${encodeURIComponent(alert.athlete.last_name)}${alert.tier ? `&tier=${alert.tier}` : ''}&max_price=${alert.max_price}&sort=price`}
          className="mt-2 inline-block text-sm font-semibold text-accent hover:underline"
        >
          See all {formatCount(count)}
        </Link>
      ) : null}
      <BuyListingDialog listing={buying} onClose={() => setBuying(null)} />
    </section>
  );
}
