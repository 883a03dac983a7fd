import type { League, SearchResult } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { presentAthlete } from '../athletes/athletes.presenter.ts';
import { createAthleteQueries } from '../athletes/athletes.queries.ts';
import { loadEvents } from '../events/event-loader.ts';
import { createEventQueries } from '../events/events.queries.ts';
import { presentUserListItem } from '../users/user-list-item.ts';
import { createSearchQueries, type SearchLeagueRow } from './search.queries.ts';

const NOTHING: SearchResult = { events: [], users: [], leagues: [], athletes: [] };

/**
 * What the trigram search is given: runs of spaces become one space (control characters never
 * get here: the request was refused). A query with no letter or digit has no trigram to look
 * up, and the index would be read whole to find nothing, so it finds nothing at once.
 */
function searchableText(query: string): string | null {
  const text = query.replace(/\s+/gu, ' ').trim();
  return /[\p{L}\p{N}]/u.test(text) ? text : null;
}

/** The global search (spec §4 Search panel): the four categories looked up in one transaction. */
export function createSearchService(db: Db) {
  const queries = createSearchQueries(db);
  const eventQueries = createEventQueries(db);
  const athleteQueries = createAthleteQueries(db);
  return {
    async search(query: string, viewerId: number | null): Promise<SearchResult> {
      const text = searchableText(query);
      if (text === null) return NOTHING;
      const { events, users, leagues, athletes } = await queries.all(text, viewerId);
      // Found events and athletes as their own lists show them: the events with their games and
      // the viewer's teams, the athletes with the viewer's cards of them.
      const [fullEvents, owned] = await Promise.all([
        loadEvents(eventQueries, events, viewerId, 'manager'),
        athleteQueries.ownedCards(
          viewerId,
          athletes.map((athlete) => athlete.id),
        ),
      ]);
      return {
        events: fullEvents,
        users: users.map(presentUserListItem),
        leagues: leagues.map((row) => presentSearchLeague(row, viewerId)),
        athletes: athletes.map((athlete) => presentAthlete(athlete, owned)),
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
