import { CARD_TIERS, CHALLENGE_CONDITIONS, type ChallengeCondition } from '@shred/game';
import { z } from 'zod';
import { plainTextSchema, recordIdSchema } from './catalog.ts';
import { CHALLENGE_REWARD_KINDS, CHALLENGE_SET_STATUSES } from './challenges.ts';
import { listPageOf, listPageQuerySchema } from './credits.ts';
import { CONTROL_CHARACTERS_REFUSED, MULTILINE_TEXT } from './text.ts';

const conditionSchema = z.enum(CHALLENGE_CONDITIONS, {
  error: `Use one of ${CHALLENGE_CONDITIONS.join(', ')}.`,
});

/** Each condition in a person's words, for pickers and lists. */
export const CHALLENGE_CONDITION_LABELS: Record<ChallengeCondition, string> = {
  join_games: 'Join games',
  captain_top3: 'Captain finishes in the top 3',
  open_draft: 'Open drafts',
  market_buy: 'Buy cards on the market',
  follow_managers: 'Follow managers',
  join_league: 'Join leagues',
};

/** A challenge's goal as a sentence: 'Join 3 games', 'Captain finishes in the top 3 once'. */
export function challengeGoal(condition: ChallengeCondition, target: number): string {
  const times = (one: string, many: string) => (target === 1 ? `${one}` : `${target} ${many}`);
  switch (condition) {
    case 'join_games':
      return `Join ${times('a game', 'games')}`;
    case 'captain_top3':
      return `Captain finishes in the top 3 ${target === 1 ? 'once' : `${target} times`}`;
    case 'open_draft':
      return `Open ${times('a draft', 'drafts')}`;
    case 'market_buy':
      return `Buy ${times('a card', 'cards')} on the market`;
    case 'follow_managers':
      return `Follow ${times('a manager', 'managers')}`;
    case 'join_league':
      return `Join ${times('a league', 'leagues')}`;
  }
}

const rewardKindSchema = z.enum(CHALLENGE_REWARD_KINDS, {
  error: `Use one of ${CHALLENGE_REWARD_KINDS.join(', ')}.`,
});
export type ChallengeRewardKind = (typeof CHALLENGE_REWARD_KINDS)[number];
export const CHALLENGE_REWARD_LABELS: Record<ChallengeRewardKind, string> = {
  credits: 'Credits',
  card: 'A card',
  xp: 'XP',
};
const rewardTierSchema = z.enum(CARD_TIERS, { error: `Use one of ${CARD_TIERS.join(', ')}.` });

export const CHALLENGE_NAME_MAX = 80;
export const CHALLENGE_DESCRIPTION_MAX = 500;
export const CHALLENGE_TARGET_MAX = 1000;
export const CHALLENGE_REWARD_MAX = 100_000;
/** The most a single import may hold: text length and challenge rows. */
export const CHALLENGE_IMPORT_MAX_CHARS = 200_000;
export const CHALLENGE_IMPORT_MAX_ROWS = 500;

/** The years sets are planned in: a typo such as 0202 is refused, not stored. */
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= 2000 && year <= 2199;
};
export const challengeInstantSchema = z.iso
  .datetime({ offset: true, error: 'Use a date-time such as 2027-03-01T00:00:00Z.' })
  .refine(inYears, { error: 'Use a year from 2000 to 2199.' });

const nameSchema = plainTextSchema(CHALLENGE_NAME_MAX).pipe(z.string().min(2, 'Use at least 2 characters.'));
/** Text that may run over several lines, nothing else invisible. */
const descriptionSchema = z
  .string({ error: 'Describe it in text.' })
  .trim()
  .max(CHALLENGE_DESCRIPTION_MAX, `Use at most ${CHALLENGE_DESCRIPTION_MAX} characters.`)
  .regex(MULTILINE_TEXT, CONTROL_CHARACTERS_REFUSED);

const endsAfterStart = (v: { starts_at?: string | undefined; ends_at?: string | undefined }) =>
  !v.starts_at || !v.ends_at || Date.parse(v.starts_at) < Date.parse(v.ends_at);
export const SET_DATES_MESSAGE = 'The set must end after it starts.';
const datesRule = { error: SET_DATES_MESSAGE, path: ['ends_at'] };

/** POST admin/challenge-sets/. */
export const challengeSetCreateBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema.default(''),
    starts_at: challengeInstantSchema,
    ends_at: challengeInstantSchema,
  })
  .strict()
  .refine(endsAfterStart, datesRule);
