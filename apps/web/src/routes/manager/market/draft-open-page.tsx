import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { formatCredits } from '../../../features/credits/index.ts';
import { CardReveal, useDraftOpeningQuery, useSportName } from '../../../features/drafts/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon, ShieldIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

const BACK = { to: '/manager/market/drafts', label: 'Drafts' } as const;

/** /manager/market/drafts/open/{id} (R2.41): the reveal of an opening, read back so a reload works. */
export function DraftOpenPage() {
  const { id = '' } = useParams();
  const openingId = Number(id);
  if (!Number.isSafeInteger(openingId) || openingId < 1) return <NoSuchOpening />;
  return <Reveal key={openingId} id={openingId} />;
}

function NoSuchOpening() {
  return (
    <>
      <PageHeader title="Open Draft" back={BACK} />
      <EmptyState
        icon={<CardsIcon width={28} height={28} />}
        title="No such draft opening"
        action={<ButtonLink to="/manager/market/drafts/history">See your drafts</ButtonLink>}
      >
        Only the drafts you opened can be revealed here.
      </EmptyState>
    </>
  );
}

function Reveal({ id }: { id: number }) {
  const opening = useDraftOpeningQuery(id);
  const sportName = useSportName();
  const [done, setDone] = useState(false);
  const next = useRef<HTMLElement>(null);
  // The player's last turn removes the control they used: keyboard focus moves on to what comes next.
  useEffect(() => {
    if (done) next.current?.focus();
  }, [done]);

  if (opening.isError && opening.error instanceof ApiError && opening.error.status === 404)
    return <NoSuchOpening />;
  if (opening.isPending) {
    return (
      <>
        <PageHeader title="Open Draft" back={BACK} />
        {/* Shaped like the reveal: one large card with the next peeking on phones, three across on wider screens. */}
        <div
          role="status"
          aria-label="Loading your cards"
          className="mx-auto flex max-w-3xl gap-3 overflow-hidden px-[15%] py-9 sm:grid sm:grid-cols-3 sm:gap-5 sm:px-6 sm:py-10"
        >
          {[0, 1, 2].map((i) => (
            <div
              key={i}
              className="aspect-[5/7] w-full shrink-0 animate-pulse rounded-[7%/5%] bg-surface-2 sm:w-auto"
            />
          ))}
        </div>
      </>
    );
  }
  if (opening.isError) {
    return (
      <>
        <PageHeader title="Open Draft" back={BACK} />
        <LoadFailed
          icon={<CardsIcon width={28} height={28} />}
          title="Could not load your cards"
          message={errorMessage(opening.error)}
          onRetry={() => opening.refetch()}
          retrying={opening.isRefetching}
        />
      </>
    );
  }

  const { sport, tier, price, cards } = opening.data;
  return (
    <>
      <PageHeader
        title="Open Draft"
        back={BACK}
        subtitle={`${sportName(sport)} ${TIER_LABELS[tier]} draft · ${formatCredits(price)} credits`}
      />
      <div className="overflow-hidden rounded-3xl bg-[radial-gradient(70%_90%_at_50%_40%,color-mix(in_srgb,var(--accent)_16%,transparent),transparent_70%)] py-6 sm:px-6 sm:py-10">
        <CardReveal cards={cards} pack={{ sport, tier }} onDone={() => setDone(true)} />
      </div>
      {done ? (
        <section
          ref={next}
          tabIndex={-1}
          aria-label="What next"
          className="mt-6 flex outline-none flex-col items-stretch gap-2 sm:flex-row sm:justify-center"
        >
          <ButtonLink to="/manager/my-athletes">See in My Athletes</ButtonLink>
          <ButtonLink variant="secondary" to={`/manager/market/drafts/${sport}/${tier}`}>
            Open another
          </ButtonLink>
          <ButtonLink
            variant="ghost"
            to={`/manager/market/drafts/fairness?opening=${id}`}
            icon={<ShieldIcon width={18} height={18} />}
          >
            Verify this draw
          </ButtonLink>
        </section>
      ) : null}
    </>
  );
}
