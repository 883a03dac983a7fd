import type { AthleteClaim } from '@shred/contract';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { formatDay } from '../admin-users/user-dates.ts';
import { AthleteAvatar } from '../athletes/index.ts';

export const CLAIM_STATUS_LOOK = {
  pending: { label: 'Waiting for staff', chip: 'bg-accent/15 text-accent' },
  approved: { label: 'Approved', chip: 'bg-success-bg text-success' },
  declined: { label: 'Declined', chip: 'bg-danger-bg text-danger' },
} as const;

/** The state of a request as a small coloured label. */
export function ClaimStatusChip({ status }: { status: AthleteClaim['status'] }) {
  const look = CLAIM_STATUS_LOOK[status];
  return (
    <span className={cx('inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold', look.chip)}>
      {look.label}
    </span>
  );
}

/**
 * The sender's request (A7): the athlete asked for, its state and when, what they wrote, and
 * staff's reason for a decline; `children` is what they can do next.
 */
export function AthleteClaimStatus({ claim, children }: { claim: AthleteClaim; children?: ReactNode }) {
  const name = `${claim.athlete.first_name} ${claim.athlete.last_name}`;
  return (
    <section
      aria-label="Your request"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface-2 p-4"
    >
      <div className="flex items-center gap-3">
        <AthleteAvatar athlete={claim.athlete} size="md" />
        <span className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
          <span className="min-w-0 sm:flex-1">
            <span className="block truncate font-semibold text-fg">{name}</span>
            <span className="block text-xs text-muted">
              Sent {formatDay(claim.created_at)}
              {claim.decided_at ? ` · decided ${formatDay(claim.decided_at)}` : ''}
            </span>
          </span>
          <span>
            <ClaimStatusChip status={claim.status} />
          </span>
        </span>
      </div>
      <p role="status" className="text-sm text-fg">
        {claim.status === 'pending'
          ? `Staff check that you are ${name} and link your account. Come back here once they have decided.`
          : claim.status === 'approved'
            ? `Your account is linked to ${name}: the athlete zone is yours.`
            : 'Staff declined your request.'}
      </p>
      {claim.status === 'declined' ? (
        <p className="text-sm text-muted">
          <span className="font-medium text-fg">Reason: </span>
          {claim.reason || 'Staff gave none.'}
        </p>
      ) : null}
      {claim.message ? (
        <p className="text-sm text-muted">
          <span className="font-medium text-fg">Your message: </span>
          {claim.message}
        </p>
      ) : null}
      {children}
    </section>
  );
}
