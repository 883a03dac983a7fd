import type { FantasyGameSummary, SportEvent, TeamMode, TeamView } from '@shred/contract';
import { Link, useLocation } from 'react-router';
import { errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { FormAlert } from '../../ui/form-alert.tsx';
import { useAuthStore } from '../auth/index.ts';
import { playLink } from '../events/event-links.ts';
import { gameKind } from '../events/game-labels.ts';
import { GameStatusPill } from '../events/game-status-pill.tsx';
import { withNext } from '../navigation/next-param.ts';
import { useMyTeamsQuery } from '../teams/index.ts';
import { GameLeaderboard, LEADERBOARD_PAGE_SIZE } from './game-leaderboard.tsx';
import { OwnTeamResult } from './own-team-result.tsx';
import { NoTeamSkeleton, OwnTeamResultSkeleton } from './own-team-result-skeleton.tsx';
import { useGameLeaderboardQuery } from './results-queries.ts';
import { ShareResultActions, ShareResultActionsSkeleton } from './share-result-actions.tsx';

interface GameResultsPanelProps {
  event: Pick<SportEvent, 'slug' | 'name'>;
  game: FantasyGameSummary;
  /** Whose teams and which leaderboard: Game Results is manager mode, quickplay's Game Details quickplay. */
  mode: TeamMode;
  /** A team the page was opened for (`?team=`). */
  focusTeamId: number | null;
  /** Leave the game's name out where the page already heads with it. */
  hideTitle?: boolean;
}

const OTHER_MODE: Record<TeamMode, TeamMode> = { manager: 'quickplay', quickplay: 'manager' };

/** 'Your team', 'Team 2' among several, and the mode's name when it is not the page's. */
function teamName(team: TeamView, count: number, otherMode: boolean): string {
  if (count > 1) return `${otherMode ? `${MODE_NAMES[team.mode]} team` : 'Team'} ${team.entry_number}`;
  return otherMode ? `Your ${MODE_NAMES[team.mode].toLowerCase()} team` : 'Your team';
}

const MODE_NAMES: Record<TeamMode, string> = { manager: 'Manager', quickplay: 'Quickplay' };

/** The viewer's best team: the best rank, else the first entered. */
function bestTeam(teams: readonly TeamView[]): TeamView | undefined {
  return [...teams].sort(
    (a, b) =>
      (a.rank ?? Number.POSITIVE_INFINITY) - (b.rank ?? Number.POSITIVE_INFINITY) ||
      a.entry_number - b.entry_number,
  )[0];
}

/**
 * What the viewer's teams will show, known before they load, so their place can be held: the
 * summary names the viewer's team in this mode. Without one, the viewer most often did not play
 * at all (the page opens a game they played when there is one), so the one-line note is held;
 * only a player of the other mode alone sees their team arrive below it.
 */
function expectedTeam(game: FantasyGameSummary): 'scored' | 'unscored' | 'none' {
  if (game.user_team) return game.user_team.score === null ? 'unscored' : 'scored';
  return 'none';
}

function NoTeam({ event, game, mode }: Pick<GameResultsPanelProps, 'event' | 'game' | 'mode'>) {
  if (game.status === 'OPN') {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
        <span>You have no team in this game yet, and it is still open.</span>
        <ButtonLink to={playLink(event.slug, game.id, { gameMode: mode, cupSlug: null })} size="sm">
          {mode === 'manager' ? 'Join Game' : 'Play'}
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
export function GameResultsPanel({
  event,
  game,
  mode,
  focusTeamId,
  hideTitle = false,
}: GameResultsPanelProps) {
  const username = useAuthStore((state) => state.user?.username ?? null);
  const signedIn = username !== null;
  const location = useLocation();
  const own = useMyTeamsQuery(game.id, mode, signedIn);
  // A player of the other mode only (a quickplay player on Game Results) sees that entry instead.
  const otherMode = OTHER_MODE[mode];
  const other = useMyTeamsQuery(game.id, otherMode, signedIn && own.data?.results.length === 0);
  const fellBack = own.data?.results.length === 0;
  const teams = fellBack ? other : own;
  const playedOther = fellBack && (other.data?.results.length ?? 0) > 0;
  const shownMode = playedOther ? otherMode : mode;
  // The leaderboard's first page (shared with the board below) says how many teams are ranked.
  const board = useGameLeaderboardQuery(game.id, shownMode, 1, LEADERBOARD_PAGE_SIZE);
  const entries = board.data?.count ?? null;
  const best = teams.data ? bestTeam(teams.data.results) : undefined;
  const expected = expectedTeam(game);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className={hideTitle ? 'sr-only' : 'min-w-0'}>
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
              mode: shownMode,
              gameName: game.name,
              eventName: event.name,
              score: best.score,
              rank: best.rank,
              entries: entries ?? 0,
            }}
          />
        ) : signedIn && teams.isPending && expected === 'scored' ? (
          <ShareResultActionsSkeleton />
        ) : null}
      </header>

      <section aria-label="Your teams" className="flex flex-col gap-4">
        {!signedIn ? (
          <p className="rounded-xl bg-surface-2 px-4 py-3 text-sm text-muted">
            <Link
              to={withNext('/auth', `${location.pathname}${location.search}`)}
              className="font-semibold text-accent hover:underline"
            >
              Sign in
            </Link>{' '}
            to see your team's breakdown and rank.
          </p>
        ) : teams.isPending ? (
          <>
            <p role="status" className="sr-only">
              Loading your teams…
            </p>
            <div aria-hidden="true">
              {expected === 'none' ? (
                <NoTeamSkeleton />
              ) : (
                <OwnTeamResultSkeleton scored={expected === 'scored'} />
              )}
            </div>
          </>
        ) : teams.isError ? (
          <FormAlert title="Your teams could not be loaded">
            <p>{errorMessage(teams.error)}</p>
            <Button variant="secondary" size="sm" className="mt-2" onClick={() => teams.refetch()}>
              Try again
            </Button>
          </FormAlert>
        ) : teams.data.results.length === 0 ? (
          <NoTeam event={event} game={game} mode={mode} />
        ) : (
          teams.data.results.map((team) => (
            <OwnTeamResult
              key={team.id}
              team={team}
              name={teamName(team, teams.data.results.length, playedOther)}
              entries={entries}
              focused={team.id === focusTeamId}
            />
          ))
        )}
      </section>

      <Card padded={false} className="p-4 sm:p-6">
        <GameLeaderboard key={`${game.id}-${shownMode}`} gameId={game.id} initialMode={shownMode} />
      </Card>
    </div>
  );
}
