import type { GameDetail, TeamView } from '@shred/contract';
import { formatPoints, ordinal } from '@shred/game';
import { Link } from 'react-router';
import { eventResultsLink, gamePageLink, type PlayArea } from '../../../features/events/event-links.ts';
import { TeamPickList, TeamPickListSkeleton, useMyTeamsQuery } from '../../../features/teams/index.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';

type ViewerTeam = GameDetail['user_teams'][number];

interface ViewerTeamsProps {
  game: GameDetail;
  mode: PlayArea;
  teams: readonly ViewerTeam[];
}

/** Where quickplay's Game Details shows the viewer's scored team and the leaderboard. */
export const QUICKPLAY_RESULTS_ID = 'quickplay-results';

/**
 * Where a scored team leads: its line-by-line breakdown. An open team has no link of its own:
 * the page's one 'Edit team' action changes it.
 */
function breakdownLink(game: GameDetail, team: ViewerTeam): string | null {
  if (team.mode === 'quickplay' && game.scored_at !== null) return `#${QUICKPLAY_RESULTS_ID}`;
  if (game.status === 'CPL') return `${eventResultsLink(game.event.slug)}?game=${game.id}&team=${team.id}`;
  return null;
}

/** The viewer's submitted teams in this game and mode: picks, captain, cards, then score and rank. */
export function ViewerTeams({ game, mode, teams }: ViewerTeamsProps) {
  const details = useMyTeamsQuery(game.id, mode, teams.length > 0);
  const elsewhere = game.user_teams.find((team) => team.mode !== mode);
  if (teams.length === 0 && elsewhere) {
    const otherMode = elsewhere.mode;
    return (
      <p className="text-sm text-muted">
        You {game.status === 'CPL' ? 'played' : 'play'} this game in {otherMode}.{' '}
        <Link
          to={gamePageLink(game.event.slug, game.id, { gameMode: otherMode, cupSlug: null })}
          className="font-semibold text-accent hover:underline"
        >
          See your {otherMode} team
        </Link>
      </p>
    );
  }
  if (teams.length === 0) {
    return (
      <p className="text-sm text-muted">
        {game.status === 'CPL'
          ? 'You did not play this game.'
          : game.status === 'OPN'
            ? 'No team yet: pick yours before the first round starts.'
            : 'Teams can be picked once the game opens.'}
      </p>
    );
  }
  const several = teams.length > 1;
  const detailOf = (id: number): TeamView | undefined => details.data?.results.find((team) => team.id === id);
  return (
    <ul className="flex flex-col gap-3">
      {teams.map((team) => {
        const link = breakdownLink(game, team);
        const detail = detailOf(team.id);
        const title = several ? `Team ${team.entry_number}` : 'Your team';
        return (
          <li key={team.id} className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2/40">
            {several || link ? (
              <div className="flex items-center justify-between gap-3 px-4 pt-3">
                {/* One team goes by the section's own title, 'Your team'. */}
                <span className="font-semibold text-fg">{several ? title : null}</span>
                {link ? (
                  <Link
                    to={link}
                    className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline"
                  >
                    Breakdown
                    <ChevronRightIcon width={16} height={16} />
                  </Link>
                ) : null}
              </div>
            ) : null}
            {team.score !== null ? (
              <dl className="flex gap-6 px-4 pt-1 first:pt-3">
                <div>
                  <dt className="text-[11px] uppercase tracking-wide text-muted">Score</dt>
                  <dd className="font-display text-2xl font-bold tabular-nums text-fg">
                    {formatPoints(team.score)}
                  </dd>
                </div>
                <div>
                  <dt className="text-[11px] uppercase tracking-wide text-muted">Rank</dt>
                  <dd className="font-display text-2xl font-bold tabular-nums text-fg">
                    {team.rank === null ? '–' : ordinal(team.rank)}
                  </dd>
                </div>
              </dl>
            ) : null}
            {detail ? (
              <TeamPickList team={detail} label={`${title}: picks`} />
            ) : details.isError ? (
              <p className="px-4 pb-3 text-sm text-muted">Could not load the picks of this team.</p>
            ) : details.isFetching || details.isPending ? (
              <TeamPickListSkeleton size={game.team_size} />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
