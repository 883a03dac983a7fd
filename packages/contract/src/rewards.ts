import { PLACING_BANDS, REWARD_KINDS, REWARD_SOURCES } from '@shred/game';
import { z } from 'zod';
import { cardTierSchema } from './athletes.ts';
import { athleteCardSchema } from './cards.ts';
import { listPageOf, listPageQuerySchema } from './credits.ts';

/**
 * A reward waiting in /manager/rewards or claimed (GAME.md "Engagement"): what it is for (a
 * placing in a completed game or a challenge) and what it gives.
 */
export const rewardSchema = z.object({
  id: z.number().int(),
  source: z.enum(REWARD_SOURCES),
  /** "Top 10% in Park Men", or the challenge's name. */
  title: z.string(),
  /** The placing band; null for a challenge. */
  band: z.enum(PLACING_BANDS).nullable(),
  kind: z.enum(REWARD_KINDS),
  /** Credits or XP given; 1 for a card. */
  amount: z.number().int(),
  card_tier: cardTierSchema.nullable(),
  /** What it gives, as the screens say it ("100 credits", "1 epic card"). */
  prize: z.string(),
  /** The game placed in, with its event, for a placing. */
  game: z
    .object({
      id: z.number().int(),
      name: z.string(),
      event: z.object({ slug: z.string(), name: z.string() }),
    })
    .nullable(),
  /** The challenge completed, for a challenge reward. */
  challenge: z.object({ id: z.number().int(), name: z.string(), set_id: z.number().int() }).nullable(),
  /** The card given, once a card reward is claimed. */
  card: athleteCardSchema.nullable(),
  claimed_at: z.string().nullable(),
  created_at: z.string(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardListQuerySchema = listPageQuerySchema;
export type RewardListQuery = z.infer<typeof rewardListQuerySchema>;

/** The caller's rewards, unclaimed first (newest first within each), and how many wait. */
export const rewardPageSchema = listPageOf(rewardSchema).extend({ unclaimed: z.number().int() });
export type RewardPage = z.infer<typeof rewardPageSchema>;

/**
 * A claimed reward and where it left the claimer: the credit balance, the XP and level, and the
 * card given. Claiming again answers the same and moves nothing.
 */
export const rewardClaimSchema = z.object({
  reward: rewardSchema,
  /** Whether this call claimed it (false when it was claimed before). */
  claimed_now: z.boolean(),
  balance: z.number().int(),
  xp: z.number().int(),
});
export type RewardClaim = z.infer<typeof rewardClaimSchema>;
