import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Null once the account is deleted: the row stays so game history keeps its owner.
    email: text('email'),
    username: text('username').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    profileImage: text('profile_image'),
    isStaff: boolean('is_staff').notNull().default(false),
    isAthlete: boolean('is_athlete').notNull().default(false),
    isVerified: boolean('is_verified').notNull().default(false),
    completedManagerWelcome: boolean('completed_manager_welcome').notNull().default(false),
    usedNativeApp: boolean('used_native_app').notNull().default(false),
    themePreference: text('theme_preference', { enum: ['dark', 'light', 'auto'] })
      .notNull()
      .default('dark'),
    /** Slugs of the sports the manager follows (chosen in the manager welcome); none means all. */
    followedSports: text('followed_sports').array().notNull().default(sql`'{}'::text[]`),
    xp: integer('xp').notNull().default(0),
    inviterId: integer('inviter_id'),
    signupLeagueSlug: text('signup_league_slug'),
    dateJoined: timestamp('date_joined', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** Set by staff: the account cannot sign in and its sessions are revoked; cleared to reactivate. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    index('users_inviter_idx').on(t.inviterId),
    // Typo-tolerant search (pg_trgm) over usernames, lower-cased as the global search reads them.
    index('users_username_trgm_idx').using('gin', sql`lower(${t.username}) gin_trgm_ops`),
    // The search's names that start with the query, read from the index alone (no table row).
    index('users_username_prefix_idx')
      .on(sql`lower(${t.username}) text_pattern_ops`, t.username, t.id)
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_resets_hash_key').on(t.tokenHash)],
);

export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.followeeId] }),
    index('follows_followee_idx').on(t.followeeId),
  ],
);
