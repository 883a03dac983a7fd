import { z } from 'zod';
import { athleteSchema } from './athletes.ts';
import { pricePointSchema } from './market.ts';

/** A share of manager-mode teams, 0 to 1 (INTERFACE.md: shares are fractions). */
const shareSchema = z.number().min(0).max(1);

/** How managers picked the athlete in one game: only picks already locked (or a completed game) count. */
export const athleteZonePicksSchema = z.object({
  /** Manager-mode teams in the game. */
  entries: z.number().int(),
  /** Of them, the teams holding the athlete (visible picks only). */
  teams: z.number().int(),
  /** Of them, the teams captained by the athlete. */
  captains: z.number().int(),
  ownership: shareSchema,
  captaincy: shareSchema,
  /** False until the athlete's round starts (or the game completes): picks stay private till then. */
  revealed: z.boolean(),
});
export type AthleteZonePicks = z.infer<typeof athleteZonePicksSchema>;

/** The athlete in one game of the season: the fantasy points and place earned, and the picks. */
export const athleteZoneGameSchema = athleteZonePicksSchema.extend({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(['UPC', 'OPN', 'CPL']),
  event: z.object({ slug: z.string(), name: z.string(), date_from: z.string() }),
  /** Null until results are in. */
  points: z.number().nullable(),
  place: z.number().int().nullable(),
});
export type AthleteZoneGame = z.infer<typeof athleteZoneGameSchema>;

/** /athlete-zone: how managers pick the signed-in athlete, over the season and on the market. */
export const athleteZoneOverviewSchema = z.object({
  athlete: athleteSchema,
  season: z.string(),
  totals: z.object({
    games: z.number().int(),
    points: z.number(),
    best_place: z.number().int().nullable(),
    /** Distinct managers with the athlete in a team this season. */
    managers: z.number().int(),
    teams: z.number().int(),
    captains: z.number().int(),
    /** Over the season's games: picks ÷ entries. */
    ownership: shareSchema,
    captaincy: shareSchema,
  }),
  /** The season's games on the athlete's startlists, newest first. */
  games: z.array(athleteZoneGameSchema),
  market: z.object({
    active_listings: z.number().int(),
    lowest_price: z.number().int().nullable(),
    /** The latest sales of the athlete's cards, newest first. */
    recent_sales: z.array(pricePointSchema),
  }),
});
export type AthleteZoneOverview = z.infer<typeof athleteZoneOverviewSchema>;

/** Another athlete of the startlist among the most picked. */
export const mostPickedSchema = z.object({
  athlete_id: z.number().int(),
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  gender: athleteSchema.shape.gender,
  sport: z.string(),
  ownership: shareSchema,
  captaincy: shareSchema,
  is_me: z.boolean(),
});
export type MostPicked = z.infer<typeof mostPickedSchema>;

/** /athlete-zone/game/{id}: Competition Insights of one game for the signed-in athlete. */
export const athleteZoneGameInsightsSchema = z.object({
  athlete: athleteSchema,
  game: athleteZoneGameSchema,
  /** 1 = the most owned athlete of the startlist; null while no pick is visible. */
  ownership_rank: z.number().int().nullable(),
  startlist_size: z.number().int(),
  /** Of manager-mode teams with a score; null before results. */
  average_score: z.number().nullable(),
  top_score: z.number().nullable(),
  /** The five most owned athletes of the startlist. */
  most_picked: z.array(mostPickedSchema),
});
export type AthleteZoneGameInsights = z.infer<typeof athleteZoneGameInsightsSchema>;

export const ATHLETE_ASSET_KINDS = ['results', 'fans'] as const;
export type AthleteAssetKind = (typeof ATHLETE_ASSET_KINDS)[number];
/** Social sizes in pixels: a story (9:16) and a square post. */
export const ATHLETE_ASSET_SIZES = {
  story: { width: 1080, height: 1920 },
  post: { width: 1080, height: 1080 },
} as const;
export type AthleteAssetSize = keyof typeof ATHLETE_ASSET_SIZES;

export const athleteAssetParamsSchema = z.object({ kind: z.enum(ATHLETE_ASSET_KINDS) });
export const athleteAssetQuerySchema = z.object({
  size: z.enum(['story', 'post']).default('story'),
});
export const athleteAssetImageSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({
    type: 'string',
    format: 'binary',
    description: 'A PNG image (image/png): 1080 × 1920 (story) or 1080 × 1080 (post) pixels.',
  });
