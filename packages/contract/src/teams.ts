import { z } from 'zod';
import { cardTierSchema } from './athletes.ts';
import { gameModeSchema } from './catalog.ts';

/** The two ways to play a game (GAME.md "Teams and the two modes"). */
export const TEAM_MODES = ['manager', 'quickplay'] as const;
export const teamModeSchema = z.enum(TEAM_MODES);
export type TeamMode = z.infer<typeof teamModeSchema>;

const athleteIdSchema = z
  .number({ error: 'Give the athlete id as a number.' })
  .int()
  .positive()
  .max(2_147_483_647);

export const teamPickInputSchema = z
  .object({
    athlete_id: athleteIdSchema,
    /** The card played for this athlete (manager mode); absent or null in quickplay. */
    card_instance_id: athleteIdSchema.nullable().optional(),
  })
  .strict();

/**
 * A team as submitted. The shape is checked here; the game's rules (5 picks, captain among
 * them, startlist, cards, budget, late swap) are checked by the server with packages/game, so
 * each refusal names the rule. More than 5 picks is allowed through so that rule can say so.
 */
export const teamBodySchema = z
  .object({
    mode: teamModeSchema,
    picks: z.array(teamPickInputSchema).max(20, 'Pick at most 20 athletes.'),
    captain_id: athleteIdSchema,
    /** Quickplay only: the cup this team plays for. */
    cup_slug: z
      .string()
      .max(80)
      .regex(/^[a-z0-9-]+$/, 'Not a valid cup slug.')
      .nullable()
      .optional(),
  })
  .strict();
export type TeamBody = z.infer<typeof teamBodySchema>;

export const teamAthleteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  nationality: z.object({ ioc: z.string() }),
  aspi: z.number(),
});

export const teamPickSchema = z.object({
  athlete: teamAthleteSchema,
  card_instance_id: z.number().int().nullable(),
  /** The card's tier when picked (its boost); null in quickplay. */
  tier: cardTierSchema.nullable(),
  /** Quickplay price in credits; null in manager mode. */
  price: z.number().int().nullable(),
  /** When the athlete's competition starts: from then on this pick cannot change. */
  locks_at: z.string(),
  locked: z.boolean(),
});

export const bonusLineSchema = z.object({ name: z.string(), points: z.number() });

/** One line of a scored team (GAME.md: "every team score can show its breakdown line by line"). */
export const scoreLineSchema = z.object({
  athlete_id: z.number().int(),
  athlete_name: z.string(),
  /** Final place in the game (the place of the athlete's last round); null without a result. */
  place: z.number().int().nullable(),
  place_points: z.number(),
  bonuses: z.array(bonusLineSchema),
  bonus_points: z.number(),
  athlete_points: z.number(),
  tier: cardTierSchema.nullable(),
  tier_boost: z.number(),
  is_captain: z.boolean(),
  captain_multiplier: z.number(),
  /** athlete points × tier boost × captain multiplier, rounded half up to 2 decimals. */
  line_total: z.number(),
});
export type ScoreLineView = z.infer<typeof scoreLineSchema>;

export const teamSchema = z.object({
  id: z.number().int(),
  game_id: z.number().int(),
  user: z.object({ id: z.number().int(), username: z.string() }),
  mode: teamModeSchema,
  entry_number: z.number().int(),
  cup_slug: z.string().nullable(),
  captain_id: z.number().int(),
  /** Bumped on every edit. */
  version: z.number().int(),
  submitted_at: z.string(),
  updated_at: z.string(),
  /** Stored by the last scoring pass; null before the game's first results. */
  score: z.number().nullable(),
  /** Null until a scoring pass ranks the team. */
  rank: z.number().int().nullable(),
  picks: z.array(teamPickSchema),
  /** Recomputed from the stored results: its total equals `score` once scored. */
  breakdown: z.object({ lines: z.array(scoreLineSchema), total: z.number() }),
  budget: z
    .object({ budget: z.number().int(), spent: z.number().int(), remaining: z.number().int() })
    .nullable(),
});
export type TeamView = z.infer<typeof teamSchema>;

export const teamListSchema = z.object({ results: z.array(teamSchema) });
export type TeamList = z.infer<typeof teamListSchema>;

export const myTeamsQuerySchema = z.object({
  mode: teamModeSchema.optional(),
  game_mode: gameModeSchema.optional(),
});
