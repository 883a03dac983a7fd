import { z } from 'zod';
import { athleteSchema } from './athletes.ts';
import { eventSchema } from './events.ts';
import { leagueSchema } from './leagues.ts';
import { userListItemSchema } from './users.ts';

/** Searches start at 3 characters (spec §4). */
export const SEARCH_QUERY = { min: 3, max: 80 } as const;
/** Results per category. */
export const SEARCH_RESULTS_MAX = 20;

export const searchQuerySchema = z.object({
  query: z
    .string({ error: 'Type at least 3 characters.' })
    .trim()
    .min(SEARCH_QUERY.min, `Type at least ${SEARCH_QUERY.min} characters.`)
    .max(SEARCH_QUERY.max, `Use at most ${SEARCH_QUERY.max} characters.`),
});

/**
 * Search result (spec §3): lists of events, users, leagues and athletes, best match first, each
 * in its entity's shape (events with their games, athletes with aspi and the viewer's cards).
 */
export const searchResultSchema = z.object({
  events: z.array(eventSchema),
  users: z.array(userListItemSchema),
  leagues: z.array(leagueSchema),
  athletes: z.array(athleteSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
