import { cx } from '../../ui/class-names.ts';

export interface StatTile {
  label: string;
  value: string;
  note?: string;
}

/** A row of figures at a glance: a term and its value each, read as a description list. */
export function StatTiles({ tiles, className }: { tiles: readonly StatTile[]; className?: string }) {
  return (
    <dl className={cx('grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5', className)}>
      {tiles.map((tile) => (
        <div
          key={tile.label}
          // An odd last tile fills the phone's row instead of leaving a hole beside it.
          className="flex min-w-0 flex-col gap-1 rounded-2xl border border-line bg-surface p-4 odd:last:col-span-2 sm:odd:last:col-span-1"
        >
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted">{tile.label}</dt>
          <dd className="truncate font-display text-2xl font-bold italic tabular-nums text-fg sm:text-3xl">
            {tile.value}
          </dd>
          {tile.note ? <dd className="text-xs text-muted">{tile.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
