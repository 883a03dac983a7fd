import { CARD_TIERS, type CardTier, formatPercent } from '@shred/game';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ApiError, errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { BalanceChip, formatCredits, useCreditsQuery } from '../../../features/credits/index.ts';
import {
  DraftPackImage,
  higherTierChance,
  OddsBars,
  tierSurface,
  useDraftQuery,
  useSportName,
} from '../../../features/drafts/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { DraftPool } from './draft-pool.tsx';
import { OpenDraftDialog } from './open-draft-dialog.tsx';

const BACK = { to: '/manager/market/drafts', label: 'Drafts' } as const;
const isTier = (value: string): value is CardTier => (CARD_TIERS as readonly string[]).includes(value);

/** /manager/market/drafts/{sportSlug}/{tier} (R2.45): price, odds, pool, and Open. */
export function DraftPage() {
  const { sportSlug = '', tier = '' } = useParams();
  if (!isTier(tier)) return <NoSuchDraft />;
  return <DraftDetail sport={sportSlug} tier={tier} />;
}

function NoSuchDraft() {
  return (
    <>
      <PageHeader title="Draft" back={BACK} />
      <EmptyState
        icon={<CardsIcon width={28} height={28} />}
        title="This draft is not on sale"
        action={<ButtonLink to="/manager/market/drafts">See the drafts on sale</ButtonLink>}
      >
        It may have been taken off sale, or the address is wrong.
      </EmptyState>
    </>
  );
}

function DraftDetail({ sport, tier }: { sport: string; tier: CardTier }) {
  const draft = useDraftQuery(sport, tier);
  const credits = useCreditsQuery();
  const sportName = useSportName()(sport);
  const [confirming, setConfirming] = useState(false);
  const title = `${sportName} ${TIER_LABELS[tier]}`;

  if (draft.isError && draft.error instanceof ApiError && draft.error.status === 404) return <NoSuchDraft />;
  const header = <PageHeader title={title} back={BACK} actions={<BalanceChip />} />;
  if (draft.isPending) {
    return (
      <>
        {header}
        <div role="status" aria-label="Loading the draft" className="grid gap-4 lg:grid-cols-[20rem_1fr]">
          <div className="aspect-[5/6] animate-pulse rounded-3xl bg-surface-2" />
          <div className="h-64 animate-pulse rounded-2xl bg-surface-2" />
        </div>
      </>
    );
  }
  if (draft.isError) {
    return (
      <>
        {header}
        <LoadFailed
          icon={<CardsIcon width={28} height={28} />}
          title="Could not load this draft"
          message={errorMessage(draft.error)}
          onRetry={() => draft.refetch()}
          retrying={draft.isRefetching}
        />
      </>
    );
  }

  const { price, cards_per_draft: perDraft } = draft.data;
  const balance = credits.data?.balance;
  const missing = balance === undefined ? 0 : price - balance;
  const higher = higherTierChance(draft.data);
  return (
    <>
      {header}
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <section
          aria-label="Price"
          data-tier={tier}
          className="flex flex-col justify-between gap-6 rounded-3xl p-6 text-white"
          style={tierSurface(tier)}
        >
          {/* The pack beside the words on phones, above them on wide screens. */}
          <div className="flex items-center gap-4 lg:flex-col-reverse lg:items-stretch">
            <div className="min-w-0 flex-1">
              <p className="text-xs font-semibold uppercase tracking-widest text-white/70">{sportName}</p>
              <p className="font-display text-4xl font-extrabold uppercase italic leading-none">
                {TIER_LABELS[tier]}
              </p>
              <p className="mt-2 text-sm text-white/80">
                {perDraft} cards per draft
                {higher > 0 ? ` · ${formatPercent(higher)} chance each of a higher tier` : ''}
              </p>
            </div>
            <DraftPackImage
              sport={sport}
              tier={tier}
              eager
              alt={`The ${title} draft pack`}
              className="w-28 shrink-0 rotate-[-4deg] drop-shadow-[0_0.8rem_1rem_rgb(0_0_0/0.55)] sm:w-36 lg:mx-auto lg:w-48"
            />
          </div>
          <div className="flex flex-col gap-3">
            <p className="font-display text-4xl font-bold tabular-nums">
              {formatCredits(price)} <span className="text-lg text-white/75">credits</span>
            </p>
            {missing > 0 ? (
              <div role="status" className="flex flex-col gap-2 rounded-2xl bg-black/35 p-3 text-sm">
                <p>
                  You need <strong className="tabular-nums">{formatCredits(missing)}</strong> more credits to
                  open this draft.
                </p>
                <ButtonLink to="/manager/market/drafts/credits">Buy credits</ButtonLink>
              </div>
            ) : (
              <Button size="lg" disabled={balance === undefined} onClick={() => setConfirming(true)}>
                Open
              </Button>
            )}
          </div>
        </section>
        <Card as="section" aria-labelledby="draft-odds">
          <h2 id="draft-odds" className="mb-1 text-lg font-semibold">
            Published odds
          </h2>
          <p className="mb-4 text-sm text-muted">The tier of each card is drawn with these chances.</p>
          <OddsBars odds={draft.data.odds} />
        </Card>
      </div>
      <section aria-labelledby="draft-pool" className="mt-6">
        <h2 id="draft-pool" className="mb-1 text-lg font-semibold">
          Athletes in this draft
        </h2>
        <p className="mb-3 text-sm text-muted">
          Then each card's athlete is drawn from the {sportName} pool.
        </p>
        {draft.data.pool.length === 0 ? (
          <EmptyState title="No athletes in the pool yet">
            The pool is filled by the Shred League team.
          </EmptyState>
        ) : (
          <DraftPool pool={draft.data.pool} sport={sport} />
        )}
      </section>
      <OpenDraftDialog
        draft={confirming ? draft.data : null}
        sportName={sportName}
        balance={balance ?? 0}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
