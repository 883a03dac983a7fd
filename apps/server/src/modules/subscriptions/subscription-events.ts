import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions } from '../../db/schema/index.ts';
import type { SubscriptionChange } from '../../platform/payments/payment-provider.ts';
import { activateSubscription } from './subscriptions.service.ts';

/**
 * A provider's word on a premium plan (Stripe Billing's webhooks), in the webhook's transaction.
 * Each change is a conditional update, so a repeated or out-of-order event changes nothing it
 * should not. Answers the user whose premium changed, or null.
 */
export async function applySubscriptionChange(
  tx: Db,
  provider: string,
  change: SubscriptionChange,
  at: Date,
): Promise<number | null> {
  if (change.kind === 'activated') {
    const [ours] = await tx
      .select({ provider: subscriptions.provider })
      .from(subscriptions)
      .where(eq(subscriptions.id, change.subscriptionId));
    if (ours?.provider !== provider) return null;
    return (await activateSubscription(tx, change, at))?.userId ?? null;
  }
  const theirs = and(
    eq(subscriptions.provider, provider),
    eq(subscriptions.providerSubscriptionId, change.providerSubscriptionId),
  );
  const [changed] =
    change.kind === 'renewed'
      ? // A late or repeated invoice never shortens the period.
        await tx
          .update(subscriptions)
          .set({ endsAt: sql`greatest(${subscriptions.endsAt}, ${change.periodEnd})`, updatedAt: at })
          .where(and(theirs, inArray(subscriptions.status, ['active', 'cancelled'])))
          .returning({ userId: subscriptions.userId })
      : change.kind === 'cancelling'
        ? await tx
            .update(subscriptions)
            .set({ status: 'cancelled', cancelledAt: at, updatedAt: at })
            .where(and(theirs, eq(subscriptions.status, 'active')))
            .returning({ userId: subscriptions.userId })
        : await tx
            .update(subscriptions)
            .set({ status: 'expired', endsAt: sql`least(${subscriptions.endsAt}, ${at})`, updatedAt: at })
            .where(and(theirs, inArray(subscriptions.status, ['active', 'cancelled'])))
            .returning({ userId: subscriptions.userId });
  return changed?.userId ?? null;
}
