import type { League, SearchResult } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { presentAthleteSummary } from '../athletes/athlete-summary.ts';
import { presentEventSummary } from '../events/events.presenter.ts';
import { createEventQueries } from '../events/events.queries.ts';
import { presentUserListItem } from '../users/user-list-item.ts';
import { createSearchQueries, type SearchLeagueRow } from './search.queries.ts';

const NOTHING: SearchResult = { events: [], users: [], leagues: [], athletes: [] };

/**
 * What the trigram search is given: control characters (PostgreSQL text cannot hold NUL) and
 * runs of spaces become one space. A query with no letter or digit has no trigram to look up,
 * and the index would be read whole to find nothing, so it finds nothing at once.
 */
function searchableText(query: string): string | null {
  const text = query.replace(/[\p{Cc}\s]+/gu, ' ').trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

/** The global search (spec §4 Search panel): the four categories looked up in one transaction. */
export function createSearchService(db: Db) {
  const queries = createSearchQueries(db);
  const eventQueries = createEventQueries(db);
  return {
    async search(query: string, viewerId: number | null): Promise<SearchResult> {
      const text = searchableText(query);
      if (text === null) return NOTHING;
      const { events, users, leagues, athletes } = await queries.all(text, viewerId);
      // The found events' sports (one indexed read, none without events): a one-sport event
      // is drawn in its sport's art.
      const sports = await eventQueries.sportsOf(events.map((event) => event.id));
      return {
        events: events.map((event) => ({
          ...presentEventSummary(event),
          sports: sports.filter((s) => s.eventId === event.id).map(({ name, slug }) => ({ name, slug })),
        })),
        users: users.map(presentUserListItem),
        leagues: leagues.map((row) => presentSearchLeague(row, viewerId)),
        athletes: athletes.map(presentAthleteSummary),
      };
    },
  };
}

/** A league as a search result: the viewer's rank is left to the league's own page. */
function presentSearchLeague(row: SearchLeagueRow, viewerId: number | null): League {
  return {
    slug: row.slug,
    name: row.name,
    image: row.image,
    members_count: row.membersCount,
    description: row.description,
    owner: { id: row.ownerId, username: row.ownerUsername },
    joining_closed: row.joiningClosed,
    is_member: row.isMember,
    is_owner: row.ownerId === viewerId,
    my_rank: null,
    created_at: row.createdAt.toISOString(),
  };
}
