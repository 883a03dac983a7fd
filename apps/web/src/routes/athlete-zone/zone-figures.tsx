import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';

/** One number of the zone with what it counts. */
export function Figure({
  label,
  value,
  note,
  accent = false,
}: {
  label: string;
  value: ReactNode;
  note?: ReactNode;
  accent?: boolean;
}) {
  return (
    <div
      className={cx(
        'rounded-2xl border border-line bg-surface p-4',
        accent && 'border-accent/60 bg-accent/10',
      )}
    >
      <dt className="text-xs font-semibold uppercase tracking-widest text-muted">{label}</dt>
      <dd className="mt-1 font-display text-3xl font-bold italic tabular-nums text-fg sm:text-4xl">
        {value}
      </dd>
      {note ? <dd className="mt-0.5 text-sm text-muted">{note}</dd> : null}
    </div>
  );
}

/** Figures side by side: two a row on phones, four on wide screens unless `narrow` (a side panel). */
export function Figures({ children, narrow = false }: { children: ReactNode; narrow?: boolean }) {
  return <dl className={cx('grid grid-cols-2 gap-3', !narrow && 'lg:grid-cols-4')}>{children}</dl>;
}

/** Placeholders of the figures' size while they load. */
export function FiguresSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div aria-hidden="true" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <div key={i} className="h-28 animate-pulse rounded-2xl bg-surface-2" />
      ))}
    </div>
  );
}
