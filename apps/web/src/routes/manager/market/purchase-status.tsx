import type { Purchase } from '@shred/contract';
import { formatCredits } from '../../../features/credits/index.ts';
import { FormAlert } from '../../../ui/form-alert.tsx';

/** How a purchase stands, in words (a badge and the banner after returning from checkout). */
export const PURCHASE_STATUS_LABELS: Readonly<Record<Purchase['status'], string>> = {
  completed: 'Completed',
  pending: 'Waiting for payment',
  failed: 'Failed',
  expired: 'Expired',
};

/** After checkout (?purchase={id}): whether the credits arrived. */
export function PurchaseStatusBanner({ purchase }: { purchase: Purchase | undefined }) {
  if (!purchase) return null;
  const credits = formatCredits(purchase.credits);
  if (purchase.status === 'completed') {
    return (
      <FormAlert tone="success" title="Payment received" className="mb-5">
        Your {credits} credits have arrived.
      </FormAlert>
    );
  }
  if (purchase.status === 'pending') {
    return (
      <FormAlert tone="success" title="Waiting for the payment" className="mb-5">
        Your {credits} credits arrive as soon as the payment provider confirms it. This page updates by
        itself.
      </FormAlert>
    );
  }
  return (
    <FormAlert title={purchase.status === 'failed' ? 'Payment failed' : 'Checkout expired'} className="mb-5">
      No money was taken and no credits moved. Choose a bundle to try again.
    </FormAlert>
  );
}
