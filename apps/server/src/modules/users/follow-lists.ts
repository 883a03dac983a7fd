import type { ListPageQuery, UserListItem } from '@shred/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { USER_NOT_FOUND } from './profile.service.ts';
import { presentUserListItem, type UserListItemRow, userListItemSelect } from './user-list-item.ts';

/** Followers: the users following them. Following: the users they follow. */
export type FollowDirection = 'followers' | 'following';

/** A follow page's row: the total, and an item unless the page is empty. */
type FollowPageRow = { total: number } & (UserListItemRow | { [K in keyof UserListItemRow]: null });

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
  const [anchor, other] =
    direction === 'followers'
      ? [sql`f.followee_id`, sql`f.follower_id`]
      : [sql`f.follower_id`, sql`f.followee_id`];
  const rows = await queryRows<FollowPageRow>(
    db,
    sql`with target as (select id from users where id = ${userId} and deleted_at is null)
        select (select count(*)::int from follows f where ${anchor} = target.id) as total, page.*
        from target left join lateral (
          select ${userListItemSelect(viewerId)}
          from follows f join users on users.id = ${other}
          where ${anchor} = target.id
          order by f.created_at desc, users.id desc
          limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
        ) page on true`,
  );
  if (rows.length === 0) throw notFound(USER_NOT_FOUND);
  const count = rows[0]?.total ?? 0;
  const results = rows.flatMap((row) => (row.id === null ? [] : [presentUserListItem(row)]));
  return { count, next: query.page * query.page_size < count ? query.page + 1 : null, results };
}
