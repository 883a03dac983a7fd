import type { Dashboard, DashboardPoint } from '@shred/contract';
import { formatCount } from '@shred/game';
import { Card } from '../../ui/card.tsx';
import { BarChart } from '../../ui/charts/bar-chart.tsx';
import { TimeChart, type TimePoint, type TimeSeries } from '../../ui/charts/time-chart.tsx';

const dayText = new Intl.DateTimeFormat('en', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const formatDay = (at: number) => dayText.format(at);
/** Counts, and the halves an axis of small counts ticks at (0, 0.5, 1…) without rounding them into twins. */
const formatAxisCount = (value: number) => (Number.isInteger(value) ? formatCount(value) : value.toFixed(1));

const pointsOf = (series: string, points: readonly DashboardPoint[]): TimePoint[] =>
  points.map((point) => ({ series, at: Date.parse(`${point.day}T00:00:00Z`), value: point.value }));

const LINE = {
  accent: 'var(--color-accent)',
  lime: 'var(--color-lime)',
  danger: 'var(--color-danger)',
} as const;

interface DailyChart {
  title: string;
  description: string;
  lines: { key: keyof Dashboard['series']; label: string; color: string }[];
}

/** The dashboard's daily charts, each over the whole range, empty days at zero. */
const DAILY: readonly DailyChart[] = [
  {
    title: 'Sign-ups',
    description: 'New accounts a day.',
    lines: [{ key: 'signups', label: 'Sign-ups', color: LINE.accent }],
  },
  {
    title: 'Daily active players',
    description: 'Signed-in players who used the app that day.',
    lines: [{ key: 'daily_active', label: 'Active players', color: LINE.lime }],
  },
  {
    title: 'Teams entered',
    description: 'Teams entered into games a day.',
    lines: [{ key: 'teams_entered', label: 'Teams', color: LINE.accent }],
  },
  {
    title: 'Credits bought and burned',
    description: 'Bought with money, against spent on drafts, contract extensions and market fees.',
    lines: [
      { key: 'credits_bought', label: 'Bought', color: LINE.lime },
      { key: 'credits_burned', label: 'Burned', color: LINE.danger },
    ],
  },
  {
    title: 'Market volume',
    description: 'Credits paid for cards sold on the market.',
    lines: [{ key: 'market_volume', label: 'Volume', color: LINE.accent }],
  },
];

export function DailyCharts({ series }: { series: Dashboard['series'] }) {
  return DAILY.map((chart) => {
    const lines: TimeSeries[] = chart.lines.map(({ key, label, color }) => ({ key, label, color }));
    return (
      <Card key={chart.title} className="min-w-0">
        <TimeChart
          title={chart.title}
          description={chart.description}
          series={lines}
          points={chart.lines.flatMap((line) => pointsOf(line.key, series[line.key]))}
          format={formatAxisCount}
          formatTime={formatDay}
        />
      </Card>
    );
  });
}

/** Teams in each of the latest games, one row a game named with its event. */
export function TeamsPerGameChart({ games }: { games: Dashboard['teams_per_game'] }) {
  return (
    <Card className="min-w-0">
      <BarChart
        title="Teams per game"
        description="The latest games to open."
        orientation="horizontal"
        series={[
          { key: 'teams', label: 'Teams', fillClassName: 'fill-accent', swatchClassName: 'bg-accent' },
        ]}
        data={games.map((game) => ({
          key: String(game.game_id),
          label: (
            <span className="block min-w-0">
              <span className="block truncate text-fg">{game.name}</span>
              <span className="block truncate text-muted">{game.event}</span>
            </span>
          ),
          text: `${game.name} · ${game.event}`,
          values: { teams: game.teams },
        }))}
        format={formatCount}
      />
    </Card>
  );
}
