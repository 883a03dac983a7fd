import { DASHBOARD_RANGES, type DashboardRange } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Link, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { DailyCharts, TeamsPerGameChart } from '../../features/admin-dashboard/dashboard-charts.tsx';
import { useDashboardQuery } from '../../features/admin-dashboard/dashboard-queries.ts';
import { DashboardSkeleton } from '../../features/admin-dashboard/dashboard-skeleton.tsx';
import { RangeSwitch } from '../../features/admin-dashboard/range-switch.tsx';
import { RetentionTable } from '../../features/admin-dashboard/retention-table.tsx';
import { TopEvents } from '../../features/admin-dashboard/top-events.tsx';
import { StatTiles } from '../../features/admin-market/stat-tiles.tsx';
import { useAuthStore } from '../../features/auth/index.ts';
import { ADMIN_NAV } from '../../shell/nav-items.tsx';
import { Card } from '../../ui/card.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

const DESCRIPTIONS: Record<string, string> = {
  '/admin/users':
    'Find a player: teams, cards, ledger, credit grants, staff, verified, athlete link, deactivation',
  '/admin/athlete-claims': 'Managers asking to be linked to their athlete profile: approve or decline',
  '/admin/events': 'Event stops, games, results and refreshes',
  '/admin/drafts': 'Draft prices, published odds, the athlete pool and the simulator',
  '/admin/market': 'Volume, fees burned and listings on sale, and the house’s market bot',
  '/admin/referrals': 'Who invited whom, how many finished the welcome and the credits it paid',
  '/admin/challenges': 'Challenge sets on a calendar, their challenges and rewards, and bulk imports',
  '/admin/surveys': 'The short survey players see in the app, and their answers',
  '/admin/settings': 'Maintenance mode, its password and the minimum app versions',
};

const DEFAULT_RANGE: DashboardRange = 30;
const rangeOf = (value: string | null): DashboardRange =>
  DASHBOARD_RANGES.find((days) => String(days) === value) ?? DEFAULT_RANGE;

/** /admin/dashboard: the game's figures over 7, 30 or 90 days, then a way into each admin section (R2.68, R2.87). */
export function AdminDashboardPage() {
  const user = useAuthStore((state) => state.user);
  const [params, setParams] = useSearchParams();
  const days = rangeOf(params.get('days'));
  const dashboard = useDashboardQuery(days);
  const board = dashboard.data;
  const sections = ADMIN_NAV.filter((item) => item.to in DESCRIPTIONS);

  return (
    <>
      <PageHeader
        title="Dashboard"
        subtitle={`Signed in as staff${user ? ` · @${user.username}` : ''}`}
        actions={
          <RangeSwitch
            value={days}
            onChange={(next) =>
              setParams(next === DEFAULT_RANGE ? {} : { days: String(next) }, { replace: true })
            }
          />
        }
      />
      {dashboard.isPending ? <DashboardSkeleton /> : null}
      {dashboard.isError && !board ? (
        <LoadFailed
          title="Could not load the figures"
          message={errorMessage(dashboard.error)}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      ) : null}
      {board ? (
        <div
          className={`flex flex-col gap-6 transition-opacity ${dashboard.isPlaceholderData ? 'opacity-60' : ''}`}
          aria-busy={dashboard.isPlaceholderData}
        >
          <StatTiles
            className="xl:grid-cols-4"
            tiles={[
              { label: 'Players', value: formatCount(board.totals.players), note: 'accounts, all time' },
              { label: 'Sign-ups', value: formatCount(board.totals.signups), note: `last ${days} days` },
              {
                label: 'Active today',
                value: formatCount(board.totals.daily_active_today),
                note: 'signed-in players',
              },
              { label: 'Teams entered', value: formatCount(board.totals.teams), note: `last ${days} days` },
              {
                label: 'Credits bought',
                value: formatCount(board.totals.credits_bought),
                note: 'with money',
              },
              {
                label: 'Credits burned',
                value: formatCount(board.totals.credits_burned),
                note: 'drafts, extensions, fees',
              },
              {
                label: 'Market volume',
                value: formatCount(board.totals.market_volume),
                note: 'credits paid',
              },
            ]}
          />
          <div className="grid gap-4 lg:grid-cols-2">
            <DailyCharts series={board.series} />
            {board.teams_per_game.length ? <TeamsPerGameChart games={board.teams_per_game} /> : null}
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card as="section" aria-labelledby="retention-title" className="flex min-w-0 flex-col gap-3">
              <div>
                <h2 id="retention-title" className="font-semibold text-fg">
                  Retention
                </h2>
                <p className="text-sm text-muted">
                  Players of each sign-up week active again 1, 2 and 4 weeks on.
                </p>
              </div>
              <RetentionTable cohorts={board.retention} />
            </Card>
            <Card as="section" aria-labelledby="top-events-title" className="flex min-w-0 flex-col gap-3">
              <div>
                <h2 id="top-events-title" className="font-semibold text-fg">
                  Top events
                </h2>
                <p className="text-sm text-muted">What the app tracked most in the last {days} days.</p>
              </div>
              <TopEvents events={board.top_events} />
            </Card>
          </div>
        </div>
      ) : null}
      {/* Not "Admin …": the side bar is the navigation named Admin, and a name is matched in part. */}
      <nav aria-label="Staff sections" className="mt-8">
        <h2 className="mb-3 text-xs font-semibold uppercase tracking-wide text-muted">Sections</h2>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4">
          {sections.map((section) => (
            <li key={section.to}>
              <Link
                to={section.to}
                className="flex h-full items-start gap-3 rounded-xl border border-line bg-surface p-3 transition hover:border-accent/60"
              >
                <span
                  className="grid size-8 shrink-0 place-items-center rounded-lg bg-lime/15 text-lime"
                  aria-hidden="true"
                >
                  {section.icon}
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-semibold text-fg">{section.label}</span>
                  <span className="mt-0.5 line-clamp-2 block text-xs text-muted">
                    {DESCRIPTIONS[section.to]}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
