import { Link, useSearchParams } from 'react-router';
import { BalanceChip, usePurchaseQuery } from '../../../features/credits/index.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CreditBundles } from './credit-bundles.tsx';
import { CreditLedger } from './credit-ledger.tsx';
import { MarketLinks } from './market-links.tsx';
import { PurchaseStatusBanner } from './purchase-status.tsx';

/** The browser leaves for the payment provider's checkout page. */
const leaveFor = (url: string) => window.location.assign(url);

/** /manager/market/drafts/credits (R2.42): balance, bundles and Buy, and the ledger. */
export function CreditsPage({ goTo = leaveFor }: { goTo?: (url: string) => void }) {
  const [search] = useSearchParams();
  const returning = Number(search.get('purchase'));
  const purchase = usePurchaseQuery(Number.isSafeInteger(returning) && returning > 0 ? returning : null);
  return (
    <>
      <PageHeader
        title="Draft Credits"
        back={{ to: '/manager/market', label: 'Market' }}
        subtitle="Credits open drafts and extend contracts."
        actions={<BalanceChip />}
      />
      <MarketLinks />
      <PurchaseStatusBanner purchase={purchase.data ?? undefined} />
      <section aria-labelledby="credit-bundles" className="mb-8">
        <h2 id="credit-bundles" className="mb-3 text-lg font-semibold">
          Buy credits
        </h2>
        <CreditBundles goTo={goTo} />
      </section>
      <section aria-labelledby="credit-ledger">
        <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="credit-ledger" className="text-lg font-semibold">
            Movements
          </h2>
          <Link
            to="/manager/market/drafts/credits/purchase-history"
            className="text-sm font-semibold text-accent hover:underline"
          >
            Purchase history
          </Link>
        </div>
        <CreditLedger />
      </section>
    </>
  );
}
