import type { CurrentUser } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../platform/read-cache/read-cache.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { presentMySubscription } from './subscriptions.presenter.ts';
import { liveSubscription } from './subscriptions.queries.ts';

/**
 * The current user's `subscription` (spec §3 "User"): the live row kept in memory with the
 * user's row, under the tag every subscription write announces (trial, checkout, cancel,
 * webhooks, the lifecycle job); shown against the clock on each read, so a trial that has just
 * ended is null before the job closes it.
 */
export function createCurrentSubscriptions(db: Db, cache: ReadCache, now: () => number) {
  return async (userId: number): Promise<CurrentUser['subscription']> => {
    const live = await cache.remember(`subscription:${userId}`, async () => ({
      value: (await liveSubscription(db, userId)) ?? null,
      tags: [readTags.user(userId)],
    }));
    const shown = presentMySubscription(live ?? undefined, true, new Date(now()));
    if (shown.status === 'none' || !shown.is_premium || !shown.ends_at) return null;
    return { plan: shown.plan, status: shown.status, ends_at: shown.ends_at };
  };
}
