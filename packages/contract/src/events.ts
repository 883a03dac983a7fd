import { z } from 'zod';
import { athleteSchema } from './athletes.ts';
import {
  gameGenderSchema,
  gameModeSchema,
  pageOf,
  paginationQuerySchema,
  rulesetSchema,
  sportRefSchema,
} from './catalog.ts';

/** Fantasy game status codes (spec §3, R3.26): upcoming, open, complete. */
export const GAME_STATUSES = ['UPC', 'OPN', 'CPL'] as const;
export const gameStatusSchema = z.enum(GAME_STATUSES);
export type GameStatus = z.infer<typeof gameStatusSchema>;

/** A round of a game; `date` is when it starts (spec §3 "competitions that each have a date"). */
export const competitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  date: z.string(),
  is_final: z.boolean(),
});
export type Competition = z.infer<typeof competitionSchema>;

/** The signed-in viewer's team in a game, in the active mode; null when there is none. */
export const userTeamSchema = z.object({
  id: z.number().int(),
  score: z.number().nullable(),
  rank: z.number().int().nullable(),
});
export type UserTeam = z.infer<typeof userTeamSchema>;

export const fantasyGameSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: gameStatusSchema,
  sport: sportRefSchema,
  discipline: sportRefSchema,
  gender: gameGenderSchema,
  opens_at: z.string(),
  user_team: userTeamSchema.nullable(),
  competitions: z.array(competitionSchema),
});
export type FantasyGameSummary = z.infer<typeof fantasyGameSummarySchema>;

export const eventSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string().nullable(),
  date_from: z.string(),
  date_to: z.string(),
  location: z.string(),
  season: z.string(),
});

/** Event (spec §3, R3.24) with its games (R3.25). */
export const eventSchema = eventSummarySchema.extend({
  sports: z.array(sportRefSchema),
  fantasy_games: z.array(fantasyGameSummarySchema),
});
export type SportEvent = z.infer<typeof eventSchema>;

/** live: a game is open; upcoming: not open yet and not over; past: over or ended. */
export const EVENT_PHASES = ['live', 'upcoming', 'past'] as const;
export const eventPhaseSchema = z.enum(EVENT_PHASES);
export type EventPhase = z.infer<typeof eventPhaseSchema>;

export const viewerQuerySchema = z.object({ game_mode: gameModeSchema.optional() });

export const eventListQuerySchema = paginationQuerySchema.extend({
  status: eventPhaseSchema.optional(),
  sport: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Not a valid sport slug.')
    .optional(),
  season: z
    .string()
    .trim()
    .max(20)
    .regex(/^[\w-]+$/, 'Not a valid season.')
    .optional(),
  game_mode: gameModeSchema.optional(),
});
export type EventListQuery = z.infer<typeof eventListQuerySchema>;

export const eventPageSchema = pageOf(eventSchema);
export type SportEventPage = z.infer<typeof eventPageSchema>;

/** One athlete of a game's startlist, with the quickplay price and when their pick locks. */
export const startlistEntrySchema = z.object({
  athlete: athleteSchema,
  /** Quickplay price: 5 + round(ASPI / 5) credits. */
  price: z.number().int(),
  competition_id: z.number().int(),
  /** When the athlete's competition starts: their pick locks then (late swap). */
  locks_at: z.string(),
  seed: z.number().int().nullable(),
  withdrawn: z.boolean(),
});
export type StartlistEntryView = z.infer<typeof startlistEntrySchema>;

export const viewerTeamSchema = userTeamSchema.extend({
  mode: z.enum(['manager', 'quickplay']),
  entry_number: z.number().int(),
});

/** A game with everything the game page and the pick screens need. */
export const gameDetailSchema = fantasyGameSummarySchema.extend({
  event: eventSummarySchema,
  ruleset: rulesetSchema,
  startlist: z.array(startlistEntrySchema),
  /** Every team of the viewer in this game, both modes. */
  user_teams: z.array(viewerTeamSchema),
  team_size: z.number().int(),
  quickplay_budget: z.number().int(),
  scored_at: z.string().nullable(),
});
export type GameDetail = z.infer<typeof gameDetailSchema>;

export const cupSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  season: z.string(),
  games_count: z.number().int(),
});

export const cupGameSchema = fantasyGameSummarySchema.extend({ event: eventSummarySchema });

/** A quickplay cup: games grouped into a casual competition (GAME.md "Quickplay"). */
export const cupSchema = cupSummarySchema.extend({ games: z.array(cupGameSchema) });
export type Cup = z.infer<typeof cupSchema>;
