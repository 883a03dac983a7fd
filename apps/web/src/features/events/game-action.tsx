import type { FantasyGameSummary } from '@shred/contract';
import { ButtonLink, type ButtonSize } from '../../ui/button.tsx';
import { TrophyIcon } from '../../ui/icons.tsx';
import { ClockIcon, PlayIcon } from './event-icons.tsx';
import { type EventLinkContext, eventResultsLink, playLink } from './event-links.ts';
import { formatStartTime } from './game-labels.ts';

interface GameActionProps {
  game: Pick<FantasyGameSummary, 'id' | 'status' | 'opens_at'>;
  eventSlug: string;
  /** Whether the viewer already has a team in this game, in the page's mode. */
  hasTeam: boolean;
  links: EventLinkContext;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/**
 * What a player can do in a game now: pick a team while it is open ('Play', or 'Edit team'
 * for a team already in), see results once it is complete, or wait for it to open.
 */
export function GameAction({
  game,
  eventSlug,
  hasTeam,
  links,
  size = 'md',
  fullWidth = false,
}: GameActionProps) {
  switch (game.status) {
    case 'OPN':
      return (
        <ButtonLink
          to={playLink(eventSlug, game.id, links)}
          size={size}
          fullWidth={fullWidth}
          variant={hasTeam ? 'secondary' : 'primary'}
          icon={hasTeam ? undefined : <PlayIcon width={16} height={16} />}
        >
          {hasTeam ? 'Edit team' : 'Play'}
        </ButtonLink>
      );
    case 'CPL':
      return (
        <ButtonLink
          to={`${eventResultsLink(eventSlug)}?game=${game.id}`}
          size={size}
          fullWidth={fullWidth}
          variant={hasTeam ? 'primary' : 'secondary'}
          icon={<TrophyIcon width={16} height={16} />}
        >
          {hasTeam ? 'My Results' : 'View Results'}
        </ButtonLink>
      );
    case 'UPC':
      return (
        <p className="inline-flex items-center gap-2 text-sm font-medium text-muted">
          <ClockIcon width={16} height={16} className="text-accent" />
          Opens {formatStartTime(game.opens_at)}
        </p>
      );
  }
}
