import type { CreditBundleView } from '@shred/contract';
import { formatMoney, formatPercent } from '@shred/game';
import { errorMessage } from '../../../api/index.ts';
import {
  bundleSaving,
  formatCredits,
  useCreditBundlesQuery,
  useIdempotencyKey,
  usePurchaseCreditsMutation,
} from '../../../features/credits/index.ts';
import { toast } from '../../../features/toasts/index.ts';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { BoltIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

interface CreditBundlesProps {
  /** Where a pending purchase pays off-site (Stripe Checkout): the browser leaves for it. */
  goTo: (url: string) => void;
}

/** The bundles on sale with their price and saving, and Buy. */
export function CreditBundles({ goTo }: CreditBundlesProps) {
  const bundles = useCreditBundlesQuery();
  const purchase = usePurchaseCreditsMutation();
  const idempotency = useIdempotencyKey();

  const buy = (bundle: CreditBundleView) => {
    purchase.mutate(
      { bundleId: bundle.id, idempotencyKey: idempotency.keyFor(bundle.id) },
      {
        onSuccess: (result) => {
          idempotency.settle();
          if (result.status === 'pending' && result.checkout_url) {
            goTo(result.checkout_url);
            return;
          }
          toast.success(
            `${formatCredits(bundle.credits)} credits added${result.balance === undefined ? '' : `: you have ${formatCredits(result.balance)}`}.`,
            'Credits bought',
          );
        },
        onError: idempotency.settleIfAnswered,
      },
    );
  };

  if (bundles.isPending) {
    return (
      <div role="status" aria-label="Loading the bundles" className="grid gap-3 sm:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-44 animate-pulse rounded-2xl bg-surface-2" />
        ))}
      </div>
    );
  }
  if (bundles.isError) {
    return (
      <LoadFailed
        icon={<BoltIcon width={28} height={28} />}
        title="Could not load the bundles"
        message={errorMessage(bundles.error)}
        onRetry={() => bundles.refetch()}
        retrying={bundles.isRefetching}
      />
    );
  }
  const buying = purchase.isPending ? purchase.variables?.bundleId : undefined;
  return (
    <>
      {purchase.isError ? <FormAlert className="mb-3">{errorMessage(purchase.error)}</FormAlert> : null}
      <ul className="grid gap-3 sm:grid-cols-3">
        {bundles.data.map((bundle) => {
          const saving = bundleSaving(bundle, bundles.data);
          return (
            <li
              key={bundle.id}
              className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 shadow-card sm:flex-col sm:items-stretch sm:p-5"
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-center gap-2 text-sm font-semibold text-muted">
                  {bundle.label}
                  {saving > 0 ? (
                    <span className="rounded-full bg-success-bg px-2 py-0.5 text-xs font-bold text-success">
                      Save {formatPercent(saving, 0)}
                    </span>
                  ) : null}
                </p>
                <p className="font-display text-3xl font-extrabold tabular-nums sm:text-4xl">
                  {formatCredits(bundle.credits)}{' '}
                  <span className="text-base font-semibold text-muted">credits</span>
                </p>
                <p className="text-xs text-muted">
                  {formatMoney(Math.round((bundle.price_cents / bundle.credits) * 100), bundle.currency)} per
                  100 credits
                </p>
              </div>
              <Button
                className="shrink-0 sm:mt-auto"
                loading={buying === bundle.id}
                disabled={buying !== undefined}
                onClick={() => buy(bundle)}
                aria-label={`Buy for ${formatMoney(bundle.price_cents, bundle.currency)}: ${formatCredits(bundle.credits)} credits`}
              >
                Buy for {formatMoney(bundle.price_cents, bundle.currency)}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
