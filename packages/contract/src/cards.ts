import { z } from 'zod';
import { athleteSchema, cardTierSchema } from './athletes.ts';
import { recordIdSchema } from './catalog.ts';
import { ledgerMovementSchema } from './credits.ts';
import { usernameSchema } from './users.ts';

/** Most contract games one extension adds. */
export const EXTEND_GAMES_MAX = 50;

/**
 * An athlete card instance (spec §3, R3.29): the athlete extended with the instance's id,
 * tier (`background`), serial, season and contract, plus `games_to_add`: how many contract
 * games the viewer could add right now with their credits (0 on someone else's card).
 */
export const athleteCardSchema = athleteSchema.extend({
  card_instance_id: z.number().int(),
  background: cardTierSchema,
  tier: cardTierSchema,
  serial: z.number().int(),
  season: z.string(),
  contract_games_left: z.number().int(),
  games_to_add: z.number().int(),
  /** Credits one added contract game costs for this tier. */
  extension_cost_per_game: z.number().int(),
  owner: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  /**
   * The card's listing on the market while it is on sale, else null (list-or-play: a listed
   * card cannot join a team). Given in the owner's card list; absent where not looked up.
   */
  listing: z
    .object({ id: z.number().int(), price: z.number().int(), expires_at: z.string() })
    .nullable()
    .optional(),
  /**
   * The game whose team the card plays in while that game is not complete, else null
   * (list-or-play: a card in play cannot be listed). Given in the owner's card list; absent
   * where not looked up.
   */
  in_play: z.object({ game_id: z.number().int(), game_name: z.string() }).nullable().optional(),
});
export type AthleteCard = z.infer<typeof athleteCardSchema>;

export const athleteCardsQuerySchema = z.object({
  /** Someone else's cards; without it, the signed-in user's own. */
  username: usernameSchema.optional(),
  game_mode: z.enum(['manager', 'quickplay', 'all']).optional(),
});

export const extendContractBodySchema = z.object({
  card_instance_id: recordIdSchema,
  games_to_add: z
    .number({ error: 'Give the number of games to add.' })
    .int('Add whole games.')
    .min(1, 'Add at least 1 game.')
    .max(EXTEND_GAMES_MAX, `Add at most ${EXTEND_GAMES_MAX} games at once.`),
});
export type ExtendContractBody = z.infer<typeof extendContractBodySchema>;

export const extendContractResultSchema = z.object({
  card: athleteCardSchema,
  /** Credits spent on this extension. */
  cost: z.number().int(),
  /** The balance after it. */
  balance: z.number().int(),
});
export type ExtendContractResult = z.infer<typeof extendContractResultSchema>;

/** The viewer's draft credits: the balance (the ledger's sum) and the latest movements. */
export const creditsSchema = z.object({
  balance: z.number().int(),
  entries: z.array(ledgerMovementSchema),
  extension_cost_per_game: z.record(cardTierSchema, z.number().int()),
});
export type CreditsView = z.infer<typeof creditsSchema>;
