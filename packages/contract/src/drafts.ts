import { CARD_TIERS, formatCount } from '@shred/game';
import { z } from 'zod';
import { cardTierSchema } from './athletes.ts';
import { athleteCardSchema } from './cards.ts';
import { athleteGenderSchema, recordIdSchema } from './catalog.ts';
import { listPageOf } from './credits.ts';

const sportSlugSchema = z
  .string({ error: 'Choose a sport.' })
  .max(80, 'Unknown sport.')
  .regex(/^[a-z0-9-]+$/, 'Unknown sport.');

/** A draft's sport and tier in a path: drafts/{sport}/{tier}/. */
export const draftKeyParamsSchema = z.object({
  sport: sportSlugSchema,
  tier: z.enum(CARD_TIERS, { error: 'Choose common, rare, epic or legendary.' }),
});
export type DraftKey = z.infer<typeof draftKeyParamsSchema>;

/** The most any one weight may be: the sum of a list stays far below 2³², as the draw needs. */
export const DRAFT_WEIGHT_MAX = 1_000_000;
const weightSchema = z
  .number({ error: 'Give a whole-number weight.' })
  .int('Give a whole-number weight.')
  .min(0, 'Weights cannot be negative.')
  .max(DRAFT_WEIGHT_MAX, `Use weights of at most ${formatCount(DRAFT_WEIGHT_MAX)}.`);

export const oddsEntrySchema = z.object({
  tier: cardTierSchema,
  weight: z.number().int(),
  /** weight ÷ the sum of the draft's weights. */
  probability: z.number(),
});
export type OddsEntry = z.infer<typeof oddsEntrySchema>;

export const poolEntrySchema = z.object({ athlete_id: z.number().int(), weight: z.number().int() });
export type PoolEntry = z.infer<typeof poolEntrySchema>;

/** A pool entry with what screens show of its athlete: name, portrait (seeded by slug, in their gender), flag, ASPI. */
export const poolAthleteSchema = poolEntrySchema.extend({
  slug: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  gender: athleteGenderSchema,
  avatar: z.string().nullable(),
  nationality: z.object({ ioc: z.string() }),
  aspi: z.number(),
});
export type PoolAthlete = z.infer<typeof poolAthleteSchema>;

export const draftSchema = z.object({
  sport: z.string(),
  tier: cardTierSchema,
  price: z.number().int(),
  cards_per_draft: z.number().int(),
  /** In tier order, common first; tiers a draft never gives are left out. */
  odds: z.array(oddsEntrySchema),
});
export type Draft = z.infer<typeof draftSchema>;

/** One draft with its sport's pool and the pool's athletes, sorted by athlete id. */
export const draftDetailSchema = draftSchema.extend({ pool: z.array(poolAthleteSchema) });
export type DraftDetail = z.infer<typeof draftDetailSchema>;

export const CLIENT_SEED_MAX = 64;
export const clientSeedSchema = z
  .string({ error: 'Type a client seed.' })
  .min(1, 'Type a client seed.')
  .max(CLIENT_SEED_MAX, `Use at most ${CLIENT_SEED_MAX} characters.`)
  .regex(/^[\x21-\x7e]+$/, 'Use letters, digits and punctuation, without spaces.');

export const fairnessSchema = z.object({
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
});
export type Fairness = z.infer<typeof fairnessSchema>;

export const rotateSeedBodySchema = z.object({ client_seed: clientSeedSchema });
export const rotatedSeedSchema = z.object({
  revealed_server_seed: z.string(),
  revealed_server_seed_hash: z.string(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.literal(0),
});
export type RotatedSeed = z.infer<typeof rotatedSeedSchema>;

export const openDraftBodySchema = z.object({
  sport: sportSlugSchema,
  tier: z.enum(CARD_TIERS, { error: 'Choose common, rare, epic or legendary.' }),
});
export type OpenDraftBody = z.infer<typeof openDraftBodySchema>;

export const openedDraftSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  tier: cardTierSchema,
  price: z.number().int(),
  /** In draw order. */
  cards: z.array(athleteCardSchema),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** The balance after the opening. */
  balance: z.number().int(),
});
export type OpenedDraft = z.infer<typeof openedDraftSchema>;

/** A past opening with everything its proof needs, as it was at the time. */
export const draftOpeningSchema = z.object({
  id: z.number().int(),
  sport: z.string(),
  tier: cardTierSchema,
  price: z.number().int(),
  cards: z.array(athleteCardSchema),
  odds: z.array(oddsEntrySchema),
  pool: z.array(poolEntrySchema),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  nonce: z.number().int(),
  /** Null until the seed pair is rotated. */
  server_seed: z.string().nullable(),
  created_at: z.string(),
});
export type DraftOpening = z.infer<typeof draftOpeningSchema>;
export const draftOpeningPageSchema = listPageOf(draftOpeningSchema);
export type DraftOpeningPage = z.infer<typeof draftOpeningPageSchema>;

/** Staff: one draft's configuration, on sale or not. */
export const adminDraftSchema = draftSchema.extend({ on_sale: z.boolean(), sport_name: z.string() });
export type AdminDraft = z.infer<typeof adminDraftSchema>;

export const adminDraftBodySchema = z.object({
  price: z
    .number({ error: 'Give a price in credits.' })
    .int('Prices are whole credits.')
    .min(1, 'A draft costs at least 1 credit.')
    .max(1_000_000, 'A draft costs at most 1,000,000 credits.'),
  odds: z
    .array(z.object({ tier: cardTierSchema, weight: weightSchema }))
    .min(1, 'Give at least one tier its odds.')
    .max(CARD_TIERS.length)
    .refine((odds) => new Set(odds.map((o) => o.tier)).size === odds.length, 'Give each tier once.')
    .refine((odds) => odds.some((o) => o.weight > 0), 'At least one tier needs a weight above 0.'),
  on_sale: z.boolean({ error: 'Say whether the draft is on sale.' }),
});
export type AdminDraftBody = z.infer<typeof adminDraftBodySchema>;

export const adminPoolEntrySchema = poolAthleteSchema.extend({ sport: z.string() });
export type AdminPoolEntry = z.infer<typeof adminPoolEntrySchema>;

export const adminPoolQuerySchema = z.object({ sport: sportSlugSchema.optional() });

/** Weight 0 takes the athlete out of the pool. */
export const adminPoolBodySchema = z.object({
  sport: sportSlugSchema,
  athlete_id: recordIdSchema,
  weight: weightSchema,
});
export type AdminPoolBody = z.infer<typeof adminPoolBodySchema>;

export const SIMULATE_OPENINGS_MAX = 100_000;
export const simulateBodySchema = z.object({
  sport: sportSlugSchema,
  tier: z.enum(CARD_TIERS, { error: 'Choose common, rare, epic or legendary.' }),
  openings: z
    .number({ error: 'Give a number of openings.' })
    .int('Give a whole number of openings.')
    .min(1, 'Run at least 1 opening.')
    .max(SIMULATE_OPENINGS_MAX, `Run at most ${formatCount(SIMULATE_OPENINGS_MAX)} openings at once.`),
});
export type SimulateBody = z.infer<typeof simulateBodySchema>;

export const simulationSchema = z.object({
  openings: z.number().int(),
  /** Cards drawn per tier (openings × cards_per_draft in all). */
  tiers: z.record(cardTierSchema, z.number().int()),
  athletes: z.array(z.object({ athlete_id: z.number().int(), count: z.number().int() })),
  /** The published odds the counts are compared with. */
  odds: z.array(oddsEntrySchema),
  pool: z.array(poolEntrySchema),
});
export type Simulation = z.infer<typeof simulationSchema>;
