import type { PricePoint, TierMarket } from '@shred/contract';
import { type CardTier, formatCount } from '@shred/game';
import { TierBadge } from '../athletes/index.ts';

const credits = (value: number | null | undefined) => (value == null ? '–' : formatCount(value));

interface TierValueTableProps {
  tiers: readonly TierMarket[];
  /** Absolute dates in the app's one format. */
  formatDate: (iso: string) => string;
  caption: string;
}

/**
 * Per tier: the last sale and when, the lowest ask, and how many cards are for sale: a table
 * from small tablets up, a card per tier on phones (the same figures, hidden from screen
 * readers, which read the table).
 */
export function TierValueTable({ tiers, formatDate, caption }: TierValueTableProps) {
  return (
    <>
      <ul aria-hidden="true" className="grid grid-cols-2 gap-2 sm:hidden">
        {tiers.map((row) => (
          <li key={row.tier} className="rounded-2xl border border-line bg-surface p-3 text-sm">
            <TierBadge tier={row.tier} />
            <p className="mt-2 text-xs text-muted">Last sale</p>
            <p className="font-display text-xl font-bold tabular-nums leading-tight">
              {credits(row.last_sale?.price)}
            </p>
            <p className="truncate text-xs text-muted">
              {row.last_sale ? formatDate(row.last_sale.sold_at) : 'No sales yet'}
            </p>
            <p className="mt-2 flex justify-between gap-2 text-xs">
              <span className="text-muted">Lowest ask</span>
              <span className="font-semibold tabular-nums">{credits(row.lowest_ask)}</span>
            </p>
            <p className="flex justify-between gap-2 text-xs">
              <span className="text-muted">For sale · sold</span>
              <span className="tabular-nums">
                {formatCount(row.listings)} · {formatCount(row.sales)}
              </span>
            </p>
          </li>
        ))}
      </ul>
      <div className="max-sm:sr-only overflow-x-auto rounded-2xl border border-line bg-surface">
        <table className="w-full text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="whitespace-nowrap text-left text-xs uppercase tracking-wide text-muted">
            <tr className="border-b border-line">
              <th scope="col" className="px-4 py-2.5 font-semibold">
                Tier
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                Last sale
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                Lowest ask
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                For sale
              </th>
              <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                Sales
              </th>
            </tr>
          </thead>
          <tbody>
            {tiers.map((row) => (
              <tr key={row.tier} className="border-b border-line last:border-0">
                <th scope="row" className="px-4 py-3 text-left font-normal">
                  <TierBadge tier={row.tier} />
                </th>
                <td className="px-4 py-3 text-right tabular-nums">
                  {row.last_sale ? (
                    <>
                      <span className="font-semibold">{formatCount(row.last_sale.price)}</span>
                      <span className="block whitespace-nowrap text-xs text-muted">
                        {formatDate(row.last_sale.sold_at)}
                      </span>
                    </>
                  ) : (
                    <span className="whitespace-nowrap text-muted">No sales yet</span>
                  )}
                </td>
                <td className="px-4 py-3 text-right font-semibold tabular-nums">{credits(row.lowest_ask)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(row.listings)}</td>
                <td className="px-4 py-3 text-right tabular-nums">{formatCount(row.sales)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

interface RecentSalesProps {
  sales: readonly PricePoint[];
  tier: CardTier;
  formatDate: (iso: string) => string;
  /** How many of the latest sales to show. */
  limit?: number;
}

/** The latest sales of one tier of an athlete's cards, newest first. */
export function RecentSales({ sales, tier, formatDate, limit = 5 }: RecentSalesProps) {
  // Sales have no id and two may share a time and price: a sale's place in the history names it.
  const latest = sales
    .map((sale, place) => ({ sale, place }))
    .filter(({ sale }) => sale.tier === tier)
    .slice(-limit)
    .reverse();
  if (latest.length === 0) {
    return <p className="text-sm text-muted">No card of this athlete and tier has sold yet.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-line rounded-xl border border-line">
      {latest.map(({ sale, place }) => (
        <li key={place} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
          <span className="flex items-center gap-2 text-muted">
            <TierBadge tier={sale.tier} />
            {formatDate(sale.sold_at)}
          </span>
          <span className="font-semibold tabular-nums">{formatCount(sale.price)} cr</span>
        </li>
      ))}
    </ul>
  );
}
