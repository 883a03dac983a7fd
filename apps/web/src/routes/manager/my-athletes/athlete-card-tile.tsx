import type { AthleteCard } from '@shred/contract';
import { formatCount } from '@shred/game';
import { AthleteCardArt, TIER_LABELS } from '../../../features/athletes/index.ts';
import { Button, ButtonLink } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';

interface AthleteCardTileProps {
  card: AthleteCard;
  onExtend: () => void;
  /** Among the first cards of the page: decode its portrait at once. */
  eager?: boolean;
}

/**
 * One athlete card: the collectible in its tier frame, then its contract and the way to extend
 * it, and its market: listed at a price, in play (list-or-play), or one tap from selling.
 */
export function AthleteCardTile({ card, onExtend, eager = false }: AthleteCardTileProps) {
  const name = `${card.first_name} ${card.last_name}`;
  const games = card.contract_games_left;
  return (
    <article
      aria-label={`${name}, ${TIER_LABELS[card.tier]} card`}
      data-tier={card.tier}
      className="flex flex-col gap-2"
    >
      <AthleteCardArt card={card} eager={eager} />
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2.5">
        <p className="text-sm leading-tight">
          <span
            className={cx(
              'font-display text-xl font-bold tabular-nums',
              games === 0 ? 'text-danger' : 'text-fg',
            )}
          >
            {games}
          </span>{' '}
          <span className="text-muted">contract game{games === 1 ? '' : 's'} left</span>
        </p>
        {card.listing ? (
          <p className="self-start rounded-full bg-accent/15 px-2.5 py-0.5 text-xs font-semibold text-accent">
            Listed for {formatCount(card.listing.price)} credits
          </p>
        ) : card.in_play ? (
          <p className="text-xs text-muted">Plays in {card.in_play.game_name}</p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            size="sm"
            variant="secondary"
            className="flex-1"
            onClick={onExtend}
            aria-label={`Extend contract of ${name}`}
          >
            Extend
          </Button>
          {card.listing || card.in_play ? null : (
            <ButtonLink
              to={`/manager/market/listings/create?card=${card.card_instance_id}`}
              size="sm"
              variant="secondary"
              className="flex-1"
              aria-label={`Sell ${name}`}
            >
              Sell
            </ButtonLink>
          )}
        </div>
      </div>
    </article>
  );
}
