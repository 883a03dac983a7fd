import { CARD_TIERS, CHALLENGE_CONDITIONS } from '@shred/game';
import { z } from 'zod';
import { listPageOf } from './credits.ts';

/** What a challenge's reward gives: credits, a card of a tier, or XP. */
export const CHALLENGE_REWARD_KINDS = ['credits', 'card', 'xp'] as const;
/** Where a set stands now: challenges progress only while it is active. */
export const CHALLENGE_SET_STATUSES = ['upcoming', 'active', 'ended'] as const;
/** How long an ended set still shows in the list, so a fan sees how the last one went. */
export const CHALLENGE_SET_RECENT_DAYS = 30;

export const challengeConditionSchema = z.enum(CHALLENGE_CONDITIONS);

export const challengeRewardSchema = z.object({
  kind: z.enum(CHALLENGE_REWARD_KINDS),
  /** Credits or XP given; 1 for a card. */
  amount: z.number().int(),
  /** The tier of the card a card reward gives; null otherwise. */
  card_tier: z.enum(CARD_TIERS).nullable(),
});
export type ChallengeReward = z.infer<typeof challengeRewardSchema>;

/** A set as the list shows it, with the caller's count of completed challenges in it. */
export const challengeSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(CHALLENGE_SET_STATUSES),
  challenges_count: z.number().int(),
  completed_count: z.number().int(),
});
export type ChallengeSet = z.infer<typeof challengeSetSchema>;
export const challengeSetPageSchema = listPageOf(challengeSetSchema);
export type ChallengeSetPage = z.infer<typeof challengeSetPageSchema>;

/** One challenge with the caller's progress towards its target. */
export const challengeSchema = z.object({
  id: z.number().int(),
  set_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  condition: challengeConditionSchema,
  target: z.number().int(),
  /** Steps counted for the caller, never above the target. */
  progress: z.number().int(),
  /** 0–100; 100 only once the target is met. */
  percent: z.number().int(),
  reward: challengeRewardSchema,
  position: z.number().int(),
  /** When the caller met the target; null until then. */
  completed_at: z.string().nullable(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeSetDetailSchema = challengeSetSchema.extend({ challenges: z.array(challengeSchema) });
export type ChallengeSetDetail = z.infer<typeof challengeSetDetailSchema>;

export const challengeDetailSchema = challengeSchema.extend({ set: challengeSetSchema });
export type ChallengeDetail = z.infer<typeof challengeDetailSchema>;
