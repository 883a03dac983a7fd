import type { AdminChallengeSet } from '@shred/contract';
import { cx } from '../../../ui/class-names.ts';

type SetStatus = AdminChallengeSet['status'];

export const SET_STATUS_LABELS: Record<SetStatus, string> = {
  active: 'Active',
  upcoming: 'Upcoming',
  ended: 'Ended',
};

/** Bar and badge colours of each status, shared by the list and the calendar. */
export const SET_STATUS_TONES: Record<SetStatus, string> = {
  active: 'border-lime/40 bg-lime/15 text-lime',
  upcoming: 'border-accent/40 bg-accent/10 text-accent',
  ended: 'border-line bg-surface-2 text-muted',
};

/** A set's status as a small pill: its words, never its colour alone. */
export function SetStatusBadge({ status, className }: { status: SetStatus; className?: string }) {
  return (
    <span
      className={cx(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        SET_STATUS_TONES[status],
        className,
      )}
    >
      {SET_STATUS_LABELS[status]}
    </span>
  );
}
