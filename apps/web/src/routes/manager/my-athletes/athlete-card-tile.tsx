import type { AthleteCard } from '@shred/contract';
import { AthleteCardArt, TIER_LABELS } from '../../../features/athletes/index.ts';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';

interface AthleteCardTileProps {
  card: AthleteCard;
  onExtend: () => void;
  /** Among the first cards of the page: decode its portrait at once. */
  eager?: boolean;
}

/** One athlete card: the collectible in its tier frame, then its contract and the way to extend it. */
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
      <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-2.5 sm:flex-row sm:items-center">
        <p className="flex-1 text-sm leading-tight">
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
        <Button size="sm" variant="secondary" onClick={onExtend} aria-label={`Extend contract of ${name}`}>
          Extend
        </Button>
      </div>
    </article>
  );
}
