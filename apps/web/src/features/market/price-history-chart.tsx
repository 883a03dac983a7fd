import type { PricePoint } from '@shred/contract';
import { CARD_TIERS, type CardTier, formatCount } from '@shred/game';
import { TimeChart } from '../../ui/charts/time-chart.tsx';
import { TIER_LABELS } from '../athletes/index.ts';

/** The tier chips' colours (slate, blue, purple, amber), readable on light and dark surfaces. */
const TIER_LINE: Readonly<Record<CardTier, string>> = {
  common: '#64748b',
  rare: '#2563eb',
  epic: '#9333ea',
  legendary: '#f59e0b',
};

const SERIES = CARD_TIERS.map((tier) => ({ key: tier, label: TIER_LABELS[tier], color: TIER_LINE[tier] }));

interface PriceHistoryChartProps {
  name: string;
  sales: readonly PricePoint[];
  formatDate: (iso: string) => string;
}

/** What an athlete's cards sold for over time, one line per tier. */
export function PriceHistoryChart({ name, sales, formatDate }: PriceHistoryChartProps) {
  return (
    <TimeChart
      title={`${name}: sale prices`}
      description={`${formatCount(sales.length)} sale${sales.length === 1 ? '' : 's'}, in credits, one line per tier.`}
      series={SERIES}
      points={sales.map((sale) => ({ series: sale.tier, at: Date.parse(sale.sold_at), value: sale.price }))}
      format={formatCount}
      formatTime={(at) => formatDate(new Date(at).toISOString())}
    />
  );
}
