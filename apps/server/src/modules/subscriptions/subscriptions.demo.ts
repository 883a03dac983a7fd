import { addMonths, DEFAULT_GAME_CONFIG } from '@shred/game';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { subscriptions, users } from '../../db/schema/index.ts';
import { grantMonthlyCredits } from './monthly-credits.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A yearly subscriber, 20 days into their plan. */
export const DEMO_SUBSCRIBER = 'kai_slides';
/** A player 40 hours from the end of their trial: the lifecycle job's first run tells them so. */
export const DEMO_TRIAL_USER = 'ayumi';

/**
 * Demo premium (after the credits, whose welcome grants come first in the ledger): one manager
 * on a yearly dev plan with month 0's credits paid the way the plan pays them, another on a
 * trial ending in about 40 hours. The main demo account stays without premium: journeys start
 * its trial.
 */
export async function seedDemoSubscriptions(db: Db, now: number = Date.now()): Promise<void> {
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, [DEMO_SUBSCRIBER, DEMO_TRIAL_USER]));
  const idOf = (username: string) => rows.find((row) => row.username === username)?.id;
  const subscriber = idOf(DEMO_SUBSCRIBER);
  if (subscriber !== undefined) {
    const startedAt = new Date(now - 20 * DAY_MS);
    const [plan] = await db
      .insert(subscriptions)
      .values({
        userId: subscriber,
        kind: 'paid',
        plan: 'yearly',
        status: 'active',
        provider: 'dev',
        startedAt,
        endsAt: addMonths(startedAt, 12),
        createdAt: startedAt,
        updatedAt: startedAt,
      })
      .returning({ id: subscriptions.id });
    if (plan) await grantMonthlyCredits(db, { id: plan.id, userId: subscriber, startedAt }, new Date(now));
  }
  const trialUser = idOf(DEMO_TRIAL_USER);
  if (trialUser !== undefined) {
    const endsAt = new Date(now + 40 * HOUR_MS);
    const startedAt = new Date(endsAt.getTime() - DEFAULT_GAME_CONFIG.subscription.trialDays * DAY_MS);
    await db.insert(subscriptions).values({
      userId: trialUser,
      kind: 'trial',
      status: 'trial',
      startedAt,
      endsAt,
      createdAt: startedAt,
      updatedAt: startedAt,
    });
  }
}
