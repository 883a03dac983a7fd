import type { NotificationType } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';

/** What a notification says and where its button leads (spec §3). */
export interface NewNotification {
  userId: number;
  type: NotificationType;
  title: string;
  body: string;
  cta?: string;
  target?: string;
}

/** The panel groups notifications by what they are about. */
const CATEGORY: Record<NotificationType, string> = {
  NEW_FOLLOWER: 'social',
  GAME_REMINDER: 'games',
  NEW_RESULT_USER: 'games',
  STARTLIST_CHANGES: 'games',
  MARKET_LISTING_SOLD: 'market',
  MARKET_LISTING_EXPIRED: 'market',
  MARKET_ALERT: 'market',
  TRIAL_EXPIRING_SOON: 'account',
  TRIAL_EXPIRED: 'account',
  USER_ACTION_CHALLENGE_COMPLETED: 'challenges',
};

/**
 * Write notifications in the caller's transaction, so they exist exactly when what caused them
 * committed. Delivery beyond the in-app list works from these rows and never blocks the cause.
 */
export async function notify(tx: Db, items: readonly NewNotification[]): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(notifications).values(
    items.map((n) => ({
      userId: n.userId,
      type: n.type,
      category: CATEGORY[n.type],
      title: n.title,
      body: n.body,
      cta: n.cta ?? null,
      target: n.target ?? null,
    })),
  );
}
