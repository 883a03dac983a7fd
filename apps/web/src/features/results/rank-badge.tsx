import { cx } from '../../ui/class-names.ts';

const PODIUM = [
  'bg-amber-300 text-amber-950',
  'bg-slate-200 text-slate-900',
  'bg-orange-400 text-orange-950',
];

/** A rank as a number chip; the podium gets gold, silver and bronze. */
export function RankBadge({ rank, className }: { rank: number | null; className?: string }) {
  const podium = rank !== null && rank >= 1 && rank <= 3 ? PODIUM[rank - 1] : null;
  return (
    <span
      className={cx(
        'inline-grid h-8 min-w-8 place-items-center rounded-lg px-1.5 font-display text-lg font-bold italic tabular-nums',
        podium ?? 'bg-surface-2 text-fg',
        className,
      )}
    >
      {rank === null ? '–' : rank}
    </span>
  );
}
