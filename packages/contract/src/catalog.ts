import { z } from 'zod';
import { CONTROL_CHARACTERS_REFUSED, SINGLE_LINE_TEXT } from './text.ts';

/** Largest id a PostgreSQL `serial` holds: bigger ids cannot exist, so they are refused up front. */
export const RECORD_ID_MAX = 2_147_483_647;

/** A record id in a JSON body: a JSON number, as the published schema says, never a numeric string. */
export const recordIdSchema = z
  .number({ error: 'Give a whole number.' })
  .int('Give a whole number.')
  .positive('Give a positive number.')
  .max(RECORD_ID_MAX, 'No record has an id this large.');

/** A record id in a path or query string, which always arrives as text. */
export const recordIdInUrlSchema = z.coerce
  .number({ error: 'Give a whole number.' })
  .int('Give a whole number.')
  .positive('Give a positive number.')
  .max(RECORD_ID_MAX, 'No record has an id this large.');

export const recordIdParamSchema = z.object({ id: recordIdInUrlSchema });

/**
 * Words that are static route segments next to a slug segment (spec A6: static segments win),
 * so a slug equal to one of them could never be reached.
 */
export const RESERVED_SLUGS = [
  'new',
  'create',
  'edit',
  'results',
  'refresh',
  'play',
  'events',
  'open',
  'credits',
  'purchase-history',
  'history',
  'settings',
  'members',
  'alerts',
  'listings',
  'drafts',
  'admin',
  'api',
] as const;

export const SLUG_MAX = 80;

/** A URL slug: lowercase words joined by dashes, not a reserved word and not a bare number (ids). */
export const slugSchema = z
  .string({ error: 'Give a slug.' })
  .trim()
  .min(2, 'Use at least 2 characters.')
  .max(SLUG_MAX, `Use at most ${SLUG_MAX} characters.`)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters and digits joined by single dashes.')
  .refine((slug) => !(RESERVED_SLUGS as readonly string[]).includes(slug), {
    error: 'This word is reserved for a page of the app; choose another slug.',
  })
  .refine((slug) => !/^\d+$/.test(slug), { error: 'A slug needs at least one letter.' });

/**
 * Free text as staff and searchers type it: trimmed, without control characters (PostgreSQL
 * refuses NUL in text, and none belongs in a name).
 */
export const plainTextSchema = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .regex(SINGLE_LINE_TEXT, CONTROL_CHARACTERS_REFUSED);

/** Path parameter holding a slug: looser than slugSchema so unknown slugs answer 404, not 400. */
export const slugParamSchema = z.object({
  slug: z
    .string()
    .max(SLUG_MAX)
    .regex(/^[a-z0-9-]+$/, 'Not a valid slug.'),
});

/** The client adds the active game mode to every call (spec §7). */
export const GAME_MODES = ['manager', 'quickplay', 'all'] as const;
export const gameModeSchema = z.enum(GAME_MODES);
export type GameModeParam = z.infer<typeof gameModeSchema>;

export const PAGE_SIZE_MAX = 100;
export const PAGE_SIZE_DEFAULT = 20;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Pages start at 1.').max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1, 'Ask for at least 1 item.')
    .max(PAGE_SIZE_MAX, `Ask for at most ${PAGE_SIZE_MAX} items.`)
    .default(PAGE_SIZE_DEFAULT),
});

/** A page of a list: the total and this page's items. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), results: z.array(item) });

/** Athlete gender (spec §3, R3.28): W and F both mean women (A12). */
export const ATHLETE_GENDERS = ['M', 'W', 'F'] as const;
export const athleteGenderSchema = z.enum(ATHLETE_GENDERS);
/** A fantasy game is for men or women. */
export const GAME_GENDERS = ['M', 'W'] as const;
export const gameGenderSchema = z.enum(GAME_GENDERS);

export const sportRefSchema = z.object({ name: z.string(), slug: z.string() });
export type SportRef = z.infer<typeof sportRefSchema>;

export const disciplineSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export const sportSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  disciplines: z.array(disciplineSchema),
});
export type Sport = z.infer<typeof sportSchema>;

/** A scoring ruleset (GAME.md "Scoring and ranking"). */
export const rulesetSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Points for 1st, 2nd, … place. */
  place_points: z.array(z.number().int()),
  /** Points lost per place after the table. */
  step: z.number().int(),
  /** Every starter earns at least this. */
  min_points: z.number().int(),
  bonuses: z.record(z.string(), z.number().int()),
});
export type RulesetView = z.infer<typeof rulesetSchema>;
