import { creditBundle } from '@shred/game';
import { and, asc, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditPurchases, users } from '../../db/schema/index.ts';
import { DEMO_EMAIL_DOMAIN, MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { completePurchase, expirePurchase } from './purchases.ts';
import { grantWelcomeCredits } from './welcome-credits.ts';

const DAY_MS = 86_400_000;

interface DemoPurchase {
  bundleId: string;
  daysAgo: number;
  /** False: a Stripe checkout the player left unpaid, which expired. */
  paid: boolean;
}

/** The main account's history: two bundles bought, one checkout abandoned. */
const MAIN_PURCHASES: DemoPurchase[] = [
  { bundleId: 'stack', daysAgo: 12, paid: true },
  { bundleId: 'handful', daysAgo: 5, paid: true },
  { bundleId: 'vault', daysAgo: 2, paid: false },
];

/**
 * Demo credits that go through the economy's own paths (runs after the cards' starting
 * grants): the welcome grant of every manager who finished onboarding, and purchases fulfilled
 * by `completePurchase`, so the demo account shows a purchase history and a ledger at first start.
 */
export async function seedDemoCredits(db: Db, now: number = Date.now()): Promise<void> {
  const managers = await db
    .select({ id: users.id, username: users.username, welcomed: users.completedManagerWelcome })
    .from(users)
    .where(and(like(users.email, `%${DEMO_EMAIL_DOMAIN}`), isNull(users.deletedAt)))
    .orderBy(asc(users.id));
  for (const [index, manager] of managers.entries()) {
    if (manager.welcomed) await grantWelcomeCredits(db, manager.id);
    const purchases =
      manager.username === MAIN_DEMO_USERNAME
        ? MAIN_PURCHASES
        : index % 2 === 0
          ? [{ bundleId: 'handful', daysAgo: 1 + index, paid: true }]
          : [];
    for (const [n, purchase] of purchases.entries()) {
      const bundle = creditBundle(purchase.bundleId);
      if (!bundle) throw new Error(`Demo purchase of an unknown bundle ${purchase.bundleId}`);
      const createdAt = new Date(now - purchase.daysAgo * DAY_MS);
      const [row] = await db
        .insert(creditPurchases)
        .values({
          userId: manager.id,
          bundleId: bundle.id,
          credits: bundle.credits,
          priceCents: bundle.priceCents,
          currency: bundle.currency,
          provider: purchase.paid ? 'dev' : 'stripe',
          providerSessionId: purchase.paid ? null : `cs_demo_${manager.id}_${n}`,
          createdAt,
        })
        .returning({ id: creditPurchases.id });
      if (!row) throw new Error('Writing a demo purchase returned nothing');
      if (purchase.paid) {
        await completePurchase(db, row.id);
        // The dev provider pays at once: back then, not at seeding time.
        await db
          .update(creditPurchases)
          .set({ completedAt: createdAt })
          .where(eq(creditPurchases.id, row.id));
      } else await expirePurchase(db, row.id);
    }
  }
}
