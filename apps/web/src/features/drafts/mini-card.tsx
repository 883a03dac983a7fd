import type { AthleteCard } from '@shred/contract';
import { AthleteAvatar, TIER_LABELS } from '../athletes/index.ts';
import { tierSurface } from './tier-look.ts';

/** A card at list size: portrait, name and tier, in the tier's colours. */
export function MiniCard({ card }: { card: AthleteCard }) {
  return (
    <div
      data-tier={card.tier}
      className="flex w-full min-w-0 flex-col items-center gap-1.5 rounded-xl p-2 sm:w-28 text-center text-white"
      style={tierSurface(card.tier)}
    >
      <AthleteAvatar athlete={card} size="lg" className="rounded-lg" />
      <p className="w-full truncate text-xs font-semibold leading-tight">
        {card.first_name} {card.last_name}
      </p>
      <p className="text-[10px] font-bold uppercase tracking-wider text-white/80">
        {TIER_LABELS[card.tier]} #{card.serial}
      </p>
    </div>
  );
}
