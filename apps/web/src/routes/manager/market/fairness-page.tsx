import type { DraftOpening } from '@shred/contract';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import { TIER_LABELS } from '../../../features/athletes/index.ts';
import { useDraftHistoryQuery, useDraftOpeningQuery, useSportName } from '../../../features/drafts/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ShieldIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { DrawVerifier } from './draw-verifier.tsx';
import { formatWhen } from './format-date.ts';
import { MarketLinks } from './market-links.tsx';
import { SeedPairCard } from './seed-pair-card.tsx';

const STEPS = [
  'Before you open a draft, Shred League picks a secret server seed and shows you its fingerprint: its SHA-256 hash. Once shown, the seed cannot change without the fingerprint changing.',
  'You choose the client seed, any text you like. A nonce counts your openings with this pair of seeds: 0, 1, 2…',
  'Each card comes from HMAC-SHA256 of the server seed with "client seed:nonce:round", read 4 bytes at a time: first the card’s tier by the published odds, then its athlete by the pool’s weights.',
  'When you change your client seed, the old server seed is revealed. Your browser then recomputes every draft opened with it, right here, without asking our server.',
] as const;

/** /manager/market/drafts/fairness: the provably fair scheme, the seed pair, and the check of any opening. */
export function FairnessPage() {
  return (
    <>
      <PageHeader
        title="Fairness"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Every draft you open can be checked: the cards were fixed before you paid, and nobody could change them."
      />
      <MarketLinks />
      <div className="grid gap-4 lg:grid-cols-[1fr_1.2fr]">
        <Card as="section" aria-labelledby="fairness-how">
          <h2 id="fairness-how" className="mb-3 text-lg font-semibold">
            How your draws are kept fair
          </h2>
          <ol className="flex flex-col gap-3 text-sm">
            {STEPS.map((step, index) => (
              <li key={step} className="flex gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-7 shrink-0 place-items-center rounded-full bg-accent font-bold text-on-accent"
                >
                  {index + 1}
                </span>
                <span className="text-muted">{step}</span>
              </li>
            ))}
          </ol>
        </Card>
        <SeedPairCard />
      </div>
      <Card as="section" aria-labelledby="fairness-verify" className="mt-4">
        <h2 id="fairness-verify" className="mb-3 text-lg font-semibold">
          Verify a draft
        </h2>
        <OpeningCheck />
      </Card>
    </>
  );
}

/** Choose an opening (from the history, or arrive with ?opening={id}) and see it re-computed. */
function OpeningCheck() {
  const [search, setSearch] = useSearchParams();
  const selectId = useId();
  const sportName = useSportName();
  const history = useDraftHistoryQuery(1);
  const wanted = Number(search.get('opening'));
  const chosen = Number.isSafeInteger(wanted) && wanted > 0 ? wanted : (history.data?.results[0]?.id ?? null);
  const listed = history.data?.results.find((o) => o.id === chosen);

  if (history.isPending) return <LoadingBlock label="Loading your drafts…" />;
  if (history.isError) {
    return (
      <LoadFailed
        title="Could not load your drafts"
        message={errorMessage(history.error)}
        onRetry={() => history.refetch()}
        retrying={history.isRefetching}
      />
    );
  }
  if (chosen === null) {
    return (
      <EmptyState
        icon={<ShieldIcon width={28} height={28} />}
        title="No drafts to verify yet"
        action={<ButtonLink to="/manager/market/drafts">Browse drafts</ButtonLink>}
      >
        Open a draft, then change your client seed to reveal its server seed and check it here.
      </EmptyState>
    );
  }
  const label = (o: DraftOpening) =>
    `${sportName(o.sport)} ${TIER_LABELS[o.tier]} · ${formatWhen(o.created_at)}`;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          Draft to verify
        </label>
        <select
          id={selectId}
          className="h-11 rounded-xl border border-line bg-surface-2 px-3 text-sm text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40"
          value={chosen}
          onChange={(event) => setSearch({ opening: event.target.value }, { replace: true })}
        >
          {listed ? null : <option value={chosen}>Draft #{chosen}</option>}
          {history.data.results.map((opening) => (
            <option key={opening.id} value={opening.id}>
              {label(opening)}
            </option>
          ))}
        </select>
      </div>
      {listed ? <DrawVerifier opening={listed} /> : <FetchedOpening id={chosen} />}
    </div>
  );
}

/** An opening beyond the history's first page, read on its own. */
function FetchedOpening({ id }: { id: number }) {
  const opening = useDraftOpeningQuery(id);
  if (opening.isPending) return <LoadingBlock label="Loading the draft…" />;
  if (opening.isError) {
    return (
      <LoadFailed
        title="Could not load this draft"
        message={errorMessage(opening.error)}
        onRetry={() => opening.refetch()}
        retrying={opening.isRefetching}
      />
    );
  }
  return <DrawVerifier opening={opening.data} />;
}
