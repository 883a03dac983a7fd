import type { ListPageQuery, UserListItem } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { USER_NOT_FOUND } from './profile.service.ts';
import { presentUserListItem, userListItemColumns } from './user-list-item.ts';

/** Followers: the users following them. Following: the users they follow. */
export type FollowDirection = 'followers' | 'following';

interface FollowPageRow {
  total: number;
  id: number | null;
  username: string;
  profile_image: string | null;
  is_verified: boolean;
  xp: number;
  athlete_name: string | null;
  following: boolean | null;
}

/**
 * A page of a user's followers or followings as user list items (spec §3), newest follow
 * first, with whether the viewer follows each one; one query a page. The user must exist (not
 * deleted): the page then holds one row with the total even when it is empty. The follows
 * key (follower, followee) answers "following", its followee index answers "followers".
 */
export async function followPage(
  db: Db,
  userId: number,
  direction: FollowDirection,
  viewerId: number | null,
  query: ListPageQuery,
): Promise<{ count: number; next: number | null; results: UserListItem[] }> {
  const item = userListItemColumns(viewerId);
  const [anchor, other] =
    direction === 'followers'
      ? [sql`f.followee_id`, sql`f.follower_id`]
      : [sql`f.follower_id`, sql`f.followee_id`];
  const rows = await queryRows<FollowPageRow>(
    db,
    sql`with target as (select id from users where id = ${userId} and deleted_at is null)
        select (select count(*)::int from follows f where ${anchor} = target.id) as total, page.*
        from target left join lateral (
          select users.id, users.username, users.profile_image, users.is_verified, users.xp,
            ${item.athleteName} as athlete_name, ${item.following} as following
          from follows f join users on users.id = ${other}
          where ${anchor} = target.id
          order by f.created_at desc, users.id desc
          limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
        ) page on true`,
  );
  if (rows.length === 0) throw notFound(USER_NOT_FOUND);
  const count = rows[0]?.total ?? 0;
  const results = rows.flatMap((row) =>
    row.id === null
      ? []
      : [
          presentUserListItem({
            id: row.id,
            username: row.username,
            profileImage: row.profile_image,
            isVerified: row.is_verified,
            xp: row.xp,
            athleteName: row.athlete_name,
            following: row.following,
          }),
        ],
  );
  return { count, next: query.page * query.page_size < count ? query.page + 1 : null, results };
}
