import { HOUSE_SELLER_NAME } from '@shred/contract';
import { formatCount } from '@shred/game';
import { errorMessage } from '../../../api/index.ts';
import {
  useMarketBotQuery,
  useRunMarketBotMutation,
} from '../../../features/admin-market/admin-market-queries.ts';
import { HouseListings } from '../../../features/admin-market/house-listings.tsx';
import { StatTiles } from '../../../features/admin-market/stat-tiles.tsx';
import { Button } from '../../../ui/button.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { BotSettingsForm } from './bot-settings-form.tsx';

const runDay = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric' });
const runTime = new Intl.DateTimeFormat('en', { year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * /admin/market/bot 'Market Bot': the house's rules, a run on demand, and what it has listed
 * and sold (staff, R2.79). Its listings show players the seller name Shred League.
 */
export function AdminMarketBotPage() {
  const bot = useMarketBotQuery();
  const run = useRunMarketBotMutation();

  return (
    <div className="max-w-6xl">
      <PageHeader
        title="Market Bot"
        subtitle={`Lists pool cards at reference prices as “${HOUSE_SELLER_NAME}”, within a budget`}
        back={{ to: '/admin/market', label: 'Market' }}
        actions={
          bot.data ? (
            <Button onClick={() => run.mutate()} loading={run.isPending}>
              Run now
            </Button>
          ) : null
        }
      />
      <div aria-live="polite" className="empty:hidden mb-6">
        {run.isSuccess ? (
          <p className="rounded-2xl border border-line bg-surface px-4 py-3 text-sm text-fg">
            {run.data.listed === 0
              ? 'Nothing listed: the budget or the limit is reached.'
              : `Listed ${formatCount(run.data.listed)} ${run.data.listed === 1 ? 'card' : 'cards'}.`}{' '}
            The house now asks {formatCount(run.data.active_value)} credits in total.
          </p>
        ) : null}
        {run.isError ? <FormAlert title="The bot did not run">{errorMessage(run.error)}</FormAlert> : null}
      </div>
      {bot.isPending ? <LoadingBlock label="Loading the bot…" /> : null}
      {bot.isError ? (
        <FormAlert title="Could not load the bot">
          <p>{errorMessage(bot.error)}</p>
          <Button size="sm" variant="secondary" className="mt-3" onClick={() => void bot.refetch()}>
            Try again
          </Button>
        </FormAlert>
      ) : null}
      {bot.data ? (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="bot-activity-title" className="flex flex-col gap-3">
            <h2 id="bot-activity-title" className="font-display text-2xl font-bold uppercase italic text-fg">
              Activity
            </h2>
            <StatTiles
              tiles={[
                {
                  label: 'On sale',
                  value: formatCount(bot.data.active_listings),
                  note: `of at most ${formatCount(bot.data.max_active)}`,
                },
                {
                  label: 'Asking',
                  value: formatCount(bot.data.active_value),
                  note: `of a ${formatCount(bot.data.budget)} credit budget`,
                },
                { label: 'Sold', value: formatCount(bot.data.sold), note: 'house listings' },
                {
                  label: 'Revenue',
                  value: formatCount(bot.data.revenue),
                  note: 'credits, gone from the economy',
                },
                bot.data.last_run_at
                  ? {
                      label: 'Last run',
                      value: runDay.format(new Date(bot.data.last_run_at)),
                      note: runTime.format(new Date(bot.data.last_run_at)),
                    }
                  : { label: 'Last run', value: 'Never' },
              ]}
            />
          </section>
          <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:items-start">
            <BotSettingsForm bot={bot.data} />
            <section aria-labelledby="house-listings-title" className="flex flex-col gap-3">
              <h2
                id="house-listings-title"
                className="font-display text-2xl font-bold uppercase italic text-fg"
              >
                Latest house listings
              </h2>
              <HouseListings listings={bot.data.listings} />
            </section>
          </div>
        </div>
      ) : null}
    </div>
  );
}
