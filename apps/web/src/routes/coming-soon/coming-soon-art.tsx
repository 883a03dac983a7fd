import type { ReactNode } from 'react';
import { BellIcon } from '../../features/modals/overlay-icons.tsx';
import { cx } from '../../ui/class-names.ts';
import { BoltIcon, CardsIcon, StarIcon } from '../../ui/icons.tsx';

/**
 * Pictures of the sections to come, drawn from the app's icons and CSS: decorative (the
 * page says the same in words), and of a fixed size so nothing moves when they paint.
 */
function ArtFrame({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div aria-hidden="true" className={cx('relative h-40 w-48 shrink-0', className)}>
      {children}
    </div>
  );
}

function FannedCard({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div
      className={cx(
        'absolute inset-x-0 top-2 mx-auto grid h-36 w-26 rounded-xl border-2 p-2.5 shadow-card',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Three athlete cards fanned out, the legendary one in front with a price tag. */
export function MarketArt() {
  return (
    <ArtFrame>
      <FannedCard className="-translate-x-12 -rotate-12 place-items-start border-cyan-300/70 bg-linear-to-br from-cyan-400/50 to-cyan-900/60 text-cyan-50">
        <BoltIcon width={24} height={24} />
      </FannedCard>
      <FannedCard className="translate-x-12 rotate-12 content-start justify-items-end border-violet-300/70 bg-linear-to-br from-violet-400/50 to-violet-900/60 text-violet-50">
        <StarIcon width={24} height={24} />
      </FannedCard>
      <FannedCard className="place-items-center border-amber-100 bg-linear-to-br from-amber-200 via-amber-400 to-orange-600 text-amber-950">
        <CardsIcon width={40} height={40} />
      </FannedCard>
      <span className="absolute right-1 bottom-0 rounded-full bg-accent px-2.5 py-1 text-xs font-bold text-on-accent shadow-md">
        120 cr
      </span>
    </ArtFrame>
  );
}

/** The bell with a switch on and a switch off beside it. */
export function NotificationSettingsArt() {
  return (
    <ArtFrame className="grid place-items-center">
      <span className="grid size-24 place-items-center rounded-full bg-accent/15 text-accent ring-8 ring-accent/5">
        <BellIcon width={44} height={44} />
      </span>
      <span className="absolute top-5 right-1 flex h-6 w-11 items-center rounded-full bg-accent p-0.5 shadow-md">
        <span className="ml-auto size-5 rounded-full bg-white" />
      </span>
      <span className="absolute bottom-6 left-1 flex h-6 w-11 items-center rounded-full bg-surface-2 p-0.5 ring-1 ring-line">
        <span className="size-5 rounded-full bg-muted" />
      </span>
    </ArtFrame>
  );
}
