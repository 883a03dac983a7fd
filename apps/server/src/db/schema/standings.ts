import {
  boolean,
  index,
  integer,
  pgSequence,
  pgTable,
  pgView,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { fantasyGames } from './game.ts';

/** Every scoring pass writes its board under a fresh generation number. */
export const standingsGenerationSeq = pgSequence('standings_generation_seq');

/**
 * The boards written by scoring passes: one narrow row per team and generation, in board
 * order. A page is a range of positions (the primary key), so a tie of any size never leaves
 * a page empty; the team index answers "where is my team" in one lookup. Partitioned by
 * generation (migration 0006, by hand): a pass loads its board into a table of its own,
 * builds the indexes in bulk and attaches it; an old board is detached and dropped whole.
 * Rows are read through `game_standings`.
 */
export const standings = pgTable(
  'standings',
  {
    gameId: integer('game_id').notNull(),
    generation: integer('generation').notNull(),
    mode: text('mode', { enum: ['manager', 'quickplay'] }).notNull(),
    /** 1.. in board order per game and mode: score, then earlier submission, then team id. */
    position: integer('position').notNull(),
    /** Standard competition rank: equal scores share it (1, 2, 2, 4). */
    rank: integer('rank').notNull(),
    teamId: integer('team_id').notNull(),
    userId: integer('user_id').notNull(),
    entryNumber: integer('entry_number').notNull(),
    /** The score in hundredths of a point (exact integer sums of rounded lines). */
    hundredths: integer('hundredths').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.generation, t.mode, t.position] }),
    index('standings_team_idx').on(t.teamId, t.generation),
  ],
);

/**
 * Which generation of `standings` is a game's board. Flipping `generation` (in one short
 * transaction) swaps the whole board at once; readers never see a half-written one.
 */
export const gameStandings = pgTable('game_standings', {
  gameId: integer('game_id')
    .primaryKey()
    .references(() => fantasyGames.id, { onDelete: 'cascade' }),
  /** Null while the game has no board (no results yet, or all of them withdrawn). */
  generation: integer('generation'),
  teamsRanked: integer('teams_ranked').notNull().default(0),
  /** Set when athlete points moved since the board was written: a pass is due. */
  stale: boolean('stale').notNull().default(false),
  /**
   * The board's line values (hundredths) indexed by line key (see teams.lines): a team
   * entered after the pass is scored on read against the same points as the board.
   */
  lineValues: integer('line_values').array(),
  rankedAt: timestamp('ranked_at', { withTimezone: true }),
});

/** The rows of every game's current board (created by hand in migration 0006). */
export const currentStandings = pgView('current_standings', {
  gameId: integer('game_id').notNull(),
  generation: integer('generation').notNull(),
  mode: text('mode', { enum: ['manager', 'quickplay'] }).notNull(),
  position: integer('position').notNull(),
  rank: integer('rank').notNull(),
  teamId: integer('team_id').notNull(),
  userId: integer('user_id').notNull(),
  entryNumber: integer('entry_number').notNull(),
  hundredths: integer('hundredths').notNull(),
}).existing();

/**
 * Each league member's best manager-mode score in each game on its current board, kept by
 * triggers (migrations 0011, 0013, 0014, by hand): whenever a game's board is made current (or
 * withdrawn, or the game deleted) its rows here follow in the same transaction, and a manager
 * joining a league brings their scores of the current boards. League standings sum these rows
 * of their members, a few per member, instead of joining every board whole. Only league
 * members have rows, so a pass writes one per league member on the board, not per manager.
 * Derived data like the boards, so without foreign keys: checking two keys for each row
 * doubled the time a pass spends here, and the triggers already remove a game's rows with its
 * board (a manager with teams cannot be deleted).
 */
export const userGameScores = pgTable(
  'user_game_scores',
  {
    userId: integer('user_id').notNull(),
    gameId: integer('game_id').notNull(),
    /** The best of the manager's manager-mode teams on the board, in hundredths. */
    hundredths: integer('hundredths').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gameId] }), index('user_game_scores_game_idx').on(t.gameId)],
);
