import type { UserListItem } from '@shred/contract';
import { levelForXp } from '@shred/game';
import { type SQL, sql } from 'drizzle-orm';

/** What a user list item (spec §3) is built from; `userListItemColumns` selects exactly this. */
export interface UserListItemRow {
  id: number;
  username: string;
  profileImage: string | null;
  isVerified: boolean;
  xp: number;
  isAthlete: boolean;
  /** The linked athlete's name, else the user's own; null when both are missing. */
  athleteName: string | null;
  following: boolean;
}

/**
 * Whether `user` (a row of `users`, the table or an alias of it) is an athlete's account: marked
 * so, or linked to an athlete, as athlete claims count it.
 */
export function isAthleteOf(user: SQL): SQL<boolean> {
  return sql<boolean>`(${user}.is_athlete or exists(select 1 from athletes a where a.user_id = ${user}.id))`;
}

/**
 * The name an athlete's account shows: the athlete linked to it, else the account's own name.
 * `user` names a row of `users` (the table or an alias of it).
 */
export function athleteNameOf(user: SQL): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select a.first_name || ' ' || a.last_name from athletes a where a.user_id = ${user}.id order by a.id limit 1),
    nullif(trim(${user}.first_name || ' ' || ${user}.last_name), ''))`;
}

/**
 * The columns of a user list item read from `table` (`users` or an alias of it, joined to
 * anything else): the athlete's name and whether the viewer follows them come from subqueries
 * on unique keys, so a page of items costs one round trip. Nobody follows themselves, so one's
 * own row answers false like an anonymous viewer's.
 */
export function userListItemColumns(viewerId: number | null, table = 'users') {
  // Written out qualified rather than from the table objects: Drizzle leaves the columns of a
  // one-table select unqualified, and inside the subqueries "id" would then be the inner table's.
  const user = sql`${sql.identifier(table)}`;
  return {
    id: sql<number>`${user}.id`,
    username: sql<string>`${user}.username`,
    profileImage: sql<string | null>`${user}.profile_image`,
    isVerified: sql<boolean>`${user}.is_verified`,
    xp: sql<number>`${user}.xp`,
    isAthlete: isAthleteOf(user),
    athleteName: athleteNameOf(user),
    following:
      viewerId === null
        ? sql<boolean>`false`
        : sql<boolean>`exists(select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = ${user}.id)`,
  };
}

/** The same columns for a hand-written select, named as `UserListItemRow` names them. */
export function userListItemSelect(viewerId: number | null, table = 'users'): SQL {
  return sql.join(
    Object.entries(userListItemColumns(viewerId, table)).map(
      ([name, column]) => sql`${column} as ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
}

export function presentUserListItem(row: UserListItemRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    profile_image: row.profileImage,
    is_verified: row.isVerified,
    level: { name: levelForXp(row.xp) },
    profile_type: row.isAthlete
      ? { type: 'athlete', athlete_name: row.athleteName ?? row.username }
      : { type: 'manager' },
    follow_status: { following: row.following },
  };
}
