import type { UserListItem } from '@shred/contract';
import { levelForXp } from '@shred/game';
import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';

/** What a user list item (spec §3) is built from; `userListItemColumns` selects exactly this. */
export interface UserListItemRow {
  id: number;
  username: string;
  profileImage: string | null;
  isVerified: boolean;
  xp: number;
  athleteName: string | null;
  following: boolean | null;
}

/**
 * The columns of a user list item, for a select from `users` (joined to anything else): the
 * name of the athlete whose account it is, and whether the viewer follows them, come from
 * subqueries on unique keys, so a page of items costs one round trip.
 */
export function userListItemColumns(viewerId: number | null) {
  // Written out rather than from the table objects: Drizzle leaves the columns of a one-table
  // select unqualified, and inside these subqueries "id" would then be the inner table's own.
  const following: SQL<boolean | null> =
    viewerId === null
      ? sql<null>`null::boolean`
      : sql<
          boolean | null
        >`case when users.id = ${viewerId} then null else exists(select 1 from follows f where f.follower_id = ${viewerId} and f.followee_id = users.id) end`;
  return {
    id: users.id,
    username: users.username,
    profileImage: users.profileImage,
    isVerified: users.isVerified,
    xp: users.xp,
    athleteName: sql<
      string | null
    >`(select a.first_name || ' ' || a.last_name from athletes a where a.user_id = users.id)`,
    following,
  };
}

export function presentUserListItem(row: UserListItemRow): UserListItem {
  return {
    id: row.id,
    username: row.username,
    profile_image: row.profileImage,
    is_verified: row.isVerified,
    level: { name: levelForXp(row.xp) },
    athlete_name: row.athleteName,
    following: row.following,
  };
}
