import { z } from 'zod';
import { RECORD_ID_MAX, recordIdSchema } from './catalog.ts';
import { nameText } from './text.ts';

export const THEME_PREFERENCES = ['dark', 'light', 'auto'] as const;
export const themePreferenceSchema = z.enum(THEME_PREFERENCES);
export type ThemePreference = z.infer<typeof themePreferenceSchema>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;
export const NAME_MAX = 60;

export const emailSchema = z
  .string({ error: 'Enter your e-mail address.' })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  // The format is checked after trimming, which a pipe does; the document still names it.
  .meta({ format: 'email' })
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));

export const passwordSchema = z
  .string({ error: 'Enter a password.' })
  .min(PASSWORD_MIN, `Use at least ${PASSWORD_MIN} characters.`)
  .max(PASSWORD_MAX, `Use at most ${PASSWORD_MAX} characters.`);

export const usernameSchema = z
  .string({ error: 'Choose a username.' })
  .trim()
  .min(USERNAME_MIN, `Use at least ${USERNAME_MIN} characters.`)
  .max(USERNAME_MAX, `Use at most ${USERNAME_MAX} characters.`)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use only letters, digits, dots, dashes and underscores.');

const personNameSchema = nameText(z.string().trim().max(NAME_MAX, `Use at most ${NAME_MAX} characters.`));

/** Login payload: the credentials object (spec §3). */
export const credentialsSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Enter your password.' }).min(1, 'Enter your password.').max(PASSWORD_MAX),
});
export type Credentials = z.infer<typeof credentialsSchema>;

/** Registration payload {credentials, inviterId, leagueSlug} (spec §3, §7). */
export const registerBodySchema = z.object({
  credentials: z.object({
    email: emailSchema,
    password: passwordSchema,
    username: usernameSchema.optional(),
  }),
  inviterId: z
    .union([z.number().int().positive(), z.string().regex(/^\d{1,12}$/, 'Inviter id must be a number.')])
    // An id beyond any record belongs to nobody: ignored like every unknown inviter.
    .transform((id) => (Number(id) <= RECORD_ID_MAX ? Number(id) : null))
    .nullish(),
  leagueSlug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9-]*$/, 'League slug may hold lowercase letters, digits and dashes.')
    .nullish(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = z.object({
  refresh: z.string().min(1, 'Refresh token is required.').max(4096),
});

/** Logout ends the session of the Bearer token and of this refresh token, whichever the client still has. */
export const logoutBodySchema = z.object({
  refresh: z.string().min(1).max(4096).optional(),
});

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordParamsSchema = z.object({
  uid: z.coerce.number().int().positive().max(RECORD_ID_MAX),
  token: z
    .string()
    .min(16)
    .max(256)
    .regex(/^[A-Za-z0-9_-]+$/),
});
export const resetPasswordBodySchema = z.object({ password: passwordSchema });

/** The user's premium as §3 shows it on the user: null without one; `plan` null on a trial. */
export const subscriptionSchema = z
  .object({
    plan: z.enum(['monthly', 'yearly']).nullable(),
    status: z.enum(['trial', 'active', 'cancelled']),
    ends_at: z.string(),
  })
  .nullable();

/** The current user (spec §3 "User"). */
export const currentUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  date_joined: z.string(),
  created_at: z.string(),
  is_athlete: z.boolean(),
  is_staff: z.boolean(),
  completed_manager_welcome: z.boolean(),
  used_native_app: z.boolean(),
  subscription: subscriptionSchema,
  theme_preference: themePreferenceSchema,
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** PUT users/profile/{id}/: every field optional; `id`, when sent, must be the path id. */
export const profileUpdateBodySchema = z
  .object({
    id: z.number().int().positive().optional(),
    username: usernameSchema.optional(),
    first_name: personNameSchema.optional(),
    last_name: personNameSchema.optional(),
    theme_preference: themePreferenceSchema.optional(),
    completed_manager_welcome: z.boolean().optional(),
    used_native_app: z.boolean().optional(),
    /** Slugs of the sports the manager follows (GAME.md: the starter squad is drawn from them). */
    followed_sports: z
      .array(
        z
          .string()
          .max(80)
          .regex(/^[a-z0-9-]+$/, 'Not a valid sport slug.'),
      )
      .max(20, 'Follow at most 20 sports.')
      .optional(),
  })
  .strict();
export type ProfileUpdateBody = z.infer<typeof profileUpdateBodySchema>;

export const profileImageSchema = z.object({ profile_image: z.string() });

export const LEVELS = ['Grom', 'Local', 'Ripper', 'Pro', 'Legend'] as const;

/**
 * User list item (spec §3, R3.30): how every list of users shows one (league members and
 * standings, search, followers and following, referrals). `athlete_name` is there only when the
 * type is athlete. `following` is false for an anonymous viewer and for oneself.
 */
export const userListItemSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  profile_image: z.string().nullable(),
  is_verified: z.boolean(),
  level: z.object({ name: z.enum(LEVELS) }),
  profile_type: z.object({ type: z.enum(['manager', 'athlete']), athlete_name: z.string().optional() }),
  follow_status: z.object({ following: z.boolean() }),
});
export type UserListItem = z.infer<typeof userListItemSchema>;

/** Public profile: the user list item with the names, follow counts and joining date. */
export const publicProfileSchema = userListItemSchema.extend({
  first_name: z.string(),
  last_name: z.string(),
  followers_count: z.number().int(),
  following_count: z.number().int(),
  date_joined: z.string(),
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const publicProfileParamsSchema = z.object({
  id: z.union([z.coerce.number().int().positive().max(RECORD_ID_MAX), usernameSchema]),
});

export const profileStatsSchema = z.object({
  games_played: z.number().int(),
  wins: z.number().int(),
  best_rank: z.number().int().nullable(),
  xp: z.number().int(),
  level: z.object({ name: z.enum(LEVELS) }),
  followers: z.number().int(),
  following: z.number().int(),
});
export type ProfileStats = z.infer<typeof profileStatsSchema>;

// Ids beyond PostgreSQL's integer range cannot exist; refusing them keeps the query from failing.
export const followBodySchema = z.object({ target_user_id: recordIdSchema });
export const followResultSchema = z.object({ following: z.boolean(), followers_count: z.number().int() });
export type FollowResult = z.infer<typeof followResultSchema>;

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** The picture formats the server takes, as its decoder names them, whatever type the upload declares. */
export const PROFILE_IMAGE_FORMATS = ['jpeg', 'png', 'webp', 'gif', 'avif', 'heif'] as const;

/** The multipart/form-data upload of a profile image: one file in the field profile_image. */
export const profileImageUploadSchema = z.object({
  profile_image: z
    .custom<Blob>((value) => value instanceof Blob)
    .meta({
      type: 'string',
      format: 'binary',
      description: `A picture (${PROFILE_IMAGE_FORMATS.join(', ')}) of at most ${PROFILE_IMAGE_MAX_BYTES} bytes.`,
    }),
});
