import type { FantasyGameSummary, SportEvent, TeamView } from '@shred/contract';
import { errorMessage } from '../../../api/index.ts';
import { useAuthStore } from '../../../features/auth/index.ts';
import { playLink } from '../../../features/events/event-links.ts';
import { gameKind } from '../../../features/events/game-labels.ts';
import { GameStatusPill } from '../../../features/events/game-status-pill.tsx';
import { GameLeaderboard, LEADERBOARD_PAGE_SIZE } from '../../../features/results/game-leaderboard.tsx';
import { useGameLeaderboardQuery } from '../../../features/results/results-queries.ts';
import { useMyTeamsQuery } from '../../../features/teams/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { FormAlert } from '../../../ui/form-alert.tsx';
import { LoadingBlock } from '../../../ui/spinner.tsx';
import { OwnTeamResult } from './own-team-result.tsx';
import { ShareResultActions } from './share-result-actions.tsx';

interface GameResultsPanelProps {
  event: SportEvent;
  game: FantasyGameSummary;
  /** A team the page was opened for (`?team=`). */
  focusTeamId: number | null;
}

/** The viewer's best team: the best rank, else the first entered. */
function bestTeam(teams: readonly TeamView[]): TeamView | undefined {
  return [...teams].sort(
    (a, b) =>
      (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) ||
      a.entry_number - b.entry_number,
  )[0];
}

function NoTeam({ event, game }: Pick<GameResultsPanelProps, 'event' | 'game'>) {
  if (game.status === 'OPN') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
        <span>You have no team in this game yet, and it is still open.</span>
        <ButtonLink to={playLink(event.slug, game.id, { gameMode: 'manager', cupSlug: null })} size="sm">
          Join Game
        </ButtonLink>
      </div>
    );
  }
  return (
    <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
      {game.status === 'UPC' ? 'This game has not opened yet.' : 'You did not play this game.'}
    </p>
  );
}

/** One game of the event: the viewer's teams with their breakdowns, then the game's leaderboard. */
export function GameResultsPanel({ event, game, focusTeamId }: GameResultsPanelProps) {
  const username = useAuthStore((state) => state.user?.username ?? null);
  const teams = useMyTeamsQuery(game.id, 'manager');
  // The leaderboard's first page (shared with the board below) says how many teams are ranked.
  const board = useGameLeaderboardQuery(game.id, 'manager', 1, LEADERBOARD_PAGE_SIZE);
  const entries = board.data?.count ?? null;
  const best = teams.data ? bestTeam(teams.data.results) : undefined;

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="font-display text-2xl font-bold uppercase italic tracking-tight text-fg sm:text-3xl">
            {game.name}
          </h2>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
            {gameKind(game)}
            <GameStatusPill status={game.status} />
          </p>
        </div>
        {best && username && best.score !== null ? (
          <ShareResultActions
            result={{
              gameId: game.id,
              username,
              mode: 'manager',
              gameName: game.name,
              eventName: event.name,
              score: best.score,
              rank: best.rank,
              entries: entries ?? 0,
            }}
          />
        ) : null}
      </header>

      <section aria-label="Your teams" className="flex flex-col gap-4">
        {teams.isPending ? (
          <LoadingBlock label="Loading your teams…" />
        ) : teams.isError ? (
          <FormAlert title="Your teams could not be loaded">
            <p>{errorMessage(teams.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => teams.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : teams.data.results.length === 0 ? (
          <NoTeam event={event} game={game} />
        ) : (
          teams.data.results.map((team) => (
            <OwnTeamResult
              key={team.id}
              team={team}
              name={teams.data.results.length > 1 ? `Team ${team.entry_number}` : 'Your team'}
              entries={entries}
              focused={team.id === focusTeamId}
            />
          ))
        )}
      </section>

      <Card padded={false} className="p-4 sm:p-6">
        <GameLeaderboard key={game.id} gameId={game.id} />
      </Card>
    </div>
  );
}
