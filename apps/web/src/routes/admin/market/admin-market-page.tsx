import { formatCount, formatPercent, MARKET_FEE_PERCENT } from '@shred/game';
import { Link } from 'react-router';
import { errorMessage } from '../../../api/index.ts';
import {
  useMarketBotQuery,
  useMarketStatsQuery,
} from '../../../features/admin-market/admin-market-queries.ts';
import { MarketDaysChart } from '../../../features/admin-market/market-days-chart.tsx';
import { StatTiles } from '../../../features/admin-market/stat-tiles.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { ChevronRightIcon } from '../../../ui/icons.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';

const credits = (amount: number) => `${formatCount(amount)} credits`;

/** /admin/market 'Market': volume, sales, fees burned and listings on sale, the last 30 days, and the way to the bot (staff, R2.78). */
export function AdminMarketPage() {
  const stats = useMarketStatsQuery();
  const bot = useMarketBotQuery();

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Market"
        subtitle="Sales between managers and the house, and the fees they burned"
        back={{ to: '/admin/dashboard', label: 'Dashboard' }}
      />
      {stats.isPending ? <LoadingBlock label="Loading the market…" /> : null}
      {stats.isError ? (
        <FormAlert title="Could not load the market">
          <p>{errorMessage(stats.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void stats.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {stats.data ? (
        <div className="flex flex-col gap-6">
          <StatTiles
            tiles={[
              { label: 'Volume', value: formatCount(stats.data.volume), note: 'credits paid by buyers' },
              { label: 'Sales', value: formatCount(stats.data.sales), note: 'listings sold' },
              {
                label: 'Fees burned',
                value: formatCount(stats.data.fees_burned),
                note: `credits, ${formatPercent(MARKET_FEE_PERCENT / 100)} of each sale`,
              },
              {
                label: 'Active listings',
                value: formatCount(stats.data.active_listings),
                note: 'on sale now',
              },
              {
                label: 'House listings',
                value: formatCount(stats.data.house_active_listings),
                note: 'of them listed by the bot',
              },
            ]}
          />
          <Card>
            <MarketDaysChart days={stats.data.days} />
          </Card>
        </div>
      ) : null}
      <Link
        to="/admin/market/bot"
        className="mt-6 flex items-center gap-4 rounded-2xl border border-line bg-surface p-5 transition hover:border-accent/60"
      >
        <span className="min-w-0 flex-1">
          <span className="block font-semibold text-fg">Market bot</span>
          <span className="mt-0.5 block text-sm text-muted">
            {bot.data
              ? bot.data.enabled
                ? `On · ${formatCount(bot.data.active_listings)} house listings asking ${credits(bot.data.active_value)} of its ${credits(bot.data.budget)} budget`
                : 'Off · lists nothing until switched on'
              : 'The house’s listings of pool cards at reference prices'}
          </span>
        </span>
        <ChevronRightIcon aria-hidden="true" className="shrink-0 text-muted" />
      </Link>
    </div>
  );
}
