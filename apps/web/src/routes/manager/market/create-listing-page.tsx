import { type AthleteCard, createListingBodySchema } from '@shred/contract';
import {
  formatCount,
  formatPercent,
  LISTING_DAYS,
  LISTING_PRICE_MAX,
  MARKET_FEE_PERCENT,
  marketFee,
  sellerProceeds,
} from '@shred/game';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { AthleteCardArt, TIER_LABELS } from '../../../features/athletes/index.ts';
import {
  athleteMarketPath,
  RecentSales,
  SellableCardPicker,
  unlistableReason,
  useAthleteMarketQuery,
  useAthletePricesQuery,
  useCreateListingMutation,
} from '../../../features/market/index.ts';
import { useMyCardsQuery } from '../../../features/teams/index.ts';
import { MyCardsStates } from '../../../features/teams/my-cards-states.tsx';
import { toast } from '../../../features/toasts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { inputClasses } from '../../../ui/text-field.tsx';
import { formatWhen } from './format-date.ts';
import { MarketSections } from './market-links.tsx';

const FEE_TEXT = formatPercent(MARKET_FEE_PERCENT / 100);

const DAYS = Array.from({ length: LISTING_DAYS.max - LISTING_DAYS.min + 1 }, (_, i) => LISTING_DAYS.min + i);

/**
 * /manager/market/listings/create (R2.38): choose one of your cards, see what its athlete's
 * cards of that tier sold and are asked for, set a price and 1–7 days, see the 5% fee and what
 * you receive, and list it. ?card= chooses a card to start with.
 */
export function CreateListingPage() {
  const cards = useMyCardsQuery();
  const [params] = useSearchParams();
  const [chosenId, setChosenId] = useState<number | null>(() => {
    const asked = Number(params.get('card'));
    return Number.isSafeInteger(asked) && asked > 0 ? asked : null;
  });
  const [refused, setRefused] = useState<ReadonlyMap<number, string>>(new Map());

  const header = (
    <>
      <PageHeader
        title="List a card"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle={`Sell a card you do not play. Buyers pay at once; you receive the price less the ${FEE_TEXT} fee.`}
      />
      <MarketSections />
    </>
  );
  return (
    <MyCardsStates
      cards={cards}
      header={header}
      empty={{
        title: 'You have no cards to list',
        action: <ButtonLink to="/manager/market/drafts">Open a draft</ButtonLink>,
        children: 'Cards come from drafts, rewards and the market.',
      }}
    >
      {(mine) => {
        const chosen = mine.find((card) => card.card_instance_id === chosenId) ?? null;
        const listable = chosen && unlistableReason(chosen, refused) === null ? chosen : null;
        return (
          <>
            {header}
            <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]">
              <SellableCardPicker
                cards={mine}
                chosenId={chosenId}
                onChoose={(card) => setChosenId(card.card_instance_id)}
                refused={refused}
              />
              <div className="lg:sticky lg:top-20">
                {listable ? (
                  <ListingForm
                    key={listable.card_instance_id}
                    card={listable}
                    onRefused={(reason) =>
                      setRefused((known) => new Map(known).set(listable.card_instance_id, reason))
                    }
                  />
                ) : (
                  <Card className="text-sm text-muted">
                    {chosen
                      ? `${chosen.first_name} ${chosen.last_name} cannot be listed now: ${unlistableReason(chosen, refused)}.`
                      : 'Choose a card to see what it sells for and set your price.'}
                  </Card>
                )}
              </div>
            </div>
          </>
        );
      }}
    </MyCardsStates>
  );
}

type FieldName = 'price' | 'duration_days';

