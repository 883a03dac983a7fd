import type { AdminUserTeam, AthleteCard, LedgerMovement, Notification, StaffAction } from '@shred/contract';
import { PAGE_SIZE_DEFAULT } from '@shred/contract';
import { formatPoints } from '@shred/game';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { cx } from '../../ui/class-names.ts';
import { EmptyState } from '../../ui/empty-state.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { Pager, pageCountOf } from '../../ui/pager.tsx';
import { AthleteAvatar, AthleteCardArt } from '../athletes/index.ts';
import { LedgerLine, ListSkeleton } from '../credits/index.ts';
import { notificationLook } from '../notifications/index.ts';
import { type UserListKind, useAdminUserListQuery } from './admin-user-queries.ts';
import { formatMoment } from './user-dates.ts';

const NOUNS: Readonly<Record<UserListKind, string>> = {
  teams: 'teams',
  cards: 'cards',
  ledger: 'credit movements',
  notifications: 'notifications',
};

interface PagedListProps<T> {
  username: string;
  kind: UserListKind;
  empty: { icon: ReactNode; title: string; text: string };
  render: (results: T[]) => ReactNode;
}

/** One of the user page's lists: its own pages, loading, failure and empty states. */
function PagedList<T>({ username, kind, empty, render }: PagedListProps<T>) {
  const [page, setPage] = useState(1);
  const list = useAdminUserListQuery(username, kind, page);
  if (list.isPending) return <ListSkeleton rows={4} label={`Loading the ${NOUNS[kind]}`} />;
  if (list.isError) {
    return (
      <LoadFailed
        icon={empty.icon}
        title={`Could not load the ${NOUNS[kind]}`}
        message={errorMessage(list.error)}
        onRetry={() => list.refetch()}
        retrying={list.isRefetching}
      />
    );
  }
  if (list.data.count === 0) {
    return (
      <EmptyState icon={empty.icon} title={empty.title}>
        {empty.text}
      </EmptyState>
    );
  }
  return (
    <div className={cx('flex flex-col gap-3', list.isPlaceholderData && 'opacity-60')}>
      {render(list.data.results as T[])}
      <Pager
        label={`Pages of ${NOUNS[kind]}`}
        page={page}
        pageCount={pageCountOf(list.data.count, PAGE_SIZE_DEFAULT)}
        onPageChange={setPage}
        busy={list.isPlaceholderData}
        previousLabel="Newer"
        nextLabel="Older"
      />
    </div>
  );
}

const MODE_LABELS = { manager: 'Manager', quickplay: 'Quickplay' } as const;
const GAME_STATUS = { UPC: 'Upcoming', OPN: 'Open', CPL: 'Complete' } as const;