export type ChallengeSetCreateBody = z.infer<typeof challengeSetCreateBodySchema>;

/** PUT admin/challenge-sets/{id}/: the fields to change; the dates stay in order with those kept. */
export const challengeSetUpdateBodySchema = z
  .object({
    name: nameSchema.optional(),
    description: descriptionSchema.optional(),
    starts_at: challengeInstantSchema.optional(),
    ends_at: challengeInstantSchema.optional(),
  })
  .strict()
  .refine(endsAfterStart, datesRule);
export type ChallengeSetUpdateBody = z.infer<typeof challengeSetUpdateBodySchema>;

export const CARD_TIER_ONLY_FOR_CARDS = 'Only a card reward takes a card tier.';
export const CARD_NEEDS_TIER = 'Pick the tier of the card this reward gives.';
export const CARD_IS_ONE = 'A card reward gives one card: use 1.';

/** The reward rules of a whole challenge: a tier for a card and only for a card, one card at a time. */
function checkReward(
  v: {
    reward_kind?: ChallengeRewardKind | undefined;
    reward_amount?: number | undefined;
    reward_card_tier?: string | null | undefined;
  },
  ctx: z.RefinementCtx,
): void {
  if (v.reward_kind === undefined) return;
  if (v.reward_kind === 'card') {
    if (!v.reward_card_tier)
      ctx.addIssue({ code: 'custom', message: CARD_NEEDS_TIER, path: ['reward_card_tier'] });
    if (v.reward_amount !== undefined && v.reward_amount !== 1) {
      ctx.addIssue({ code: 'custom', message: CARD_IS_ONE, path: ['reward_amount'] });
    }
  } else if (v.reward_card_tier) {
    ctx.addIssue({ code: 'custom', message: CARD_TIER_ONLY_FOR_CARDS, path: ['reward_card_tier'] });
  }
}

const challengeFields = {
  set_id: recordIdSchema,
  name: nameSchema,
  description: descriptionSchema,
  condition: conditionSchema,
  target: z
    .number({ error: 'Give a whole number.' })
    .int('Give a whole number.')
    .min(1, 'The target is at least 1.')
    .max(CHALLENGE_TARGET_MAX, `The target is at most ${CHALLENGE_TARGET_MAX}.`),
  reward_kind: rewardKindSchema,
  reward_amount: z
    .number({ error: 'Give a whole number.' })
    .int('Give a whole number.')
    .min(1, 'The reward is at least 1.')
    .max(CHALLENGE_REWARD_MAX, `The reward is at most ${CHALLENGE_REWARD_MAX}.`),
  reward_card_tier: rewardTierSchema.nullable(),
  /** Where it shows in its set, lowest first; a new challenge goes last by default. */
  position: z.number().int('Give a whole number.').min(0).max(10_000),
};

/** POST admin/challenges/. */
export const challengeCreateBodySchema = z
  .object({
    ...challengeFields,
    description: challengeFields.description.default(''),
    reward_card_tier: challengeFields.reward_card_tier.default(null),
    position: challengeFields.position.optional(),
  })
  .strict()
  .superRefine(checkReward);
export type ChallengeCreateBody = z.infer<typeof challengeCreateBodySchema>;

/**
 * PUT admin/challenges/{id}/: the fields to change. The reward rules hold for the challenge as
 * it ends up (the server checks them with the fields kept); once a player has completed it,
 * only its name, description, position and set can change.
 */
export const challengeUpdateBodySchema = z
  .object({
    set_id: challengeFields.set_id.optional(),
    name: challengeFields.name.optional(),
    description: challengeFields.description.optional(),
    condition: challengeFields.condition.optional(),
    target: challengeFields.target.optional(),
    reward_kind: challengeFields.reward_kind.optional(),
    reward_amount: challengeFields.reward_amount.optional(),
    reward_card_tier: challengeFields.reward_card_tier.optional(),
    position: challengeFields.position.optional(),
  })
  .strict()
  .superRefine(checkReward);
export type ChallengeUpdateBody = z.infer<typeof challengeUpdateBodySchema>;

/** A challenge as staff manage it, with how many players have completed it. */
export const adminChallengeSchema = z.object({
  id: z.number().int(),
  set_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  condition: conditionSchema,
  target: z.number().int(),
  reward_kind: rewardKindSchema,
  reward_amount: z.number().int(),
  reward_card_tier: z.enum(CARD_TIERS).nullable(),
  position: z.number().int(),
  completions: z.number().int(),
  created_at: z.string(),
});
export type AdminChallenge = z.infer<typeof adminChallengeSchema>;

