import { z } from 'zod';
import { athleteCardSchema } from './cards.ts';
import { paginationQuerySchema, plainTextSchema, recordIdSchema } from './catalog.ts';
import { listPageOf } from './credits.ts';
import { mySubscriptionSchema, SUBSCRIPTION_STATUS_VALUES } from './subscriptions.ts';
import { teamSchema } from './teams.ts';
import { usernameSchema } from './users.ts';

/** The staff user list's filters: everyone, or only staff, athletes, deactivated or premium accounts. */
export const ADMIN_USER_FILTERS = ['all', 'staff', 'athletes', 'deactivated', 'premium'] as const;
export type AdminUserFilter = (typeof ADMIN_USER_FILTERS)[number];

export const ADMIN_USER_QUERY_MAX = 80;

export const adminUserListQuerySchema = paginationQuerySchema.extend({
  /** Part of a username, an e-mail or a name, in any case. */
  query: plainTextSchema(ADMIN_USER_QUERY_MAX).optional(),
  filter: z
    .enum(ADMIN_USER_FILTERS, { error: `Use one of ${ADMIN_USER_FILTERS.join(', ')}.` })
    .default('all'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserParamsSchema = z.object({ username: usernameSchema });

/** The athlete an account is linked to (athletes.user_id), with its picture. */
export const linkedAthleteSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
});

/** An account as staff see it in the list. */
export const adminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  /** Null once the account was deleted. */
  email: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image: z.string().nullable(),
  is_staff: z.boolean(),
  is_verified: z.boolean(),
  is_athlete: z.boolean(),
  athlete: linkedAthleteSchema.nullable(),
  deactivated: z.boolean(),
  deactivated_at: z.string().nullable(),
  /** The live subscription's status (`none` without one); premium while `is_premium`. */
  subscription_status: z.enum(SUBSCRIPTION_STATUS_VALUES),
  is_premium: z.boolean(),
  credits: z.number().int(),
  date_joined: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = listPageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** What staff did to an account (`staff_actions`), newest first. */
export const staffActionSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.string(),
  /** Null once that staff account is gone. */
  staff: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  created_at: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;

/** The most recent staff actions the user page shows. */
export const STAFF_ACTIONS_SHOWN = 50;

export const adminUserDetailSchema = adminUserSchema.extend({
  counts: z.object({
    teams: z.number().int(),
    cards: z.number().int(),
    ledger: z.number().int(),
    notifications: z.number().int(),
    followers: z.number().int(),
    following: z.number().int(),
  }),
  subscription: mySubscriptionSchema,
  /** When a session of the account last signed in or refreshed; null before the first. */
  last_seen: z.string().nullable(),
  staff_actions: z.array(staffActionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PATCH admin/users/{username}/: only the fields sent change. */
export const adminUserUpdateBodySchema = z
  .strictObject(
    {
      is_staff: z.boolean({ error: 'Use true or false.' }).optional(),
      is_verified: z.boolean({ error: 'Use true or false.' }).optional(),
      /** The athlete to link the account to, or null to unlink it. */
      athlete_id: recordIdSchema.nullable().optional(),
      /** false deactivates the account (its sessions end), true reactivates it. */
      active: z.boolean({ error: 'Use true or false.' }).optional(),
    },
    { error: 'Only is_staff, is_verified, athlete_id and active can change.' },
  )
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: 'Name at least one of is_staff, is_verified, athlete_id or active.',
  });
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

/** A team of the user with the game it plays in. */
export const adminUserTeamSchema = teamSchema.extend({
  game: z.object({
    id: z.number().int(),
    name: z.string(),
    status: z.enum(['UPC', 'OPN', 'CPL']),
    event: z.object({ slug: z.string(), name: z.string() }),
  }),
});
export type AdminUserTeam = z.infer<typeof adminUserTeamSchema>;
export const adminUserTeamPageSchema = listPageOf(adminUserTeamSchema);
export type AdminUserTeamPage = z.infer<typeof adminUserTeamPageSchema>;

export const adminUserCardPageSchema = listPageOf(athleteCardSchema);
export type AdminUserCardPage = z.infer<typeof adminUserCardPageSchema>;
