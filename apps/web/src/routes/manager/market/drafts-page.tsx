import type { Draft } from '@shred/contract';
import { CARD_TIERS } from '@shred/game';
import { errorMessage } from '../../../api/index.ts';
import { BalanceChip } from '../../../features/credits/index.ts';
import {
  DraftTierCard,
  DraftTierCardsSkeleton,
  useDraftsQuery,
  useSportName,
} from '../../../features/drafts/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { CardsIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { MarketLinks } from './market-links.tsx';

/** Drafts grouped by sport, each sport's tiers in tier order. */
function bySport(drafts: readonly Draft[]): [string, Draft[]][] {
  const groups = new Map<string, Draft[]>();
  for (const draft of drafts) groups.set(draft.sport, [...(groups.get(draft.sport) ?? []), draft]);
  for (const list of groups.values())
    list.sort((a, b) => CARD_TIERS.indexOf(a.tier) - CARD_TIERS.indexOf(b.tier));
  return [...groups.entries()];
}

/** /manager/market/drafts (R2.40): the drafts on sale, per sport, one card per tier. */
export function DraftsPage() {
  const drafts = useDraftsQuery();
  const sportName = useSportName();
  return (
    <>
      <PageHeader
        title="Drafts"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Each draft gives three athlete cards of its sport: its tier or, with luck, a higher one."
        actions={<BalanceChip />}
      />
      <MarketLinks />
      {drafts.isPending ? (
        <DraftTierCardsSkeleton />
      ) : drafts.isError ? (
        <LoadFailed
          icon={<CardsIcon width={28} height={28} />}
          title="Could not load the drafts"
          message={errorMessage(drafts.error)}
          onRetry={() => drafts.refetch()}
          retrying={drafts.isRefetching}
        />
      ) : drafts.data.length === 0 ? (
        <EmptyState
          icon={<CardsIcon width={28} height={28} />}
          title="No drafts on sale right now"
          action={<ButtonLink to="/manager/my-athletes">See your cards</ButtonLink>}
        >
          New drafts go on sale with the season. Your credits keep until then.
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-8">
          {bySport(drafts.data).map(([sport, list]) => (
            <section key={sport} aria-labelledby={`drafts-${sport}`}>
              <h2 id={`drafts-${sport}`} className="mb-3 font-display text-2xl font-bold uppercase italic">
                {sportName(sport)}
              </h2>
              {/* Phones swipe through a sport's tiers in one row; wider screens show them side by side. */}
              <ul className="-mx-4 flex snap-x gap-3 overflow-x-auto px-4 pb-2 sm:mx-0 sm:grid sm:grid-cols-4 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0">
                {list.map((draft) => (
                  <li key={draft.tier} className="w-[42%] shrink-0 snap-start sm:w-auto">
                    <DraftTierCard draft={draft} sportName={sportName(sport)} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </>
  );
}
