import type { Athlete } from '@shred/contract';
import type { ReactNode } from 'react';
import { cx } from '../../ui/class-names.ts';
import { AspiScore } from './aspi-score.tsx';
import { AthleteAvatar } from './athlete-avatar.tsx';
import { AthleteFlag } from './athlete-flag.tsx';
import { TierBadge } from './tier-badge.tsx';

/** 'M' → Male, 'W' and 'F' → Female (A12: both mean women). */
export function genderLabel(gender: string): string {
  return gender === 'M' ? 'Male' : 'Female';
}

export type ListedAthlete = Pick<
  Athlete,
  | 'id'
  | 'first_name'
  | 'last_name'
  | 'avatar'
  | 'gender'
  | 'primary_sport'
  | 'nationality'
  | 'aspi'
  | 'owned_instances'
>;

interface AthleteListItemProps {
  athlete: ListedAthlete;
  /** Beside the score: a price, an action, a pick state. Stays outside the select button. */
  trailing?: ReactNode;
  /** Makes the row a toggle button (e.g. picking the athlete). */
  onSelect?: () => void;
  selected?: boolean;
  disabled?: boolean;
  /** A line under the details, e.g. why the athlete cannot be picked. */
  note?: ReactNode;
  className?: string;
}

function OwnedCards({ athlete }: { athlete: ListedAthlete }) {
  if (athlete.owned_instances.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1" aria-label="Your cards">
      {athlete.owned_instances.map((card) => (
        <li key={card.id}>
          <TierBadge tier={card.background}>
            <span className="font-semibold normal-case tracking-normal opacity-90">
              · {card.contract_games_left}
              <span className="sr-only"> contract games left</span>
            </span>
          </TierBadge>
        </li>
      ))}
    </ul>
  );
}

/**
 * The athlete list item (spec §3, R2.160): avatar, name, flag and IOC code, primary sport,
 * gender, the ASPI square and the viewer's own cards of the athlete as tier chips.
 */
export function AthleteListItem({
  athlete,
  trailing,
  onSelect,
  selected = false,
  disabled = false,
  note,
  className,
}: AthleteListItemProps) {
  const name = `${athlete.first_name} ${athlete.last_name}`;
  const body = (
    <>
      <AthleteAvatar athlete={athlete} size="md" />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="truncate font-semibold text-fg">{name}</span>
        <span className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted">
          <span className="inline-flex items-center gap-1.5">
            <AthleteFlag ioc={athlete.nationality.ioc} />
            <span aria-hidden="true">{athlete.nationality.ioc}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span>{athlete.primary_sport.name}</span>
          <span aria-hidden="true">·</span>
          <span>{genderLabel(athlete.gender)}</span>
        </span>
        <OwnedCards athlete={athlete} />
        {note ? <span className="mt-1 text-xs text-muted">{note}</span> : null}
      </span>
      <AspiScore aspi={athlete.aspi} />
    </>
  );

  return (
    <div
      data-athlete-id={athlete.id}
      className={cx(
        'flex items-center gap-3 rounded-2xl border bg-surface p-3 transition',
        selected ? 'border-accent ring-1 ring-accent' : 'border-line',
        disabled && 'opacity-60',
        className,
      )}
    >
      {onSelect ? (
        <button
          type="button"
          onClick={onSelect}
          disabled={disabled}
          aria-pressed={selected}
          className="-m-1.5 flex min-w-0 flex-1 items-center gap-3 rounded-xl p-1.5 text-left focus-visible:outline-2 focus-visible:outline-accent disabled:cursor-not-allowed"
        >
          {body}
        </button>
      ) : (
        <div className="flex min-w-0 flex-1 items-center gap-3">{body}</div>
      )}
      {trailing ? <div className="flex shrink-0 items-center gap-2">{trailing}</div> : null}
    </div>
  );
}