/** The chosen card's market and the price, duration, fee and proceeds of its listing. */
function ListingForm({ card, onRefused }: { card: AthleteCard; onRefused: (reason: string) => void }) {
  const id = useId();
  const navigate = useNavigate();
  const create = useCreateListingMutation();
  const market = useAthleteMarketQuery(card.id);
  const sales = useAthletePricesQuery(card.id);
  const [price, setPrice] = useState('');
  const [days, setDays] = useState(String(LISTING_DAYS.max));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const name = `${card.first_name} ${card.last_name}`;
  const tier = market.data?.tiers.find((row) => row.tier === card.tier);
  const formRef = useRef<HTMLFormElement>(null);
  // On phones the form sits under the list of cards: bring it up once a card is chosen.
  useEffect(() => {
    if (!window.matchMedia?.('(min-width: 1024px)').matches)
      formRef.current?.scrollIntoView?.({ block: 'start' });
  }, []);

  const amount = Number(price);
  const valid = price !== '' && Number.isInteger(amount) && amount >= 1 && amount <= LISTING_PRICE_MAX;
  const fee = valid ? marketFee(amount) : null;

  const submit = () => {
    const body = {
      card_instance_id: card.card_instance_id,
      price: price === '' ? Number.NaN : amount,
      duration_days: Number(days),
    };
    const parsed = createListingBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'price' || field === 'duration_days') && !next[field]) next[field] = issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(parsed.data, {
      onSuccess: (listing) => {
        toast.success(
          `${name} is for sale at ${formatCount(listing.price)} credits until ${formatWhen(listing.expires_at)}.`,
          'Card listed',
        );
        navigate('/manager/market/listings/my-listings');
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) return;
        const fields: Partial<Record<FieldName, string>> = {};
        for (const field of ['price', 'duration_days'] as const) {
          const messages = error.fields[field];
          if (messages?.length) fields[field] = messages.join(' ');
        }
        setErrors(fields);
        if (error.status === 409) onRefused(error.message);
      },
    });
  };

  const fieldErrorIds = { price: `${id}-price-error`, duration_days: `${id}-days-error` };
  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      className="flex scroll-mt-20 flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid grid-cols-[6rem_1fr] items-start gap-4">
        <AthleteCardArt card={card} />
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-display text-xl font-bold uppercase italic leading-tight">
            {name}
          </h2>
          <p className="text-sm text-muted">
            {TIER_LABELS[card.tier]} #{card.serial} · {card.season}
          </p>
          <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted">Lowest ask</dt>
            <dd className="text-right font-semibold tabular-nums" data-testid="lowest-ask">
              {tier?.lowest_ask != null
                ? `${formatCount(tier.lowest_ask)} cr`
                : market.isPending
                  ? '…'
                  : 'None'}
            </dd>
            <dt className="text-muted">Last sale</dt>
            <dd className="text-right tabular-nums">
              {tier?.last_sale ? `${formatCount(tier.last_sale.price)} cr` : market.isPending ? '…' : 'None'}
            </dd>
          </dl>
          <Link
            to={athleteMarketPath(card.id)}
            className="mt-1 inline-block text-sm font-semibold text-accent hover:underline"
          >
            Price history
          </Link>
        </div>
      </div>
      <section aria-labelledby={`${id}-sales`}>
        <h3 id={`${id}-sales`} className="mb-2 text-sm font-semibold">
          Recent {TIER_LABELS[card.tier].toLowerCase()} sales
        </h3>
        {sales.isError ? (
          <p className="text-sm text-danger">Could not load the sales: {errorMessage(sales.error)}</p>
        ) : sales.data ? (
          <RecentSales sales={sales.data} tier={card.tier} formatDate={formatWhen} />
        ) : (
          <p className="text-sm text-muted">Loading the sales…</p>
        )}
      </section>
      <div className="grid grid-cols-[1fr_auto] gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-price`} className="text-sm font-medium">
            Price (credits)
          </label>
          <input
            id={`${id}-price`}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? fieldErrorIds.price : undefined}
            className={inputClasses(Boolean(errors.price))}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-days`} className="text-sm font-medium">
            Duration
          </label>
          <select
            id={`${id}-days`}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            aria-invalid={errors.duration_days ? true : undefined}
            aria-describedby={errors.duration_days ? fieldErrorIds.duration_days : undefined}
            className={inputClasses(Boolean(errors.duration_days))}
          >
            {DAYS.map((day) => (
              <option key={day} value={day}>
                {day} day{day === 1 ? '' : 's'}
              </option>
            ))}
          </select>
        </div>
        {errors.price ? (
          <p id={fieldErrorIds.price} className="col-span-2 text-sm text-danger">
            {errors.price}
          </p>
        ) : null}
        {errors.duration_days ? (
          <p id={fieldErrorIds.duration_days} className="col-span-2 text-sm text-danger">
            {errors.duration_days}
          </p>
        ) : null}
      </div>
      <dl
        className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1.5 rounded-xl bg-surface-2 p-3 text-sm"
        aria-live="polite"
      >
        <dt className="text-muted">Price</dt>
        <dd className="text-right tabular-nums">{valid ? formatCount(amount) : '–'}</dd>
        <dt className="text-muted">Market fee ({FEE_TEXT})</dt>
        <dd className="text-right tabular-nums" data-testid="fee">
          {fee === null ? '–' : `−${formatCount(fee)}`}
        </dd>
        <dt className="font-semibold">You receive</dt>
        <dd className="text-right font-display text-lg font-bold tabular-nums" data-testid="proceeds">
          {valid ? formatCount(sellerProceeds(amount)) : '–'}
        </dd>
      </dl>
      {create.isError && !errors.price && !errors.duration_days ? (
        <FormAlert>{errorMessage(create.error)}</FormAlert>
      ) : null}
      <Button type="submit" loading={create.isPending} fullWidth>
        List {name}
      </Button>
    </form>
  );
}
