import type { GameStatus } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';
import { GAME_STATUS_LABELS } from './game-labels.ts';

const LOOKS: Readonly<Record<GameStatus, string>> = {
  UPC: 'border-line bg-surface-2 text-muted',
  OPN: 'border-lime/50 bg-lime/15 text-lime',
  CPL: 'border-accent/40 bg-accent/10 text-accent',
};

/** A game's status (UPC, OPN, CPL) as a small labelled pill. */
export function GameStatusPill({ status, className }: { status: GameStatus; className?: string }) {
  return (
    <span
      data-status={status}
      className={cx(
        'inline-flex h-6 items-center gap-1.5 rounded-full border px-2.5 text-xs font-bold uppercase tracking-wide',
        LOOKS[status],
        className,
      )}
    >
      {status === 'OPN' ? (
        <span aria-hidden="true" className="size-1.5 animate-pulse rounded-full bg-lime" />
      ) : null}
      {GAME_STATUS_LABELS[status]}
    </span>
  );
}
