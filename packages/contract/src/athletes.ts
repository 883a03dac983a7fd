import { CARD_TIERS } from '@shred/game';
import { z } from 'zod';
import {
  athleteGenderSchema,
  gameModeSchema,
  pageOf,
  paginationQuerySchema,
  plainTextSchema,
  sportRefSchema,
} from './catalog.ts';

export const cardTierSchema = z.enum(CARD_TIERS);

/** One of the viewer's cards of an athlete; `background` is the card's tier (spec §3). */
export const ownedInstanceSchema = z.object({
  id: z.number().int(),
  background: cardTierSchema,
  contract_games_left: z.number().int(),
});
export type OwnedInstance = z.infer<typeof ownedInstanceSchema>;

/** An athlete as polls and claims show one: picture, name, sport, country. */
export const athleteSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  gender: athleteGenderSchema,
  primary_sport: sportRefSchema,
  nationality: z.object({ ioc: z.string() }),
});
export type AthleteSummary = z.infer<typeof athleteSummarySchema>;

/** Athlete (spec §3, R3.27); `owned_instances` are the signed-in viewer's cards, empty otherwise. */
export const athleteSchema = athleteSummarySchema.extend({
  aspi: z.number(),
  owned_instances: z.array(ownedInstanceSchema),
});
export type Athlete = z.infer<typeof athleteSchema>;

export const athleteListQuerySchema = paginationQuerySchema.extend({
  /** Part of a first or last name. */
  q: plainTextSchema(80).optional(),
  sport: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Not a valid sport slug.')
    .optional(),
  gender: athleteGenderSchema.optional(),
  game_mode: gameModeSchema.optional(),
});
export type AthleteListQuery = z.infer<typeof athleteListQuerySchema>;

export const athletePageSchema = pageOf(athleteSchema);
export type AthletePage = z.infer<typeof athletePageSchema>;
