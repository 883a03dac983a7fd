import { z } from 'zod';
import { gameGenderSchema, plainTextSchema, recordIdSchema, slugSchema } from './catalog.ts';
import { eventListQuerySchema, eventSchema } from './events.ts';

/** The years the game schedules events in: a typo such as 0202 is refused, not stored. */
const YEARS = { min: 2000, max: 2199 };
const inYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= YEARS.min && year <= YEARS.max;
};
const yearsMessage = { error: `Use a year from ${YEARS.min} to ${YEARS.max}.` };
const dateOnlySchema = z.iso.date({ error: 'Use a date such as 2026-03-09.' }).refine(inYears, yearsMessage);
const instantSchema = z.iso
  .datetime({ offset: true, error: 'Use a date-time such as 2026-03-09T10:00:00Z.' })
  .refine(inYears, yearsMessage);
const nameSchema = plainTextSchema(120).pipe(z.string().min(2, 'Use at least 2 characters.'));
const sportSlugSchema = z
  .string()
  .max(80)
  .regex(/^[a-z0-9-]+$/, 'Not a valid sport slug.');

const eventFields = {
  name: nameSchema,
  slug: slugSchema,
  image: plainTextSchema(500).nullable(),
  location: plainTextSchema(120).pipe(z.string().min(2, 'Give a location.')),
  season: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(/^[\w-]+$/, 'Use letters, digits and dashes.'),
  date_from: dateOnlySchema,
  date_to: dateOnlySchema,
  sports: z.array(sportSlugSchema).min(1, 'Pick at least one sport.').max(7),
  results_feed_url: z
    .url({ protocol: /^https?$/ })
    .max(500)
    .nullable(),
};

const datesInOrder = (v: { date_from?: string; date_to?: string }) =>
  !v.date_from || !v.date_to || v.date_from <= v.date_to;
const datesMessage = { error: 'The event cannot end before it starts.', path: ['date_to'] };

/** POST admin/events/: slug defaults to one made from the name; season to the start year. */
export const eventCreateBodySchema = z
  .object({
    ...eventFields,
    slug: eventFields.slug.optional(),
    image: eventFields.image.optional(),
    season: eventFields.season.optional(),
    results_feed_url: eventFields.results_feed_url.optional(),
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type EventCreateBody = z.infer<typeof eventCreateBodySchema>;

/** PUT admin/events/{slug}/: the fields to change. */
export const eventUpdateBodySchema = z
  .object({
    name: eventFields.name.optional(),
    slug: eventFields.slug.optional(),
    image: eventFields.image.optional(),
    location: eventFields.location.optional(),
    season: eventFields.season.optional(),
    date_from: eventFields.date_from.optional(),
    date_to: eventFields.date_to.optional(),
    sports: eventFields.sports.optional(),
    results_feed_url: eventFields.results_feed_url.optional(),
  })
  .strict()
  .refine(datesInOrder, datesMessage);
export type EventUpdateBody = z.infer<typeof eventUpdateBodySchema>;

export const competitionInputSchema = z
  .object({
    /** An existing round to keep (edits only); without it a new round is added. */
    id: recordIdSchema.optional(),
    name: plainTextSchema(60).pipe(z.string().min(2, 'Use at least 2 characters.')),
    starts_at: instantSchema,
    is_final: z.boolean().default(false),
  })
  .strict();

const competitionsSchema = z
  .array(competitionInputSchema)
  .min(1, 'Give at least one competition.')
  .max(10, 'Give at most 10 competitions.')
  .refine((list) => list.filter((c) => c.is_final).length <= 1, {
    error: 'Only one round can be the final.',
  });

export const startlistInputSchema = z
  .array(
    z
      .object({
        athlete_id: recordIdSchema,
        /** The round the athlete starts in; defaults to the first round. */
        competition_id: recordIdSchema.optional(),
        seed: z.number().int().min(1).max(1000).nullable().optional(),
        withdrawn: z.boolean().default(false),
      })
      .strict(),
  )
  .max(200, 'A startlist holds at most 200 athletes.');

/** POST admin/events/{slug}/games/: one game per discipline and gender of the event. */
export const gameCreateBodySchema = z
  .object({
    sport: sportSlugSchema,
    discipline: sportSlugSchema,
    gender: gameGenderSchema,
    name: nameSchema.optional(),
    /** Defaults to 7 days before the first competition. */
    opens_at: instantSchema.optional(),
    /** Defaults to the standard ruleset. */
    ruleset_id: recordIdSchema.optional(),
    competitions: competitionsSchema,
    /** Athletes of the first round; set rounds per athlete later with the startlist call. */
    startlist: z.array(recordIdSchema).max(200).optional(),
  })
  .strict();
export type GameCreateBody = z.infer<typeof gameCreateBodySchema>;

/** PUT admin/games/{id}/: rounds not listed are removed (refused while they hold athletes). */
export const gameUpdateBodySchema = z
  .object({
    name: nameSchema.optional(),
    opens_at: instantSchema.optional(),
    ruleset_id: recordIdSchema.optional(),
    competitions: competitionsSchema.optional(),
  })
  .strict();
export type GameUpdateBody = z.infer<typeof gameUpdateBodySchema>;

export const startlistBodySchema = z.object({ entries: startlistInputSchema }).strict();
export type StartlistBody = z.infer<typeof startlistBodySchema>;

/** POST admin/games/{id}/status/: staff force UPC or OPN; completion goes through finalising. */
export const gameStatusBodySchema = z.object({ status: z.enum(['UPC', 'OPN', 'CPL']) }).strict();

const pointsSchema = z.number().int('Use whole points.').min(0, 'Points cannot be negative.').max(10_000);

export const rulesetCreateBodySchema = z
  .object({
    name: nameSchema,
    place_points: z.array(pointsSchema).min(1, 'Give points for at least 1st place.').max(200),
    step: pointsSchema.default(2),
    min_points: pointsSchema.default(2),
    bonuses: z
      .record(
        z
          .string()
          .min(1)
          .max(40)
          .regex(/^[A-Za-z][\w]*$/, 'Name bonuses with letters, digits and underscores.'),
        pointsSchema,
      )
      .default({}),
  })
  .strict();
export type RulesetCreateBody = z.infer<typeof rulesetCreateBodySchema>;

/** An event as staff edit it: the public shape plus the results feed. */
export const adminEventSchema = eventSchema.extend({ results_feed_url: z.string().nullable() });
export type AdminEvent = z.infer<typeof adminEventSchema>;

/** GET admin/events/: the calendar's filters plus words to find in the name, location or slug. */
export const adminEventListQuerySchema = eventListQuerySchema.extend({ q: plainTextSchema(80).optional() });
export type AdminEventListQuery = z.infer<typeof adminEventListQuerySchema>;