/** A challenge set as staff see it in lists and on the calendar. */
export const adminChallengeSetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(CHALLENGE_SET_STATUSES),
  challenges_count: z.number().int(),
  /** Challenges completed, counted over all players. */
  completions: z.number().int(),
  /** Players who completed every challenge of the set. */
  players_completed: z.number().int(),
  created_at: z.string(),
});
export type AdminChallengeSet = z.infer<typeof adminChallengeSetSchema>;

export const adminChallengeSetDetailSchema = adminChallengeSetSchema.extend({
  challenges: z.array(adminChallengeSchema),
});
export type AdminChallengeSetDetail = z.infer<typeof adminChallengeSetDetailSchema>;

/**
 * GET admin/challenge-sets/: newest start first. `from`/`to` keep the sets whose date range
 * overlaps [from, to) (a calendar month); `status` those upcoming, active or ended now.
 */
export const adminChallengeSetListQuerySchema = listPageQuerySchema
  .extend({
    from: challengeInstantSchema.optional(),
    to: challengeInstantSchema.optional(),
    status: z.enum(CHALLENGE_SET_STATUSES).optional(),
  })
  .refine((v) => !v.from || !v.to || Date.parse(v.from) < Date.parse(v.to), {
    error: 'The range must end after it starts.',
    path: ['to'],
  });
export type AdminChallengeSetListQuery = z.infer<typeof adminChallengeSetListQuerySchema>;
export const adminChallengeSetPageSchema = listPageOf(adminChallengeSetSchema);
export type AdminChallengeSetPage = z.infer<typeof adminChallengeSetPageSchema>;

/**
 * The columns of an import, one row per challenge, in this order in the template. Rows naming
 * the same set (by name, ignoring case) add to one set and must agree on its dates and
 * description; a set already stored under that name with the same dates takes the new challenges.
 */
export const CHALLENGE_IMPORT_COLUMNS = [
  'set_name',
  'set_description',
  'set_starts_at',
  'set_ends_at',
  'name',
  'description',
  'condition',
  'target',
  'reward_kind',
  'reward_amount',
  'reward_card_tier',
] as const;
export type ChallengeImportColumn = (typeof CHALLENGE_IMPORT_COLUMNS)[number];
/** The columns an import may leave out or blank. */
export const CHALLENGE_IMPORT_OPTIONAL: readonly ChallengeImportColumn[] = [
  'set_description',
  'description',
  'reward_card_tier',
];

/**
 * POST admin/challenges/import/: CSV with a header row of CHALLENGE_IMPORT_COLUMNS, or JSON (an
 * array of objects with those keys, or `{rows: [...]}`). Every row is checked before anything is
 * written; one bad row rejects the whole import with a 400 whose `fields` key each problem by
 * 'line N' (the file's line for CSV, the header being line 1; the row's number for JSON).
 * `dry_run` checks and previews without writing.
 */
export const challengeImportBodySchema = z
  .object({
    format: z.enum(['csv', 'json'], { error: 'Use csv or json.' }),
    content: z
      .string({ error: 'Give the file’s text.' })
      .min(1, 'The file is empty.')
      .max(CHALLENGE_IMPORT_MAX_CHARS, `Import at most ${CHALLENGE_IMPORT_MAX_CHARS} characters at a time.`),
    dry_run: z.boolean().default(false),
  })
  .strict();
export type ChallengeImportBody = z.infer<typeof challengeImportBodySchema>;

export const challengeImportRowSchema = z.object({
  line: z.number().int(),
  name: z.string(),
  condition: conditionSchema,
  target: z.number().int(),
  reward_kind: rewardKindSchema,
  reward_amount: z.number().int(),
  reward_card_tier: z.enum(CARD_TIERS).nullable(),
});

export const challengeImportResultSchema = z.object({
  dry_run: z.boolean(),
  sets: z.array(
    z.object({
      /** The stored set: null for a new set in a dry run. */
      id: z.number().int().nullable(),
      name: z.string(),
      starts_at: z.string(),
      ends_at: z.string(),
      /** Whether the import makes this set, rather than adding to one stored already. */
      created: z.boolean(),
      challenges: z.array(challengeImportRowSchema),
    }),
  ),
  sets_created: z.number().int(),
  challenges_created: z.number().int(),
});
export type ChallengeImportResult = z.infer<typeof challengeImportResultSchema>;
