import type { AthleteZoneGameInsights, MostPicked } from '@shred/contract';
import { formatCount, formatPercent, formatPoints, ordinal } from '@shred/game';
import { useParams } from 'react-router';
import { ApiError } from '../../api/index.ts';
import { AthleteHero, useAthleteZoneGameQuery, ZoneLoadFailed } from '../../features/athlete-zone/index.ts';
import { AthleteAvatar } from '../../features/athletes/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { BarChart } from '../../ui/charts/bar-chart.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { CalendarIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';
import { formatDay } from '../manager/market/format-date.ts';
import { Figure, Figures, FiguresSkeleton } from './zone-figures.tsx';

const SERIES = [
  { key: 'ownership', label: 'Ownership', fillClassName: 'fill-muted', swatchClassName: 'bg-muted' },
  { key: 'captaincy', label: 'Captaincy', fillClassName: 'fill-lime-500', swatchClassName: 'bg-lime-500' },
];

const nameOf = (a: MostPicked) => `${a.first_name} ${a.last_name}`;

/** The five most picked, and the athlete after them when they are not among the five. */
function chartRows(insights: AthleteZoneGameInsights): MostPicked[] {
  const { athlete, game, most_picked } = insights;
  if (!game.revealed || most_picked.some((a) => a.is_me)) return most_picked;
  return [
    ...most_picked,
    {
      athlete_id: athlete.id,
      slug: athlete.slug,
      first_name: athlete.first_name,
      last_name: athlete.last_name,
      gender: athlete.gender,
      sport: athlete.primary_sport.slug,
      ownership: game.ownership,
      captaincy: game.captaincy,
      is_me: true,
    },
  ];
}

function MostPickedChart({ athletes }: { athletes: readonly MostPicked[] }) {
  return (
    <BarChart
      title="Most picked in this game"
      description="Share of manager teams picking each of the five most picked, and making them captain; you are highlighted."
      orientation="horizontal"
      series={SERIES}
      data={athletes.map((a) => ({
        key: String(a.athlete_id),
        label: (
          <span className="inline-flex min-w-0 items-center gap-2">
            <AthleteAvatar athlete={{ ...a, avatar: null, primary_sport: { slug: a.sport } }} size="sm" />
            <span className={a.is_me ? 'truncate font-bold text-accent' : 'truncate'}>
              {nameOf(a)}
              {a.is_me ? ' (me)' : ''}
            </span>
          </span>
        ),
        text: a.is_me ? `${nameOf(a)} (me)` : nameOf(a),
        values: { ownership: a.ownership, captaincy: a.captaincy },
        ...(a.is_me ? { fills: { ownership: 'fill-accent' } } : {}),
      }))}
      format={(v) => formatPercent(v)}
      max={1}
    />
  );
}

function Insights({ insights }: { insights: AthleteZoneGameInsights }) {
  const { game } = insights;
  return (
    <div className="flex flex-col gap-6">
      <AthleteHero athlete={insights.athlete}>
        <p className="mt-3 text-sm text-white/85">
          {game.event.name} · {game.name} · {formatDay(game.event.date_from)}
        </p>
      </AthleteHero>
      <Figures>
        <Figure
          label="My ownership"
          value={game.revealed ? formatPercent(game.ownership) : 'At lock'}
          note={
            game.revealed
              ? `${formatCount(game.teams)} of ${formatCount(game.entries)} teams`
              : 'Shows when your round starts'
          }
          accent
        />
        <Figure
          label="Ownership rank"
          value={insights.ownership_rank === null ? '–' : `#${insights.ownership_rank}`}
          note={`of ${formatCount(insights.startlist_size)} on the startlist`}
        />
        <Figure
          label="Captaincy"
          value={game.revealed ? formatPercent(game.captaincy) : 'At lock'}
          note={`${formatCount(game.captains)} as captain`}
        />
        <Figure
          label="My points"
          value={game.points === null ? '–' : formatPoints(game.points)}
          note={game.place === null ? 'Awaiting results' : `${ordinal(game.place)} place`}
        />
      </Figures>
      <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
        <Card as="section" aria-label="Most picked">
          {insights.most_picked.length === 0 ? (
            <EmptyState title="No picks revealed yet" className="py-8">
              Line-ups stay private until each round starts.
            </EmptyState>
          ) : (
            <MostPickedChart athletes={chartRows(insights)} />
          )}
        </Card>
        <Card as="section" aria-labelledby="game-scores">
          <h2 id="game-scores" className="mb-3 font-display text-2xl font-bold uppercase italic">
            Team scores
          </h2>
          <Figures narrow>
            <Figure
              label="Average team"
              value={insights.average_score === null ? '–' : formatPoints(insights.average_score)}
              note="points"
            />
            <Figure
              label="Top team"
              value={insights.top_score === null ? '–' : formatPoints(insights.top_score)}
              note="points"
            />
          </Figures>
          <p className="mt-3 text-sm text-muted">
            {insights.average_score === null
              ? 'Scores show once results are in.'
              : `Manager teams of ${game.name}, from the current leaderboard.`}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <ButtonLink to={`/manager/events/${game.event.slug}/${game.id}`} variant="secondary" size="sm">
              Game and leaderboard
            </ButtonLink>
            <ButtonLink to={`/insights/${game.event.slug}`} variant="ghost" size="sm">
              Event insights
            </ButtonLink>
          </div>
        </Card>
      </div>
    </div>
  );
}

/** /athlete-zone/game/{id}: Competition Insights of one game (R2.66). */
export function AthleteGamePage() {
  const { id } = useParams();
  const gameId = Number(id);
  const valid = Number.isSafeInteger(gameId) && gameId > 0;
  const insights = useAthleteZoneGameQuery(valid ? gameId : 0);
  const notOnStartlist = insights.error instanceof ApiError && insights.error.status === 404;
  return (
    <>
      <PageHeader
        title="Competition Insights"
        subtitle={insights.data ? `${insights.data.game.event.name} · ${insights.data.game.name}` : undefined}
        back={{ to: '/athlete-zone', label: 'Athlete zone' }}
      />
      {!valid || notOnStartlist ? (
        <EmptyState icon={<CalendarIcon width={28} height={28} />} title="Not one of your games">
          You are not on this game’s startlist. Pick a game from your zone.
        </EmptyState>
      ) : insights.isPending ? (
        <div className="flex flex-col gap-6" role="status" aria-busy="true" aria-label="Loading the insights">
          <div className="h-44 animate-pulse rounded-2xl bg-surface-2" />
          <FiguresSkeleton />
        </div>
      ) : insights.isError ? (
        <ZoneLoadFailed
          error={insights.error}
          title="Could not load the insights"
          onRetry={() => insights.refetch()}
          retrying={insights.isRefetching}
        />
      ) : (
        <Insights insights={insights.data} />
      )}
    </>
  );
}
