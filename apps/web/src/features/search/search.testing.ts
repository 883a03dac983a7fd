import type { SearchResult } from '@shred/contract';
import { buildLeague, buildMember } from '../leagues/leagues.testing.ts';

type SearchEvent = SearchResult['events'][number];
type SearchAthlete = SearchResult['athletes'][number];

export function buildSearchEvent(overrides: Partial<SearchEvent> = {}): SearchEvent {
  return {
    id: 11,
    name: 'Mundial Surf Pro',
    slug: 'mundial-surf-pro',
    image: null,
    date_from: '2026-12-03',
    date_to: '2026-12-07',
    location: 'Peniche, Portugal',
    season: '2026',
    sports: [{ name: 'Surfing', slug: 'surfing' }],
    fantasy_games: [],
    ...overrides,
  };
}

export function buildSearchAthlete(overrides: Partial<SearchAthlete> = {}): SearchAthlete {
  return {
    id: 42,
    slug: 'kai-lenny',
    first_name: 'Kai',
    last_name: 'Lenny',
    avatar: null,
    gender: 'M',
    primary_sport: { name: 'Surfing', slug: 'surfing' },
    nationality: { ioc: 'USA' },
    aspi: 88,
    owned_instances: [],
    ...overrides,
  };
}

/** One of each kind: what a search for "kai" might answer. */
export function buildSearchResult(overrides: Partial<SearchResult> = {}): SearchResult {
  return {
    events: [buildSearchEvent()],
    athletes: [buildSearchAthlete(), buildSearchAthlete({ id: 43, slug: 'kai-jones', last_name: 'Jones' })],
    users: [buildMember(7, 'kai_slides', { is_verified: true, level: { name: 'Ripper' } })],
    leagues: [buildLeague({ slug: 'kai-crew', name: 'Kai Crew', my_rank: null, is_owner: false })],
    ...overrides,
  };
}

export const NOTHING_FOUND: SearchResult = { events: [], athletes: [], users: [], leagues: [] };
