import { type AdminAthleteClaim, ATHLETE_CLAIM_REASON_MAX } from '@shred/contract';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { useFocusWhen } from '../../ui/focus-when.ts';
import { fieldClasses } from '../admin-events/field-classes.ts';
import { formatMoment } from '../admin-users/user-dates.ts';
import { AthleteAvatar } from '../athletes/index.ts';
import { useApproveAthleteClaimMutation, useDeclineAthleteClaimMutation } from './athlete-claim-queries.ts';
import { ClaimStatusChip } from './athlete-claim-status.tsx';

const nameOf = (claim: AdminAthleteClaim) => `${claim.athlete.first_name} ${claim.athlete.last_name}`;

/** Decline with an optional reason the sender reads, right in the row. */
function DeclineForm({ claim, onDone }: { claim: AdminAthleteClaim; onDone: () => void }) {
  const reasonId = useId();
  const [reason, setReason] = useState('');
  const reasonField = useRef<HTMLInputElement>(null);
  // The field opens on the staff member's own click on Decline: the reason is what comes next.
  useFocusWhen(reasonField, true);
  const decline = useDeclineAthleteClaimMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    decline.mutate({ id: claim.id, reason: reason.trim() }, { onSuccess: onDone });
  };
  return (
    <form
      onSubmit={submit}
      aria-label={`Decline ${nameOf(claim)}`}
      className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 p-3"
    >
      <label htmlFor={reasonId} className="text-sm font-medium text-fg">
        Reason <span className="font-normal text-muted">(optional, @{claim.user.username} reads it)</span>
      </label>
      <input
        id={reasonId}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        maxLength={ATHLETE_CLAIM_REASON_MAX}
        placeholder="We could not confirm it is you"
        ref={reasonField}
        className={fieldClasses({ size: 'sm' })}
      />
      {decline.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(decline.error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" variant="danger" loading={decline.isPending}>
          Decline
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={decline.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Approve or open the decline form, for a waiting request. */
function Decision({ claim }: { claim: AdminAthleteClaim }) {
  const approve = useApproveAthleteClaimMutation();
  const [declining, setDeclining] = useState(false);
  const name = nameOf(claim);
  if (declining) return <DeclineForm claim={claim} onDone={() => setDeclining(false)} />;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          loading={approve.isPending}
          aria-label={`Approve: link @${claim.user.username} to ${name}`}
          onClick={() => approve.mutate(claim.id)}
        >
          Approve
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={approve.isPending}
          aria-label={`Decline @${claim.user.username}’s claim of ${name}`}
          onClick={() => setDeclining(true)}
        >
          Decline
        </Button>
      </div>
      {approve.isError ? (
        <p role="alert" className="text-sm text-danger">
          {errorMessage(approve.error)}
        </p>
      ) : null}
    </div>
  );
}

/** One request: the athlete asked for, who asks, what they wrote, when, and staff's decision. */
function ClaimRow({ claim }: { claim: AdminAthleteClaim }) {
  const name = nameOf(claim);
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 p-4 sm:grid sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)_auto] sm:items-start sm:gap-5"
    >
      <div className="flex min-w-0 items-center gap-3">
        <AthleteAvatar athlete={claim.athlete} size="md" />
        <span className="min-w-0">
          <span className="block truncate font-semibold text-fg">{name}</span>
          <span className="block truncate text-xs text-muted">
            {claim.athlete.primary_sport.name} · {claim.athlete.nationality.ioc}
          </span>
        </span>
      </div>
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <Link
            to={`/admin/users/${encodeURIComponent(claim.user.username)}`}
            className="font-semibold text-accent hover:underline"
          >
            @{claim.user.username}
          </Link>
          {claim.user.email ? <span className="truncate text-muted">{claim.user.email}</span> : null}
        </span>
        <span className="text-xs text-muted">
          Sent <time dateTime={claim.created_at}>{formatMoment(claim.created_at)}</time>
          {claim.decided_at ? (
            <>
              {' · '}
              {claim.status === 'approved' ? 'approved' : 'declined'}{' '}
              <time dateTime={claim.decided_at}>{formatMoment(claim.decided_at)}</time>
              {claim.decided_by ? ` by @${claim.decided_by.username}` : ''}
            </>
          ) : null}
        </span>
        <p className={cx('break-words', claim.message ? 'text-fg' : 'text-muted italic')}>
          {claim.message || 'No message.'}
        </p>
        {claim.status === 'declined' && claim.reason ? (
          <p className="text-muted">
            <span className="font-medium text-fg">Reason: </span>
            {claim.reason}
          </p>
        ) : null}
      </div>
      <div className="sm:justify-self-end">
        {claim.status === 'pending' ? <Decision claim={claim} /> : <ClaimStatusChip status={claim.status} />}
      </div>
    </li>
  );
}

/** A page of requests; `busy` while the next page replaces it. */
export function AdminAthleteClaimList({
  claims,
  busy,
}: {
  claims: readonly AdminAthleteClaim[];
  busy: boolean;
}) {
  return (
    <ul
      aria-label="Athlete claims"
      aria-busy={busy || undefined}
      className={cx(
        'flex flex-col divide-y divide-line rounded-2xl border border-line bg-surface transition-opacity',
        busy && 'opacity-60',
      )}
    >
      {claims.map((claim) => (
        <ClaimRow key={claim.id} claim={claim} />
      ))}
    </ul>
  );
}
