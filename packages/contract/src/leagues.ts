import { z } from 'zod';
import { recordIdSchema, slugParamSchema } from './catalog.ts';
import { listPageOf, listPageQuerySchema } from './credits.ts';
import { CONTROL_CHARACTERS_REFUSED, MULTILINE_TEXT, nameText } from './text.ts';
import { PROFILE_IMAGE_FORMATS, PROFILE_IMAGE_MAX_BYTES, userListItemSchema } from './users.ts';

export const LEAGUE_NAME = { min: 3, max: 60 } as const;
export const LEAGUE_DESCRIPTION_MAX = 500;
/** The most events or sports one league counts. */
export const LEAGUE_SCOPE_MAX = 200;

const leagueNameSchema = nameText(
  z
    .string({ error: 'Give the league a name.' })
    .trim()
    .min(LEAGUE_NAME.min, `Use at least ${LEAGUE_NAME.min} characters.`)
    .max(LEAGUE_NAME.max, `Use at most ${LEAGUE_NAME.max} characters.`),
).refine((name) => /[\p{L}\p{N}]/u.test(name), 'Use at least one letter or digit.');

const leagueDescriptionSchema = z
  .string({ error: 'Describe the league in text.' })
  .trim()
  .max(LEAGUE_DESCRIPTION_MAX, `Use at most ${LEAGUE_DESCRIPTION_MAX} characters.`)
  .regex(MULTILINE_TEXT, CONTROL_CHARACTERS_REFUSED);

/** League list item (spec §3: slug, name, image, members_count) with what the viewer needs. */
export const leagueSchema = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  members_count: z.number().int(),
  description: z.string(),
  owner: z.object({ id: z.number().int(), username: z.string() }),
  joining_closed: z.boolean(),
  is_member: z.boolean(),
  is_owner: z.boolean(),
  /** The viewer's rank in the league's standings; null when not a member. */
  my_rank: z.number().int().nullable(),
  created_at: z.string(),
});
export type League = z.infer<typeof leagueSchema>;
export const leaguePageSchema = listPageOf(leagueSchema);
export type LeaguePage = z.infer<typeof leaguePageSchema>;

/** One league with what counts in it: none picked means every game counts. */
export const leagueDetailSchema = leagueSchema.extend({
  events: z.array(z.object({ id: z.number().int(), slug: z.string(), name: z.string() })),
  sports: z.array(z.object({ slug: z.string(), name: z.string() })),
});
export type LeagueDetail = z.infer<typeof leagueDetailSchema>;

export const createLeagueBodySchema = z.object({
  name: leagueNameSchema,
  description: leagueDescriptionSchema.optional(),
});
export type CreateLeagueBody = z.infer<typeof createLeagueBodySchema>;

export const updateLeagueBodySchema = z
  .object({
    name: leagueNameSchema.optional(),
    description: leagueDescriptionSchema.optional(),
    joining_closed: z.boolean({ error: 'Say whether joining is closed.' }).optional(),
  })
  .refine((body) => Object.keys(body).length > 0, 'Change at least one field.');
export type UpdateLeagueBody = z.infer<typeof updateLeagueBodySchema>;

/** The multipart/form-data upload of a league's picture: one file in the field image, as for a profile picture. */
export const leagueImageUploadSchema = z.object({
  image: z
    .custom<Blob>((value) => value instanceof Blob)
    .meta({
      type: 'string',
      format: 'binary',
      description: `A picture (${PROFILE_IMAGE_FORMATS.join(', ')}) of at most ${PROFILE_IMAGE_MAX_BYTES} bytes.`,
    }),
});

export const joinLeagueBodySchema = z.object({ inviter_id: recordIdSchema.optional() });
export type JoinLeagueBody = z.infer<typeof joinLeagueBodySchema>;

export const leagueParamsSchema = slugParamSchema;
export const leagueMemberParamsSchema = slugParamSchema.extend({
  user_id: z.coerce.number().int().positive().max(2_147_483_647),
});

export const leagueEventsBodySchema = z.object({
  event_ids: z
    .array(recordIdSchema)
    .max(LEAGUE_SCOPE_MAX, `Count at most ${LEAGUE_SCOPE_MAX} events.`)
    .refine((ids) => new Set(ids).size === ids.length, 'Give each event once.'),
});
export const leagueSportsBodySchema = z.object({
  sport_slugs: z
    .array(
      z
        .string()
        .max(80)
        .regex(/^[a-z0-9-]+$/, 'Unknown sport.'),
    )
    .max(50)
    .refine((slugs) => new Set(slugs).size === slugs.length, 'Give each sport once.'),
});

export const leagueMemberPageSchema = listPageOf(userListItemSchema);
export const leagueListQuerySchema = listPageQuerySchema;
/** League standings come 50 rows a page unless asked otherwise (at most 100). */
export const LEAGUE_STANDINGS_PAGE_SIZE = 50;
export const leagueStandingsQuerySchema = listPageQuerySchema.extend({
  page_size: listPageQuerySchema.shape.page_size.unwrap().default(LEAGUE_STANDINGS_PAGE_SIZE),
});

/** One row of a league's standings: ties share a rank. */
export const leagueStandingSchema = z.object({
  rank: z.number().int(),
  user: userListItemSchema,
  points: z.number(),
  games: z.number().int(),
});
export type LeagueStanding = z.infer<typeof leagueStandingSchema>;
/** A page of standings (50 a page by default) with the viewer's own row pinned when a member. */
export const leagueStandingsPageSchema = listPageOf(leagueStandingSchema).extend({
  me: leagueStandingSchema.nullable(),
});
export type LeagueStandingsPage = z.infer<typeof leagueStandingsPageSchema>;
