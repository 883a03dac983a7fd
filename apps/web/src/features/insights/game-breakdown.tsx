import type { InsightGame } from '@shred/contract';
import { formatCount, formatPoints } from '@shred/game';
import { GameStatusPill } from '../events/game-status-pill.tsx';

const score = (game: InsightGame, points: number) => (game.scored_teams === 0 ? '–' : formatPoints(points));

/** Each game of the event: how many manager teams entered and how they scored. */
export function GameBreakdown({ games }: { games: readonly InsightGame[] }) {
  return (
    <section aria-labelledby="game-breakdown" className="flex flex-col gap-3">
      <h2 id="game-breakdown" className="text-lg font-semibold text-fg">
        Game by game
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {games.map((game) => (
          <li key={game.id} className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="truncate font-semibold text-fg">{game.name}</h3>
                <p className="text-xs text-muted">{game.sport.name}</p>
              </div>
              <GameStatusPill status={game.status} />
            </div>
            <dl className="grid grid-cols-3 gap-2 text-center">
              {[
                { label: 'Teams', value: formatCount(game.teams) },
                { label: 'Average', value: score(game, game.average_score) },
                { label: 'Top score', value: score(game, game.top_score) },
              ].map((figure) => (
                <div key={figure.label} className="rounded-xl bg-surface-2 px-2 py-2">
                  <dt className="text-[11px] font-semibold uppercase tracking-wide text-muted">
                    {figure.label}
                  </dt>
                  <dd className="font-display text-lg font-bold italic tabular-nums text-fg">
                    {figure.value}
                  </dd>
                </div>
              ))}
            </dl>
            {game.teams > game.scored_teams && game.scored_teams > 0 ? (
              <p className="text-xs text-muted">
                {formatCount(game.teams - game.scored_teams)} newer{' '}
                {game.teams - game.scored_teams === 1 ? 'team is' : 'teams are'} scored at the next update.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
