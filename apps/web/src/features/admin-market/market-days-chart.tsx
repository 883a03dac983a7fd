import type { MarketStats } from '@shred/contract';
import { formatCount } from '@shred/game';
import { BarChart, type BarDatum, type BarSeries } from '../../ui/charts/bar-chart.tsx';

const SERIES: readonly BarSeries[] = [
  { key: 'volume', label: 'Volume (credits)', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
];

const dayLabel = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const dayText = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
/** A label under every seventh day, none at the edges, so thirty columns stay readable on a phone. */
const LABEL_EVERY = 7;
const FIRST_LABEL = 2;

/** The market's last 30 days: credits spent per day, with sales and fees in each column's table row. */
export function MarketDaysChart({ days }: { days: MarketStats['days'] }) {
  const data: BarDatum[] = days.map((day, i) => {
    const date = new Date(`${day.day}T00:00:00Z`);
    const labelled = i % LABEL_EVERY === FIRST_LABEL;
    return {
      key: day.day,
      // Wider than its column on a phone: centred on it, over its neighbours, whose labels are empty.
      label: labelled ? (
        <span className="relative left-1/2 inline-block -translate-x-1/2 whitespace-nowrap">
          {dayLabel.format(date)}
        </span>
      ) : (
        ''
      ),
      text: `${dayText.format(date)} · ${formatCount(day.sales)} ${day.sales === 1 ? 'sale' : 'sales'}, ${formatCount(day.fees)} credits burned`,
      values: { volume: day.volume },
    };
  });
  return (
    <BarChart
      title="Last 30 days"
      description="Credits buyers paid each day."
      series={SERIES}
      data={data}
      format={formatCount}
    />
  );
}
