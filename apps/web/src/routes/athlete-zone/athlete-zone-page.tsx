import type { AthleteZoneGame, AthleteZoneOverview } from '@shred/contract';
import { formatCount, formatPercent, formatPoints, ordinal } from '@shred/game';
import { Link } from 'react-router';
import { AthleteHero, useAthleteZoneQuery, ZoneLoadFailed } from '../../features/athlete-zone/index.ts';
import { TierBadge } from '../../features/athletes/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { BarChart } from '../../ui/charts/bar-chart.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon, CameraIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { formatDay } from '../manager/market/format-date.ts';
import { Figure, Figures, FiguresSkeleton } from './zone-figures.tsx';

const POINTS_SERIES = [
  { key: 'points', label: 'Fantasy points', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
];
const PICK_SERIES = [
  { key: 'ownership', label: 'Ownership', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
  { key: 'captaincy', label: 'Captaincy', fillClassName: 'fill-lime-500', swatchClassName: 'bg-lime-500' },
];

/** A game's share of teams, or why there is none yet. */
const shareText = (game: AthleteZoneGame, share: number) =>
  game.revealed ? formatPercent(share) : 'At lock';

function SeasonCharts({ games }: { games: readonly AthleteZoneGame[] }) {
  // The oldest first, as a season reads.
  const played = [...games].reverse();
  const scored = played.filter((g) => g.points !== null);
  const revealed = played.filter((g) => g.revealed);
  // Two games of one event differ by their discipline, shown under the event's name.
  const label = (g: AthleteZoneGame) => (
    <span className="flex flex-col leading-tight">
      <span>{g.event.name}</span>
      <span className="text-muted">{g.name}</span>
    </span>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        {scored.length === 0 ? (
          <EmptyState title="No results yet" className="py-6">
            Your fantasy points show here game by game once results are in.
          </EmptyState>
        ) : (
          <BarChart
            title="My fantasy points per game"
            description="Points managers scored with me, game by game this season."
            series={POINTS_SERIES}
            data={scored.map((g) => ({
              key: String(g.id),
              label: label(g),
              text: `${g.event.name} · ${g.name}`,
              values: { points: g.points ?? 0 },
            }))}
            format={formatPoints}
          />
        )}
      </Card>
      <Card>
        {revealed.length === 0 ? (
          <EmptyState title="Picks not revealed yet" className="py-6">
            Line-ups stay private until your round starts; your ownership shows then.
          </EmptyState>
        ) : (
          <BarChart
            title="How managers picked me"
            description="Share of manager teams with me, and with me as captain."
            series={PICK_SERIES}
            data={revealed.map((g) => ({
              key: String(g.id),
              label: label(g),
              text: `${g.event.name} · ${g.name}`,
              values: { ownership: g.ownership, captaincy: g.captaincy },
            }))}
            format={(v) => formatPercent(v)}
          />
        )}
      </Card>
    </div>
  );
}

function GameRow({ game }: { game: AthleteZoneGame }) {
  return (
    <li>
      <Link
        to={`/athlete-zone/game/${game.id}`}
        className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl px-3 py-3 hover:bg-surface-2 focus-visible:outline-2 focus-visible:outline-accent sm:flex-nowrap"
      >
        <div className="min-w-0 basis-full sm:flex-1 sm:basis-auto">
          <p className="truncate font-semibold text-fg">{game.event.name}</p>
          <p className="truncate text-sm text-muted">
            {game.name} · {formatDay(game.event.date_from)}
          </p>
        </div>
        <dl className="grid flex-1 grid-cols-3 gap-3 text-sm sm:flex-none sm:gap-6 sm:text-right">
          <div>
            <dt className="text-xs text-muted">Points</dt>
            <dd className="font-semibold tabular-nums">
              {game.points === null ? '–' : formatPoints(game.points)}
              {game.place === null ? null : (
                <span className="ml-1 hidden text-muted sm:inline">({ordinal(game.place)})</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Owned</dt>
            <dd className="font-semibold tabular-nums">{shareText(game, game.ownership)}</dd>
          </div>
          <div>
            <dt className="text-xs text-muted">Captain</dt>
            <dd className="font-semibold tabular-nums">{shareText(game, game.captaincy)}</dd>
          </div>
        </dl>
        <ChevronRightIcon width={18} height={18} className="shrink-0 text-muted" aria-hidden="true" />
        <span className="sr-only">Competition Insights</span>
      </Link>
    </li>
  );
}

function MarketPanel({ zone }: { zone: AthleteZoneOverview }) {
  const { market } = zone;
  return (
    <Card as="section" aria-labelledby="zone-market">
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 id="zone-market" className="font-display text-2xl font-bold uppercase italic">
          My cards on the market
        </h2>
        <Link
          to={`/manager/market/athletes/${zone.athlete.id}`}
          className="text-sm font-semibold text-accent hover:underline"
        >
          See the market
        </Link>
      </div>
      <Figures narrow>
        <Figure label="For sale now" value={formatCount(market.active_listings)} />
        <Figure
          label="Lowest price"
          value={market.lowest_price === null ? '–' : formatCount(market.lowest_price)}
          note={market.lowest_price === null ? 'None listed' : 'credits'}
        />
      </Figures>
      <h3 className="mt-4 mb-2 text-sm font-semibold uppercase tracking-widest text-muted">Recent sales</h3>
      {market.recent_sales.length === 0 ? (
        <p className="text-sm text-muted">None of your cards has sold yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {market.recent_sales.map((sale) => (
            <li key={`${sale.sold_at}-${sale.price}`} className="flex items-center gap-3 py-2 text-sm">
              <TierBadge tier={sale.tier} />
              <span className="flex-1 text-muted">{formatDay(sale.sold_at)}</span>
              <span className="font-semibold tabular-nums">{formatCount(sale.price)} credits</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Zone({ zone }: { zone: AthleteZoneOverview }) {
  const { totals } = zone;
  return (
    <div className="flex flex-col gap-6">
      <AthleteHero athlete={zone.athlete}>
        <p className="mt-3 inline-flex rounded-full bg-black/45 px-3 py-1 text-sm font-semibold">
          Picked by {formatCount(totals.managers)} manager{totals.managers === 1 ? '' : 's'} in {zone.season}
        </p>
      </AthleteHero>
      <section aria-labelledby="zone-season">
        <h2 id="zone-season" className="sr-only">
          Season {zone.season}
        </h2>
        <Figures>
          <Figure
            label="Ownership"
            value={formatPercent(totals.ownership)}
            note={`${formatCount(totals.teams)} teams`}
            accent
          />
          <Figure
            label="Captaincy"
            value={formatPercent(totals.captaincy)}
            note={`${formatCount(totals.captains)} as captain`}
          />
          <Figure
            label="Fantasy points"
            value={formatPoints(totals.points)}
            note={`${formatCount(totals.games)} games`}
          />
          <Figure
            label="Best place"
            value={totals.best_place === null ? '–' : ordinal(totals.best_place)}
            note={`Season ${zone.season}`}
          />
        </Figures>
      </section>
      <SeasonCharts games={zone.games} />
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card as="section" aria-labelledby="zone-games" padded={false} className="p-3 sm:p-4">
          <h2 id="zone-games" className="mb-2 px-3 font-display text-2xl font-bold uppercase italic">
            My games
          </h2>
          {zone.games.length === 0 ? (
            <EmptyState icon={<CalendarIcon width={28} height={28} />} title="No games this season">
              When staff put you on a startlist, the game shows here.
            </EmptyState>
          ) : (
            <ul className="divide-y divide-line">
              {zone.games.map((game) => (
                <GameRow key={game.id} game={game} />
              ))}
            </ul>
          )}
        </Card>
        <MarketPanel zone={zone} />
      </div>
    </div>
  );
}

/** /athlete-zone: how managers pick me (R2.64). */
export function AthleteZonePage() {
  const zone = useAthleteZoneQuery();
  return (
    <>
      <PageHeader
        title="Athlete zone"
        subtitle="How managers pick me"
        actions={
          zone.data ? (
            <ButtonLink to="/athlete-zone/assets" icon={<CameraIcon width={16} height={16} />}>
              Social Assets
            </ButtonLink>
          ) : null
        }
      />
      {zone.isPending ? (
        <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label="Loading your zone">
          <div className="h-44 animate-pulse rounded-2xl bg-surface-2" />
          <FiguresSkeleton />
          <div className="h-64 animate-pulse rounded-2xl bg-surface-2" />
        </div>
      ) : zone.isError ? (
        <ZoneLoadFailed
          error={zone.error}
          title="Could not load your zone"
          onRetry={() => zone.refetch()}
          retrying={zone.isRefetching}
        />
      ) : (
        <Zone zone={zone.data} />
      )}
    </>
  );
}
