import type { Draft } from '@shred/contract';
import { formatPercent } from '@shred/game';
import { Link } from 'react-router';
import { TIER_LABELS } from '../athletes/index.ts';
import { formatCredits } from '../credits/index.ts';
import { higherTierChance } from './draft-odds.ts';
import { DraftPackImage } from './draft-pack-image.tsx';
import { tierSurface } from './tier-look.ts';

/** A draft for sale as a card in its tier's colours: its pack, price and the chance of a better card. */
export function DraftTierCard({ draft, sportName }: { draft: Draft; sportName: string }) {
  const higher = higherTierChance(draft);
  return (
    <Link
      to={`/manager/market/drafts/${draft.sport}/${draft.tier}`}
      data-tier={draft.tier}
      className="group relative flex aspect-[4/7] flex-col gap-2 overflow-hidden rounded-2xl p-3 text-white transition hover:-translate-y-0.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent motion-reduce:transition-none sm:aspect-[3/4] sm:p-4"
      style={tierSurface(draft.tier)}
    >
      <div>
        <p className="truncate text-[11px] font-semibold uppercase tracking-widest text-white/70 sm:text-xs">
          {sportName}
        </p>
        <p className="font-display text-2xl font-extrabold uppercase italic leading-none sm:text-3xl">
          {TIER_LABELS[draft.tier]}
          <span className="sr-only"> draft,</span>
        </p>
        <p className="mt-1 text-xs text-white/75">{draft.cards_per_draft} cards</p>
      </div>
      {/* The pack tilts upright when pointed at, as if picked off the shelf. */}
      <div className="relative -mx-1 min-h-0 flex-1">
        <DraftPackImage
          sport={draft.sport}
          tier={draft.tier}
          className="absolute inset-0 size-full rotate-[-5deg] object-contain drop-shadow-[0_0.6rem_0.8rem_rgb(0_0_0/0.55)] transition group-hover:rotate-0 group-hover:scale-105 motion-reduce:transition-none"
        />
      </div>
      <div>
        <p className="text-[11px] leading-snug text-white/80 sm:text-xs">
          {higher > 0
            ? `${formatPercent(higher)} chance of a higher tier`
            : `Every card ${TIER_LABELS[draft.tier]}`}
        </p>
        <p className="mt-1 font-display text-2xl font-bold tabular-nums">
          {formatCredits(draft.price)} <span className="text-sm font-semibold text-white/75">credits</span>
        </p>
      </div>
    </Link>
  );
}

/** Tier cards standing in while the drafts load. */
export function DraftTierCardsSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div role="status" aria-label="Loading the drafts" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity but their place
        <div key={i} className="aspect-[4/7] animate-pulse rounded-2xl bg-surface-2 sm:aspect-[3/4]" />
      ))}
    </div>
  );
}
