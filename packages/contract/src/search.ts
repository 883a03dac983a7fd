import { z } from 'zod';
import { athleteGenderSchema, sportRefSchema } from './catalog.ts';
import { eventSummarySchema } from './events.ts';
import { leagueSchema, userListItemSchema } from './leagues.ts';

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

export const searchAthleteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  gender: athleteGenderSchema,
  primary_sport: sportRefSchema,
  nationality: z.object({ ioc: z.string() }),
});

/** An event found: the summary and its sports, so a one-sport event shows that sport's art. */
export const searchEventSchema = eventSummarySchema.extend({
  sports: z.array(sportRefSchema),
});

/** Search result (spec §3): lists of events, users, leagues and athletes, best match first. */
export const searchResultSchema = z.object({
  events: z.array(searchEventSchema),
  users: z.array(userListItemSchema),
  leagues: z.array(leagueSchema),
  athletes: z.array(searchAthleteSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
