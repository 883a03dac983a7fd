import { cx } from '../../ui/class-names.ts';
import { TextSkeleton } from '../../ui/skeleton.tsx';

/**
 * An event card still loading: the frame, picture, lines and button of EventCard at their
 * final sizes, so a list does not jump when the events arrive.
 */
export function EventCardSkeleton({ className }: { className?: string }) {
  return (
    <div
      className={cx(
        'flex flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-card',
        className,
      )}
    >
      <div className="aspect-[16/8] animate-pulse bg-surface-2" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <p className="font-display text-2xl font-bold leading-tight">
          <TextSkeleton className="w-3/4" />
        </p>
        <div className="flex flex-col gap-1.5 text-sm">
          <p>
            <TextSkeleton className="w-32" />
          </p>
          <p>
            <TextSkeleton className="w-40" />
          </p>
        </div>
        <div className="h-[1.375rem] w-24 animate-pulse rounded-full bg-surface-2" />
        <div className="mt-auto pt-1">
          <div className="h-11 animate-pulse rounded-xl bg-surface-2" />
        </div>
      </div>
    </div>
  );
}
