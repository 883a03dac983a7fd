import type { CardTier } from '@shred/game';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { TIER_CHIPS, TIER_LABELS } from './tier-styles.ts';

interface TierBadgeProps {
  tier: CardTier;
  /** Shown after the tier name, e.g. the contract games left. */
  children?: ReactNode;
  className?: string;
}

/** A card tier chip ('Rare'), optionally with a detail such as the contract games left. */
export function TierBadge({ tier, children, className }: TierBadgeProps) {
  return (
    <span
      data-tier={tier}
      className={cx(
        'inline-flex h-5 items-center gap-1 rounded-md px-1.5 text-[11px] font-bold uppercase tracking-wide',
        TIER_CHIPS[tier],
        className,
      )}
    >
      {TIER_LABELS[tier]}
      {children}
    </span>
  );
}
