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

export const resultsImportSchema = z.object({
  detail: z.string(),
  /** Result rows written (new or changed). */
  imported: z.number().int(),
  competitions: z.number().int(),
  /** The games rescored because their results changed. */
  games: z.array(scoredGameSchema),
});
export type ResultsImport = z.infer<typeof resultsImportSchema>;

export const finaliseSchema = z.object({
  detail: z.string(),
  game: scoredGameSchema,
  /** Cards that spent a contract game now; 0 when the game was already finalised. */
  cards_spent: z.number().int(),
});
export type Finalise = z.infer<typeof finaliseSchema>;
