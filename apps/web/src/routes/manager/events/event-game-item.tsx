import type { FantasyGameSummary } from '@shred/contract';
import { formatPoints, ordinal } from '@shred/game';
import { useId } from 'react';
import { Link } from 'react-router';
import { type EventLinkContext, gamePageLink } from '../../../features/events/event-links.ts';
import { GameAction } from '../../../features/events/game-action.tsx';
import { formatStartTime, gameKind } from '../../../features/events/game-labels.ts';
import { GameStatusPill } from '../../../features/events/game-status-pill.tsx';
import { ChevronRightIcon } from '../../../ui/icons.tsx';

interface EventGameItemProps {
  game: FantasyGameSummary;
  eventSlug: string;
  links: EventLinkContext;
}

/** One fantasy game on its event page: what it is, its rounds, the viewer's team and what to do next. */
export function EventGameItem({ game, eventSlug, links }: EventGameItemProps) {
  const titleId = useId();
  const team = game.user_team;

  return (
    <article
      aria-labelledby={titleId}
      className="relative flex flex-col gap-4 rounded-2xl border border-line bg-surface p-4 transition focus-within:border-accent/60 hover:border-accent/60 sm:p-5 md:flex-row md:items-center"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <GameStatusPill status={game.status} />
          <span className="text-xs font-medium text-muted">{gameKind(game)}</span>
        </div>
        <h3 id={titleId} className="font-display text-2xl font-bold uppercase italic leading-tight text-fg">
          {/* The whole item opens the game page; the action button stays its own target. */}
          <Link
            to={gamePageLink(eventSlug, game.id, links)}
            className="inline-flex items-center gap-1 outline-none after:absolute after:inset-0 after:rounded-2xl focus-visible:after:outline-2 focus-visible:after:outline-accent"
          >
            {game.name}
            <ChevronRightIcon width={18} height={18} className="text-muted" />
          </Link>
        </h3>
        {game.competitions.length > 0 ? (
          <ol aria-label="Competitions" className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
            {game.competitions.map((competition) => (
              <li key={competition.id}>
                <span className="font-medium text-fg">{competition.name}</span>{' '}
                {formatStartTime(competition.date)}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div className="flex items-center justify-between gap-4 md:justify-end">
        {team ? (
          <dl aria-label="Your team" className="flex gap-4 text-sm">
            <div>
              <dt className="text-xs text-muted">Score</dt>
              <dd className="font-display text-xl font-bold tabular-nums text-fg">
                {team.score === null ? '–' : formatPoints(team.score)}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-muted">Rank</dt>
              <dd className="font-display text-xl font-bold tabular-nums text-fg">
                {team.rank === null ? '–' : ordinal(team.rank)}
              </dd>
            </div>
          </dl>
        ) : game.status === 'OPN' ? (
          <p className="text-sm text-muted">No team yet</p>
        ) : null}
        <div className="relative z-10 ml-auto shrink-0">
          <GameAction game={game} eventSlug={eventSlug} hasTeam={team !== null} links={links} />
        </div>
      </div>
    </article>
  );
}
