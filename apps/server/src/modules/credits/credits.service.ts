import type {
  CreditBundleView,
  LedgerPage,
  ListPageQuery,
  PurchaseBody,
  PurchasePage,
  PurchaseResult,
  StaffGrantBody,
  StaffGrantResult,
} from '@shred/contract';
import { CREDIT_BUNDLES, creditBundle, formatCount } from '@shred/game';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditLedger, creditPurchases, users } from '../../db/schema/index.ts';
import { ApiError, badRequest, conflict, notFound } from '../../http/errors.ts';
import {
  type Answer,
  claimIdempotencyKey,
  type IdempotencyClaim,
  rememberIdempotentAnswer,
} from '../../platform/idempotency.ts';
import type { PaymentProvider } from '../../platform/payments/payment-provider.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { recordStaffAction } from '../admin-users/staff-actions.ts';
import { moveCredits } from './credit-ledger.ts';
import { pageOf, presentMovement, presentPurchase } from './credits.presenter.ts';
import { completePurchase } from './purchases.ts';

export const PROVIDER_DOWN =
  'The payment provider did not answer. Nothing was charged and nothing moved; try again in a moment.';
export const NO_SUCH_USER = 'There is no user with this username.';

const unknownBundle = (id: string) => {
  const message = `There is no bundle "${id}". Choose one of ${CREDIT_BUNDLES.map((b) => b.id).join(', ')}.`;
  return badRequest(message, { bundle_id: [message] });
};

/** A page of a player's ledger, newest first: theirs to read, or staff's on the user page. */
export async function ledgerPage(db: Db, userId: number, query: ListPageQuery): Promise<LedgerPage> {
  const [total, rows] = await Promise.all([
    db.select({ n: count() }).from(creditLedger).where(eq(creditLedger.userId, userId)),
    db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(desc(creditLedger.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
  ]);
  return pageOf(query, total[0]?.n ?? 0, rows.map(presentMovement));
}

/**
 * Draft credits (GAME.md "Economy"): a player's ledger and purchases, buying bundles through
 * the payment port, and staff grants. Every write marks the player's reads stale.
 */
export function createCreditsService(deps: { db: Db; payments: PaymentProvider; staleReads: StaleReads }) {
  const { db, payments, staleReads } = deps;

  return {
    bundles: (): CreditBundleView[] =>
      CREDIT_BUNDLES.map((b) => ({
        id: b.id,
        credits: b.credits,
        price_cents: b.priceCents,
        currency: b.currency,
        label: b.label,
      })),

    ledger: (userId: number, query: ListPageQuery): Promise<LedgerPage> => ledgerPage(db, userId, query),

    async purchases(userId: number, query: ListPageQuery): Promise<PurchasePage> {
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(creditPurchases).where(eq(creditPurchases.userId, userId)),
        db
          .select()
          .from(creditPurchases)
          .where(eq(creditPurchases.userId, userId))
          .orderBy(desc(creditPurchases.id))
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
      ]);
      return pageOf(query, total[0]?.n ?? 0, rows.map(presentPurchase));
    },

    /**
     * Buy a bundle: the purchase is written pending, the provider starts its checkout, and a
     * provider that paid at once fulfils it in the same transaction. With an Idempotency-Key a
     * repeat answers the first answer and buys nothing; a provider failure rolls everything back.
     */
    async purchase(userId: number, body: PurchaseBody, key: string | null): Promise<Answer<PurchaseResult>> {
      const bundle = creditBundle(body.bundle_id);
      if (!bundle) throw unknownBundle(body.bundle_id);
      return staleReads.transaction(db, async (tx, stale) => {
        let claim: IdempotencyClaim | null = null;
        if (key) {
          const claimed = await claimIdempotencyKey(tx, {
            userId,
            key,
            route: 'purchaseCredits',
            request: body,
          });
          if ('replay' in claimed) return claimed.replay as Answer<PurchaseResult>;
          claim = claimed.claimed;
        }
        stale(readTags.user(userId));
        const [purchase] = await tx
          .insert(creditPurchases)
          .values({
            userId,
            bundleId: bundle.id,
            credits: bundle.credits,
            priceCents: bundle.priceCents,
            currency: bundle.currency,
            provider: payments.name,
          })
          .returning({ id: creditPurchases.id });
        if (!purchase) throw new Error('Writing a purchase returned nothing');
        // The checkout starts inside the transaction: when the provider fails, no pending
        // purchase is left behind, and a repeat of the same key waits for this answer.
        const checkout = await payments
          .startCheckout({
            purchaseId: purchase.id,
            credits: bundle.credits,
            priceCents: bundle.priceCents,
            currency: bundle.currency,
            label: bundle.label,
          })
          .catch((error: unknown) => {
            throw Object.assign(new ApiError(502, PROVIDER_DOWN), { cause: error });
          });
        let result: PurchaseResult;
        if (checkout.status === 'completed') {
          const fulfilled = await completePurchase(tx, purchase.id);
          if (!fulfilled) throw new Error(`Purchase ${purchase.id}, just written, was already fulfilled`);
          result = { purchase_id: purchase.id, status: 'completed', balance: fulfilled.balance };
        } else {
          await tx
            .update(creditPurchases)
            .set({ providerSessionId: checkout.sessionId })
            .where(eq(creditPurchases.id, purchase.id));
          result = { purchase_id: purchase.id, status: 'pending', checkout_url: checkout.checkoutUrl };
        }
        const answer = { status: 201, body: result };
        // Remembered in the same transaction: a repeat never finds the key without its answer.
        if (claim) await rememberIdempotentAnswer(tx, claim, answer);
        return answer;
      });
    },

    /** Staff give (or, negative, take) credits; the ledger row keeps who did it and why. */
    async grant(
      staff: { id: number; username: string },
      username: string,
      body: StaffGrantBody,
      at: Date,
    ): Promise<StaffGrantResult> {
      const [target] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.username, username), isNull(users.deletedAt)));
      if (!target) throw notFound(NO_SUCH_USER);
      return staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.user(target.id));
        const moved = await moveCredits(tx, {
          userId: target.id,
          amount: body.amount,
          reason: 'staff_grant',
          reference: `staff:${staff.username}: ${body.reason.trim()}`,
        });
        if (!moved.moved) {
          const message = `Taking ${-body.amount} credits would leave ${username} below zero: their balance is ${moved.balance}.`;
          throw conflict(message, { amount: [message] });
        }
        await recordStaffAction(tx, {
          staffId: staff.id,
          userId: target.id,
          action: 'grant_credits',
          detail: `${body.amount > 0 ? '+' : '−'}${formatCount(Math.abs(body.amount))} credits: ${body.reason.trim()}`,
          at,
        });
        const [row] = await tx.select().from(creditLedger).where(eq(creditLedger.id, moved.entryId));
        if (!row) throw new Error('The ledger row just written is gone');
        return { movement: presentMovement(row), balance: moved.balance };
      });
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