function TeamItem({ team }: { team: AdminUserTeam }) {
  const captain = team.picks.find((pick) => pick.athlete.id === team.captain_id);
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4 sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <Link
          to={`/manager/events/${team.game.event.slug}`}
          className="block truncate rounded font-semibold text-fg hover:text-accent"
        >
          {team.game.event.name}
        </Link>
        <p className="truncate text-sm text-muted">
          {team.game.name} · {MODE_LABELS[team.mode]}
          {team.entry_number > 1 ? ` · team ${team.entry_number}` : ''} · {GAME_STATUS[team.game.status]}
        </p>
        <ul aria-label="Picks" className="mt-2 flex -space-x-2">
          {team.picks.map((pick) => (
            <li key={pick.athlete.id} title={`${pick.athlete.first_name} ${pick.athlete.last_name}`}>
              <AthleteAvatar athlete={pick.athlete} size="sm" className="ring-2 ring-surface" />
              <span className="sr-only">
                {pick.athlete.first_name} {pick.athlete.last_name}
                {pick.athlete.id === captain?.athlete.id ? ' (captain)' : ''}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <dl className="grid shrink-0 grid-cols-2 gap-4 text-right text-sm sm:w-40">
        <div>
          <dt className="text-xs text-muted">Score</dt>
          <dd className="font-display text-lg font-bold tabular-nums">
            {team.score === null ? '—' : formatPoints(team.score)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">Rank</dt>
          <dd className="font-display text-lg font-bold tabular-nums">{team.rank ?? '—'}</dd>
        </div>
      </dl>
    </li>
  );
}

export function UserTeams({ username, icon }: { username: string; icon: ReactNode }) {
  return (
    <PagedList<AdminUserTeam>
      username={username}
      kind="teams"
      empty={{ icon, title: 'No teams yet', text: 'Teams this player enters in any game show up here.' }}
      render={(teams) => (
        <ul className="flex flex-col gap-2">
          {teams.map((team) => (
            <TeamItem key={team.id} team={team} />
          ))}
        </ul>
      )}
    />
  );
}

export function UserCards({ username, icon }: { username: string; icon: ReactNode }) {
  return (
    <PagedList<AthleteCard>
      username={username}
      kind="cards"
      empty={{ icon, title: 'No cards yet', text: 'Cards from drafts, rewards and the market show up here.' }}
      render={(cards) => (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {cards.map((card) => (
            <li key={card.card_instance_id} className="flex flex-col gap-1">
              <AthleteCardArt card={card} />
              <p className="text-center text-xs text-muted tabular-nums">
                {card.contract_games_left === 1 ? '1 game left' : `${card.contract_games_left} games left`}
              </p>
            </li>
          ))}
        </ul>
      )}
    />
  );
}

/** A staff grant's reference reads 'staff:<who>: <why>': the why is what staff want to see. */
const grantReason = (movement: LedgerMovement) =>
  movement.reason === 'staff_grant'
    ? (movement.reference ?? '').replace(/^staff:[^:]*:\s*/, '')
    : (movement.reference ?? '');

export function UserLedger({ username, icon }: { username: string; icon: ReactNode }) {
  return (
    <PagedList<LedgerMovement>
      username={username}
      kind="ledger"
      empty={{
        icon,
        title: 'No credit movements yet',
        text: 'Credits bought, earned, granted or spent show up here.',
      }}
      render={(movements) => (
        <ul aria-label="Credit movements" className="flex flex-col gap-2">
          {movements.map((movement) => {
            const note = grantReason(movement);
            const when = formatMoment(movement.created_at);
            return (
              <LedgerLine key={movement.id} movement={movement} when={note ? `${when} · ${note}` : when} />
            );
          })}
        </ul>
      )}
    />
  );
}

export function UserNotifications({ username, icon }: { username: string; icon: ReactNode }) {
  return (
    <PagedList<Notification>
      username={username}
      kind="notifications"
      empty={{
        icon,
        title: 'No notifications',
        text: 'What the game told this player in the app shows up here.',
      }}
      render={(items) => (
        <ul aria-label="Notifications" className="flex flex-col gap-2">
          {items.map((item) => {
            const look = notificationLook(item.type);
            const TypeIcon = look.icon;
            return (
              <li key={item.id} className="flex gap-3 rounded-2xl border border-line bg-surface p-3.5">
                <span className={cx('grid size-9 shrink-0 place-items-center rounded-full', look.tone)}>
                  <TypeIcon width={18} height={18} />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-semibold">{item.title}</span>
                    {item.is_read ? null : (
                      <span className="shrink-0 rounded-full bg-accent/15 px-2 py-0.5 text-[11px] font-bold text-accent">
                        Unread
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-muted">{item.body}</span>
                  <span className="block text-xs text-muted">{formatMoment(item.created_at)}</span>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    />
  );
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  grant_credits: 'Credits',
  staff_on: 'Made staff',
  staff_off: 'Staff access removed',
  verified_on: 'Verified',
  verified_off: 'Verification removed',
  athlete_linked: 'Athlete linked',
  athlete_unlinked: 'Athlete unlinked',
  athlete_claim_declined: 'Athlete claim declined',
  deactivated: 'Deactivated',
  reactivated: 'Reactivated',
};

/** What staff did to the account, newest first, with who and when. */
export function StaffHistory({ actions, icon }: { actions: readonly StaffAction[]; icon: ReactNode }) {
  if (actions.length === 0) {
    return (
      <EmptyState icon={icon} title="No staff changes yet">
        Grants, flags, athlete links, declined athlete claims and deactivations by staff are listed here.
      </EmptyState>
    );
  }
  return (
    <ol aria-label="Staff history" className="flex flex-col gap-2">
      {actions.map((action) => (
        <li key={action.id} className="rounded-2xl border border-line bg-surface px-4 py-3">
          <p className="font-semibold">
            {ACTION_LABELS[action.action] ?? action.action}
            {action.detail ? <span className="font-normal text-muted"> · {action.detail}</span> : null}
          </p>
          <p className="text-xs text-muted">
            {formatMoment(action.created_at)} by{' '}
            {action.staff ? `@${action.staff.username}` : 'a former staff member'}
          </p>
        </li>
      ))}
    </ol>
  );
}
