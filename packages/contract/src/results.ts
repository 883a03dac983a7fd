import { z } from 'zod';
import { RECORD_ID_MAX } from './catalog.ts';
import { gameStatusSchema } from './events.ts';

/** Most rows one import may hold: a season's results of one event fit many times over. */
export const RESULTS_IMPORT_MAX_ROWS = 5000;
export const RESULTS_CSV_MAX_CHARS = 240_000;

const idSchema = z.number().int().positive().max(RECORD_ID_MAX);

/**
 * One official result (GAME.md: "competition, athlete, place, score, bonuses"). Give the
 * round as `competition_id`, or `game_id` to mean the athlete's round on that game's
 * startlist; the athlete as `athlete_id` or `athlete` (slug or id). Which of them is given,
 * and whether they exist, is checked per line so the report names every bad line.
 */
export const resultRowSchema = z
  .object({
    game_id: idSchema.optional(),
    competition_id: idSchema.optional(),
    athlete_id: idSchema.optional(),
    athlete: z.union([z.string().trim().min(1).max(80), idSchema]).optional(),
    place: z.number().int().positive().max(10_000),
    /** The judged score, shown with the result; fantasy points come from the place. */
    score: z.number().min(-1_000_000).max(1_000_000).nullable().optional(),
    /** Bonus names of the game's ruleset, e.g. best_run or bestRun, made_final or madeFinal. */
    bonuses: z.array(z.string().trim().min(1).max(40)).max(10).optional(),
  })
  .strict();
export type ResultRow = z.infer<typeof resultRowSchema>;

/**
 * An import: JSON rows, or CSV text with the header `competition,athlete,place,score,bonuses`
 * (bonuses separated by `;` or `|`), either in `{csv}` or as a `text/csv` body.
 */
export const resultsImportBodySchema = z.union([
  z.object({ results: z.array(resultRowSchema).min(1).max(RESULTS_IMPORT_MAX_ROWS) }).strict(),
  z.object({ csv: z.string().min(1).max(RESULTS_CSV_MAX_CHARS) }).strict(),
  z.string().min(1).max(RESULTS_CSV_MAX_CHARS),
]);
export type ResultsImportBody = z.infer<typeof resultsImportBodySchema>;

export const scoredGameSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: gameStatusSchema,
  teams_scored: z.number().int(),
});

/** A scoring pass queued for a game: ask `admin/scoring-jobs/{id}/` how it stands. */
export const scoringJobRefSchema = z.object({
  id: z.string(),
  game_id: z.number().int(),
});

export const resultsImportSchema = z.object({
  detail: z.string(),
  /** Result rows written (new or changed). */
  imported: z.number().int(),
  competitions: z.number().int(),
  /** The games the import touched; `teams_scored` counts the teams on each game's current board. */
  games: z.array(scoredGameSchema),
  /**
   * One scoring pass per game whose board the import changed, run in the background: the
   * leaderboard shows the previous board until the pass has written the whole new one. Empty
   * when the results change no score (a repeated import).
   */
  scoring_jobs: z.array(scoringJobRefSchema),
});
export type ResultsImport = z.infer<typeof resultsImportSchema>;

export const finaliseSchema = z.object({
  detail: z.string(),
  game: scoredGameSchema,
  /** Cards that spent a contract game now; 0 when the game was already finalised. */
  cards_spent: z.number().int(),
});
export type Finalise = z.infer<typeof finaliseSchema>;

export const SCORING_JOB_STATES = ['queued', 'active', 'completed', 'failed'] as const;

/** pg-boss job ids are UUIDs. */
export const scoringJobParamSchema = z.object({
  id: z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i),
});

/** Where a scoring pass stands; `ranked` is the board's team count once it completed. */
export const scoringJobSchema = z.object({
  id: z.string(),
  game_id: z.number().int(),
  state: z.enum(SCORING_JOB_STATES),
  ranked: z.number().int().nullable(),
  finished_at: z.string().nullable(),
});
export type ScoringJob = z.infer<typeof scoringJobSchema>;
