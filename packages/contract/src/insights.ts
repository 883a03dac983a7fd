import { z } from 'zod';
import { athleteGenderSchema, gameGenderSchema, sportRefSchema } from './catalog.ts';
import { gameStatusSchema } from './events.ts';

/**
 * How managers picked one athlete at an event (premium insights): shares are fractions from 0
 * to 1 of the manager teams of the event's games the athlete is in. Picks count only once
 * they have locked (the athlete's round started, or the game is complete), so an athlete
 * whose picks are still private is absent.
 */
export const insightAthleteSchema = z.object({
  athlete_id: z.number().int(),
  ownership: z.number().min(0).max(1),
  captaincy: z.number().min(0).max(1),
  /** Manager teams picking the athlete. */
  teams: z.number().int(),
  /** Manager teams captained by the athlete. */
  captains: z.number().int(),
  /** The teams the shares are of: those of the games the athlete is in. */
  field: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  /** "First Last", as screens label the athlete. */
  name: z.string(),
  gender: athleteGenderSchema,
  avatar: z.string().nullable(),
  nationality: z.object({ ioc: z.string() }),
  primary_sport: sportRefSchema,
});
export type InsightAthlete = z.infer<typeof insightAthleteSchema>;

/** Manager team figures of one game; scores in points from the game's current board, 0 before one. */
export const insightGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: gameStatusSchema,
  sport: sportRefSchema,
  discipline: sportRefSchema,
  gender: gameGenderSchema,
  teams: z.number().int(),
  /** Teams on the current board (a team entered after the last scoring pass is not yet). */
  scored_teams: z.number().int(),
  average_score: z.number(),
  top_score: z.number(),
});
export type InsightGame = z.infer<typeof insightGameSchema>;

/** GET insights/{eventStopSlug}/ (INTERFACE.md "Premium, polls, insights"): premium only. */
export const eventInsightsSchema = z.object({
  event: z.object({
    slug: z.string(),
    name: z.string(),
    image: z.string().nullable(),
    location: z.string(),
    date_from: z.string(),
    date_to: z.string(),
    /** What its generated picture is drawn of, as on the event page. */
    sports: z.array(sportRefSchema),
  }),
  /** Every athlete whose picks are visible, most owned first. */
  athletes: z.array(insightAthleteSchema),
  /** The five most owned of `athletes`. */
  most_picked: z.array(insightAthleteSchema),
  /** Manager teams entered in the event's games. */
  teams: z.number().int(),
  scored_teams: z.number().int(),
  /** Mean score of the scored teams over every game, in points; 0 before any board. */
  average_score: z.number(),
  top_score: z.number(),
  games: z.array(insightGameSchema),
});
export type EventInsights = z.infer<typeof eventInsightsSchema>;
