import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { createUserQueries, type UserRow } from './users.queries.ts';

/**
 * The row of the user behind an access token, read by every signed-in call: kept in memory
 * under `user:<id>`, which every write of a user's row announces (profile edits, a new
 * password, a deleted account, staff made at start, staff changes). A deactivated account
 * counts as signed out: its tokens carry no user.
 */
export function createSignedInUsers(db: Db, cache: ReadCache) {
  const queries = createUserQueries(db);
  return (id: number): Promise<UserRow | undefined> =>
    cache.remember(`user:${id}`, async () => ({
      value: await queries.findActiveById(id).then((user) => (user?.deactivatedAt ? undefined : user)),
      tags: [readTags.user(id)],
    }));
}
