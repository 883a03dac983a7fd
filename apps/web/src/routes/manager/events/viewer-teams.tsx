import type { GameDetail } from '@shred/contract';
import { formatPoints, ordinal } from '@shred/game';
import { Link } from 'react-router';
import { type EventLinkContext, eventResultsLink, playLink } from '../../../features/events/event-links.ts';
import { ChevronRightIcon } from '../../../ui/icons.tsx';

type ViewerTeam = GameDetail['user_teams'][number];

interface ViewerTeamsProps {
  game: GameDetail;
  teams: readonly ViewerTeam[];
  links: EventLinkContext;
}

/** Where quickplay's Game Details shows the viewer's scored team and the leaderboard. */
export const QUICKPLAY_RESULTS_ID = 'quickplay-results';

/** Where a team leads: its line-by-line breakdown once scored, its picks while the game is open. */
function teamLink(
  game: GameDetail,
  team: ViewerTeam,
  links: EventLinkContext,
): { to: string; label: string } | null {
  if (team.mode === 'quickplay' && game.scored_at !== null) {
    return { to: `#${QUICKPLAY_RESULTS_ID}`, label: 'Breakdown' };
  }
  if (game.status === 'CPL') {
    return { to: `${eventResultsLink(game.event.slug)}?game=${game.id}&team=${team.id}`, label: 'Breakdown' };
  }
  if (game.status === 'OPN') return { to: playLink(game.event.slug, game.id, links), label: 'Edit team' };
  return null;
}

/** The viewer's teams in this game and mode, with score and rank. */
export function ViewerTeams({ game, teams, links }: ViewerTeamsProps) {
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
  return (
    <ul className="flex flex-col gap-2">
      {teams.map((team) => {
        const link = teamLink(game, team, links);
        return (
          <li
            key={team.id}
            className="flex flex-col gap-2 rounded-xl border border-line bg-surface-2 px-4 py-3"
          >
            <div className="flex items-center justify-between gap-3">
              <span className="font-semibold text-fg">
                {teams.length > 1 ? `Team ${team.entry_number}` : 'Your team'}
              </span>
              {link ? (
                <Link
                  to={link.to}
                  className="inline-flex items-center gap-0.5 text-sm font-semibold text-accent hover:underline"
                >
                  {link.label}
                  <ChevronRightIcon width={16} height={16} />
                </Link>
              ) : null}
            </div>
            <dl className="flex gap-6">
              <div>
                <dt className="text-[11px] uppercase tracking-wide text-muted">Score</dt>
                <dd className="font-display text-2xl font-bold tabular-nums text-fg">
                  {team.score === null ? '–' : formatPoints(team.score)}
                </dd>
              </div>
              <div>
                <dt className="text-[11px] uppercase tracking-wide text-muted">Rank</dt>
                <dd className="font-display text-2xl font-bold tabular-nums text-fg">
                  {team.rank === null ? '–' : ordinal(team.rank)}
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
