import type { GameStatus } from '@shred/contract';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';

export const GAME_STATUS_LABELS: Record<GameStatus, string> = {
  UPC: 'Upcoming',
  OPN: 'Open',
  CPL: 'Complete',
};

const TONES: Record<GameStatus, string> = {
  UPC: 'border-line bg-surface-2 text-muted',
  OPN: 'border-lime/40 bg-lime/15 text-lime',
  CPL: 'border-accent/40 bg-accent/10 text-accent',
};

interface GameStatusBadgeProps {
  status: GameStatus;
  /** Replaces the status name (e.g. '2 open'); the colour still follows the status. */
  children?: ReactNode;
  className?: string;
}

/** A game's status as a small pill: its words, never its colour alone. */
export function GameStatusBadge({ status, children, className }: GameStatusBadgeProps) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONES[status],
        className,
      )}
    >
      {children ?? GAME_STATUS_LABELS[status]}
    </span>
  );
}

/** '2 open · 1 upcoming' over the statuses given; 'No games yet' when there are none. */
export function gameStatusSummary(statuses: readonly GameStatus[]): string {
  if (statuses.length === 0) return 'No games yet';
  return (['OPN', 'UPC', 'CPL'] as const)
    .map((status) => ({ status, n: statuses.filter((s) => s === status).length }))
    .filter(({ n }) => n > 0)
    .map(({ status, n }) => `${n} ${GAME_STATUS_LABELS[status].toLowerCase()}`)
    .join(' · ');
}
