import { cx } from '../../ui/class-names.ts';
import { CrownIcon } from '../notifications/notification-icons.tsx';

/** Premium's gold, the colour of everything premium unlocks. */
export const PREMIUM_SURFACE = 'bg-linear-to-br from-amber-300 to-amber-600 text-stone-900';

/** 'Premium' on a gold chip with its crown: beside a name, a plan or a benefit premium unlocks. */
export function PremiumBadge({ label = 'Premium', className }: { label?: string; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
        PREMIUM_SURFACE,
        className,
      )}
    >
      <CrownIcon width={14} height={14} />
      {label}
    </span>
  );
}
