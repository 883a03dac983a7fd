import { z } from 'zod';
import { athleteSummarySchema } from './athletes.ts';
import { plainTextSchema, recordIdSchema, slugSchema } from './catalog.ts';
import { eventSchema } from './events.ts';

/** Limits of a poll as staff write it. */
export const POLL_LIMITS = {
  questionMin: 5,
  questionMax: 200,
  labelMax: 80,
  optionsMin: 2,
  optionsMax: 10,
} as const;

export const POLL_ALREADY_VOTED = 'You already voted in this poll.';
export const POLL_CLOSED = 'This poll is closed: votes are no longer taken.';
export const POLL_OPTION_NOT_IN_POLL = 'Pick one of this poll’s options.';
export const POLL_DUPLICATE_OPTION = 'Each option appears once: this one repeats an earlier one.';

/**
 * One option of a poll. `votes` and `share` (a fraction from 0 to 1) are shown only to a
 * viewer who voted (INTERFACE.md "Premium, polls, insights"), so nobody votes with the crowd,
 * and to everyone once the poll closed.
 */
export const pollOptionSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  /** The athlete the option names, for the picture; null when it names none. */
  athlete: athleteSummarySchema.nullable(),
  votes: z.number().int().optional(),
  share: z.number().min(0).max(1).optional(),
});
export type PollOption = z.infer<typeof pollOptionSchema>;

/** A fan vote (INTERFACE.md: `{id, question, options: [{id, label, votes?}], voted}`). */
export const pollSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  options: z.array(pollOptionSchema),
  /** Whether the viewer voted; always false for an anonymous reader. */
  voted: z.boolean(),
  /** The option the viewer voted for, once they did. */
  voted_option_id: z.number().int().nullable(),
  /** Shown after voting or once closed, like `votes`. */
  total_votes: z.number().int().optional(),
  /** When votes stop; null: when the event is over. */
  closes_at: z.string().nullable(),
  closed: z.boolean(),
  created_at: z.string(),
});
export type Poll = z.infer<typeof pollSchema>;

/**
 * GET polls/{eventSlug}/ answers "a poll" (INTERFACE.md): the event's featured one, the newest
 * still open, else the newest, at the top level (null and empty while the event has none). An
 * event holds several polls ("Who wins?", "Who lands the biggest trick?"), so `polls` lists them
 * all, oldest first, and `event` carries the page's header and picture.
 */
export const eventPollsSchema = pollSchema.extend({
  id: z.number().int().nullable(),
  question: z.string().nullable(),
  created_at: z.string().nullable(),
  event: eventSchema,
  polls: z.array(pollSchema),
});
export type EventPolls = z.infer<typeof eventPollsSchema>;

/** Path parameter of GET polls/{eventSlug}/: loose, so an unknown slug answers 404. */
export const eventSlugParamSchema = z.object({
  eventSlug: z
    .string()
    .max(80)
    .regex(/^[a-z0-9-]+$/, 'Not a valid slug.'),
});

/** POST polls/{id}/vote/. */
export const pollVoteBodySchema = z.object({ option_id: recordIdSchema }).strict();
export type PollVoteBody = z.infer<typeof pollVoteBodySchema>;

const questionSchema = plainTextSchema(POLL_LIMITS.questionMax).pipe(
  z.string().min(POLL_LIMITS.questionMin, `Use at least ${POLL_LIMITS.questionMin} characters.`),
);
const labelSchema = plainTextSchema(POLL_LIMITS.labelMax).pipe(z.string().min(1, 'Write the option.'));

/** Labels compare without case or surrounding spaces: "Jonas" and "jonas " are one option. */
const labelKey = (label: string) => label.trim().toLocaleLowerCase('en');

/**
 * POST admin/polls/ (INTERFACE.md `{event_slug, question, options: [label]}`). An option whose
 * label is the full name of one athlete on the event's startlists shows that athlete's picture.
 */
export const pollCreateBodySchema = z
  .object({
    event_slug: slugSchema,
    question: questionSchema,
    options: z
      .array(labelSchema, { error: 'Give the options as a list of labels.' })
      .min(POLL_LIMITS.optionsMin, `Give at least ${POLL_LIMITS.optionsMin} options.`)
      .max(POLL_LIMITS.optionsMax, `Give at most ${POLL_LIMITS.optionsMax} options.`),
    /** When votes stop; by default when the event is over. */
    closes_at: z.iso
      .datetime({ offset: true, error: 'Use a date-time such as 2027-03-01T18:00:00Z.' })
      .nullable()
      .optional(),
  })
  .strict()
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    body.options.forEach((label, index) => {
      const key = labelKey(label);
      if (seen.has(key))
        ctx.addIssue({ code: 'custom', message: POLL_DUPLICATE_OPTION, path: ['options', index] });
      seen.add(key);
    });
  });
export type PollCreateBody = z.infer<typeof pollCreateBodySchema>;

/** GET admin/polls/?event_slug=. */
export const adminPollListQuerySchema = z.object({ event_slug: eventSlugParamSchema.shape.eventSlug });
export type AdminPollListQuery = z.infer<typeof adminPollListQuerySchema>;

/** A poll as staff see it: every count, whether they voted or not. */
export const adminPollSchema = pollSchema.extend({
  total_votes: z.number().int(),
  options: z.array(pollOptionSchema.required({ votes: true, share: true })),
});
export type AdminPoll = z.infer<typeof adminPollSchema>;
export const adminPollListSchema = z.array(adminPollSchema);
