import { z } from 'zod';
import { gameModeSchema, paginationQuerySchema } from './catalog.ts';
import { gameStatusSchema } from './events.ts';
import { scoreLineSchema, teamModeSchema } from './teams.ts';

/** `mode` picks the leaderboard; the client's automatic `game_mode` is the fallback (spec §7). */
const modeQuery = { mode: teamModeSchema.optional(), game_mode: gameModeSchema.optional() };

export const leaderboardQuerySchema = paginationQuerySchema.extend(modeQuery);
export type LeaderboardQuery = z.infer<typeof leaderboardQuerySchema>;

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  team_id: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  profile_image: z.string().nullable(),
  entry_number: z.number().int(),
  score: z.number(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The viewer's own best entry: rank and score stay null until a scoring pass ranks it. */
export const ownEntrySchema = leaderboardEntrySchema.extend({
  rank: z.number().int().nullable(),
  score: z.number().nullable(),
});
export type OwnEntry = z.infer<typeof ownEntrySchema>;

/**
 * One page of a game's leaderboard: page n holds the teams ranked (n−1)·size+1 … n·size, so a
 * page is read straight from the stored ranks; teams sharing a rank are listed together.
 */
export const leaderboardSchema = z.object({
  game_id: z.number().int(),
  mode: teamModeSchema,
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(leaderboardEntrySchema),
  me: ownEntrySchema.nullable(),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

const seasonSchema = z
  .string()
  .trim()
  .max(20)
  .regex(/^[\w-]+$/, 'Not a valid season.');

export const seasonRankingQuerySchema = paginationQuerySchema.extend({
  season: seasonSchema.optional(),
  sport: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Not a valid sport slug.')
    .optional(),
  game_mode: gameModeSchema.optional(),
});
export type SeasonRankingQuery = z.infer<typeof seasonRankingQuerySchema>;

export const standingSchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  username: z.string(),
  profile_image: z.string().nullable(),
  /** Sum of the counted game scores. */
  total: z.number(),
  games_played: z.number().int(),
  games_counted: z.number().int(),
  /**
   * Place in the listing, 1-based: managers sharing a rank are listed by id, so page n holds
   * positions (n−1)·size+1 … n·size and this says which page shows the manager.
   */
  position: z.number().int(),
});
export type Standing = z.infer<typeof standingSchema>;

/** Season ranking (GAME.md): each manager's best 10 game scores, overall or in one sport. */
export const seasonRankingSchema = z.object({
  season: z.string().nullable(),
  /** Every season that has events, newest first: what a season picker offers. */
  seasons: z.array(z.string()),
  sport: z.string().nullable(),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(standingSchema),
  me: standingSchema.nullable(),
});
export type SeasonRanking = z.infer<typeof seasonRankingSchema>;

export const cupLeaderboardQuerySchema = paginationQuerySchema.extend({
  game_mode: gameModeSchema.optional(),
});

/** A quickplay cup's leaderboard: the sum of each manager's best cup team per game. */
export const cupLeaderboardSchema = z.object({
  cup: z.object({ slug: z.string(), name: z.string(), season: z.string() }),
  count: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  results: z.array(standingSchema),
  me: standingSchema.nullable(),
});
export type CupLeaderboard = z.infer<typeof cupLeaderboardSchema>;

/**
 * `username` picks whose result is shown, so a shared link shows the sharer's numbers to
 * anyone who opens it; without it the signed-in viewer's own.
 */
export const fantasyStatsQuerySchema = z.object({
  ...modeQuery,
  username: z
    .string()
    .trim()
    .max(40)
    .regex(/^[A-Za-z0-9_.-]+$/, 'Not a valid username.')
    .optional(),
});
export type FantasyStatsQuery = z.infer<typeof fantasyStatsQuerySchema>;

/** The share graphic as a PNG, drawn on the server (`image/png`, 1080 × 1350). */
export const fantasyStatsImageSchema = z
  .custom<Uint8Array<ArrayBufferLike>>((value) => value instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'A PNG image (image/png), 1080 × 1350 pixels.' });

/** What the share graphic shows (/graphics/fantasy-stats/{gameId}). */
export const fantasyStatsSchema = z.object({
  game: z.object({
    id: z.number().int(),
    name: z.string(),
    status: gameStatusSchema,
    event: z.object({ slug: z.string(), name: z.string() }),
  }),
  mode: teamModeSchema,
  /** Ranked teams in this game and mode. */
  entries: z.number().int(),
  /** The best team in the game of the user asked for (or the viewer); null without one. */
  team: z
    .object({
      team_id: z.number().int(),
      username: z.string(),
      score: z.number().nullable(),
      rank: z.number().int().nullable(),
      /** "Top n %": the smallest whole n with rank ≤ n % of the entries (topPercent, one rule). */
      top_percent: z.number().int().nullable(),
      /** Null while the captain's pick is hidden. */
      captain: scoreLineSchema.nullable(),
      /** The three best lines of the team among those shown. */
      top_picks: z.array(scoreLineSchema),
      /** The lines of the picks shown: another manager's pick shows once it locks (packages/game isPickVisible). */
      lines: z.array(scoreLineSchema),
      /** Picks left out because they have not locked yet: 0 for the team's owner and once the game is complete. */
      hidden_picks: z.number().int(),
    })
    .nullable(),
});
export type FantasyStats = z.infer<typeof fantasyStatsSchema>;
