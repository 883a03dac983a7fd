import type { SearchResult } from '@shred/contract';
import { eventDateRange } from '@shred/game';
import { Link } from 'react-router';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import { AthleteAvatar } from '../athletes/athlete-avatar.tsx';
import { AthleteFlag } from '../athletes/athlete-flag.tsx';
import { genderLabel } from '../athletes/athlete-list-item.tsx';
import { EventArtwork } from '../events/event-artwork.tsx';
import { MapPinIcon } from '../events/event-icons.tsx';
import { eventPageLink } from '../events/event-links.ts';
import { UserListItem } from '../leagues/user-list-item.tsx';
import { useCanFollow } from '../profile/can-follow.ts';
import { ListFollowButton } from '../profile/list-follow-button.tsx';
import { useSetSearchFollowing } from './search-queries.ts';

type SearchEvent = SearchResult['events'][number];
type SearchAthlete = SearchResult['athletes'][number];
type SearchUser = SearchResult['users'][number];

/** Search opens events in the manager game, whatever mode the page was in. */
const EVENT_CONTEXT = { gameMode: 'manager', cupSlug: null } as const;

export const eventResultPath = (event: Pick<SearchEvent, 'slug'>) => eventPageLink(event.slug, EVENT_CONTEXT);
/** The athlete's page: their market page, with their cards, price history and stats. */
export const athleteResultPath = (athlete: Pick<SearchAthlete, 'id'>) =>
  `/manager/market/athletes/${encodeURIComponent(String(athlete.id))}`;

const ROW =
  'group relative flex min-h-16 items-center gap-3 rounded-2xl border border-line bg-surface p-2.5 transition hover:border-accent/60 focus-within:border-accent/60';
/** The row's one link covers the whole row, so a tap anywhere on it opens the page. */
const STRETCHED_LINK =
  'truncate rounded font-semibold text-fg outline-none after:absolute after:inset-0 after:rounded-2xl group-hover:text-accent focus-visible:after:outline-2 focus-visible:after:outline-accent';

const Chevron = () => (
  <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" aria-hidden="true" />
);

/**
 * An event found (spec §3 event): its picture or generated art, name, dates and place. The art
 * is of the event's sport when it has just one; a multi-sport event gets the neutral art rather
 * than one sport picked out of several.
 */
export function EventResultItem({ event }: { event: SearchEvent }) {
  return (
    <div className={ROW}>
      <EventArtwork
        event={{
          slug: event.slug,
          name: event.name,
          image: event.image,
          sports: event.sports.length === 1 ? event.sports : [],
        }}
        className="h-12 w-20 shrink-0 rounded-xl"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        <Link to={eventResultPath(event)} className={STRETCHED_LINK}>
          {event.name}
        </Link>
        <span className="mt-0.5 flex min-w-0 items-center gap-1.5 text-xs text-muted">
          <span className="shrink-0 tabular-nums">{eventDateRange(event.date_from, event.date_to)}</span>
          {event.location ? (
            <>
              <span aria-hidden="true">·</span>
              <MapPinIcon width={12} height={12} className="shrink-0" aria-hidden="true" />
              <span className="truncate">{event.location}</span>
            </>
          ) : null}
        </span>
      </span>
      <Chevron />
    </div>
  );
}

/** An athlete found (spec §3 athlete): portrait, name, flag and IOC code, sport and gender. */
export function AthleteResultItem({ athlete }: { athlete: SearchAthlete }) {
  return (
    <div className={ROW}>
      <AthleteAvatar athlete={athlete} size="md" />
      <span className="flex min-w-0 flex-1 flex-col">
        <Link to={athleteResultPath(athlete)} className={STRETCHED_LINK}>
          {athlete.first_name} {athlete.last_name}
        </Link>
        <span className="mt-0.5 flex min-w-0 items-center gap-x-2 text-xs text-muted">
          <span className="inline-flex shrink-0 items-center gap-1.5">
            <AthleteFlag ioc={athlete.nationality.ioc} />
            <span aria-hidden="true">{athlete.nationality.ioc}</span>
          </span>
          <span aria-hidden="true">·</span>
          <span className="truncate">{athlete.primary_sport.name}</span>
          <span aria-hidden="true">·</span>
          <span className="shrink-0">{genderLabel(athlete.gender)}</span>
        </span>
      </span>
      <Chevron />
    </div>
  );
}

/**
 * A user found: the shared user list item, its profile link stretched over the row, and the
 * Follow button (spec §2 Follow button: signed-in viewers, not on oneself). The button is the
 * link's sibling, not inside it, and sits above the stretched link, so a click on it toggles
 * the follow without opening the profile.
 */
export function UserResultItem({ user }: { user: SearchUser }) {
  const setFollowing = useSetSearchFollowing();
  const canFollow = useCanFollow(user.id);
  return (
    <div
      className={`${ROW} [&_a]:outline-none [&_a]:after:absolute [&_a]:after:inset-0 [&_a]:after:rounded-2xl [&_a]:focus-visible:after:outline-2 [&_a]:focus-visible:after:outline-accent`}
    >
      <div className="min-w-0 flex-1">
        <UserListItem
          user={user}
          trailing={
            canFollow ? (
              <div className="relative z-10">
                <ListFollowButton
                  user={user}
                  onFollowChange={(following) => setFollowing(user.id, following)}
                />
              </div>
            ) : null
          }
        />
      </div>
      <Chevron />
    </div>
  );
}
