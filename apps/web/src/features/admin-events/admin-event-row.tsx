import type { SportEvent } from '@shred/contract';
import { eventDateRange } from '@shred/game';
import { Link } from 'react-router';
import { ButtonLink } from '../../ui/button.tsx';
import { GAME_STATUS_LABELS, GameStatusBadge, gameStatusSummary } from './game-status.tsx';

const STATUS_ORDER = ['OPN', 'UPC', 'CPL'] as const;

export const adminEventPath = (slug: string) => `/admin/events/${slug}`;
export const adminRefreshPath = (slug: string) => `/admin/events/${slug}/refresh`;

/** One event of the staff list: what it is, where and when, its games by status, and the way in. */
export function AdminEventRow({ event }: { event: SportEvent }) {
  const statuses = event.fantasy_games.map((g) => g.status);
  const headingId = `admin-event-${event.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 shadow-card sm:p-5 lg:flex-row lg:items-center"
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id={headingId} className="min-w-0 text-lg font-semibold text-fg">
            <Link to={adminEventPath(event.slug)} className="hover:text-accent focus-visible:text-accent">
              {event.name}
            </Link>
          </h2>
          <span className="rounded-md bg-surface-2 px-1.5 py-0.5 text-xs font-semibold text-muted">
            {event.season}
          </span>
        </div>
        <p className="mt-1 text-sm text-muted">
          <span className="text-fg/90">{eventDateRange(event.date_from, event.date_to)}</span>
          <span aria-hidden="true"> · </span>
          {event.location}
        </p>
        <p className="mt-1 truncate text-xs text-muted">{event.sports.map((s) => s.name).join(', ')}</p>
      </div>
      <div className="flex flex-col gap-1.5 lg:w-64">
        <p className="sr-only">Games: {gameStatusSummary(statuses)}</p>
        <div aria-hidden="true" className="flex flex-wrap items-center gap-1.5">
          {statuses.length === 0 ? (
            <span className="text-sm text-muted">No games yet</span>
          ) : (
            STATUS_ORDER.filter((status) => statuses.includes(status)).map((status) => (
              <GameStatusBadge key={status} status={status} className="tabular-nums">
                {`${statuses.filter((s) => s === status).length} ${GAME_STATUS_LABELS[status].toLowerCase()}`}
              </GameStatusBadge>
            ))
          )}
        </div>
        <p aria-hidden="true" className="text-xs text-muted">
          {statuses.length === 1 ? '1 game' : `${statuses.length} games`}
        </p>
      </div>
      <div className="flex gap-2 max-lg:flex-wrap">
        <ButtonLink
          to={adminEventPath(event.slug)}
          variant="secondary"
          size="sm"
          aria-label={`Edit ${event.name}`}
          className="max-sm:flex-1"
        >
          Edit
        </ButtonLink>
        <ButtonLink
          to={adminRefreshPath(event.slug)}
          variant="ghost"
          size="sm"
          aria-label={`Refresh results of ${event.name}`}
          className="max-sm:flex-1"
        >
          Refresh results
        </ButtonLink>
      </div>
    </article>
  );
}
