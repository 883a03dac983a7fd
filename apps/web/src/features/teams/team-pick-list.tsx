import type { TeamView } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { AthleteAvatar, AthleteFlag, TierBadge, tierBoostLabel } from '../athletes/index.ts';
import { LockIcon } from '../events/event-icons.tsx';

const CAPTAIN = `Captain ×${DEFAULT_GAME_CONFIG.team.captainMultiplier}`;

/** One row's height, shared with the placeholder rows so nothing moves when the picks arrive. */
const ROW = 'flex min-h-16 items-center gap-3 px-4 py-2';

interface TeamPickListProps {
  team: Pick<TeamView, 'picks' | 'captain_id'>;
  /** Athletes whose competition has started; by default each pick's own lock as stored. */
  lockedIds?: ReadonlySet<number>;
  label?: string;
}

/**
 * A submitted team as its manager sees it: each pick with flag and name, the captain, and
 * the card tier played (manager mode) or the price paid (quickplay).
 */
export function TeamPickList({ team, lockedIds, label = 'Picks' }: TeamPickListProps) {
  return (
    <ol aria-label={label} className="divide-y divide-line">
      {team.picks.map((pick) => {
        const name = `${pick.athlete.first_name} ${pick.athlete.last_name}`;
        const locked = lockedIds ? lockedIds.has(pick.athlete.id) : pick.locked;
        return (
          <li key={pick.athlete.id} className={ROW}>
            <AthleteAvatar athlete={pick.athlete} size="sm" />
            <span className="flex min-w-0 flex-1 flex-col gap-0.5">
              <span className="truncate text-sm font-semibold text-fg">{name}</span>
              <span className="flex flex-wrap items-center gap-1.5 text-xs text-muted">
                <AthleteFlag ioc={pick.athlete.nationality.ioc} />
                {pick.athlete.id === team.captain_id ? (
                  <span className="inline-flex h-5 items-center rounded-md bg-accent px-1.5 text-[11px] font-bold uppercase tracking-wide text-on-accent">
                    {CAPTAIN}
                  </span>
                ) : null}
                {pick.tier !== null ? (
                  <TierBadge tier={pick.tier}>
                    <span className="normal-case">{tierBoostLabel(pick.tier)}</span>
                  </TierBadge>
                ) : null}
                {locked ? (
                  <span className="inline-flex items-center gap-0.5">
                    <LockIcon width={12} height={12} /> Locked
                  </span>
                ) : null}
              </span>
            </span>
            {pick.price !== null ? (
              <span className="shrink-0 text-right text-sm font-semibold tabular-nums text-fg">
                {pick.price} cr
              </span>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

/** As many empty rows as the team will have, while its picks load. */
export function TeamPickListSkeleton({ size }: { size: number }) {
  return (
    <ul aria-hidden="true" className="divide-y divide-line">
      {Array.from({ length: size }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity but their place
        <li key={index} className={ROW}>
          <span className="size-8 shrink-0 animate-pulse rounded-full bg-surface-2" />
          <span className="h-3.5 w-2/5 animate-pulse rounded bg-surface-2" />
        </li>
      ))}
    </ul>
  );
}
