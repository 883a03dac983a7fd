import { formatCount } from '@shred/game';
import { TIER_CHIPS, TIER_LABELS } from '../../../features/athletes/index.ts';
import type { CardChoice } from '../../../features/teams/index.ts';
import { cx } from '../../../ui/class-names.ts';

interface CardChooserProps {
  athleteName: string;
  choices: readonly CardChoice[];
  chosenId: number;
  /** A locked pick keeps its card. */
  locked: boolean;
  onChoose: (cardInstanceId: number) => void;
}

const gamesLeft = (games: number) => `${games} game${games === 1 ? '' : 's'}`;

/**
 * Which of the manager's cards of a picked athlete plays: one radio per card with its tier's
 * colour and the contract games it has left; cards that cannot play (a listed card among them)
 * are shown, disabled, with why.
 */
export function CardChooser({ athleteName, choices, chosenId, locked, onChoose }: CardChooserProps) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="sr-only">Card that plays for {athleteName}</legend>
      <span aria-hidden="true" className="mr-0.5 text-xs text-muted">
        Card
      </span>
      {choices.map(({ card, copies, unavailable }) => {
        const chosen = card.id === chosenId;
        const disabled = locked || unavailable !== null;
        const label = `${TIER_LABELS[card.tier]} card, ${
          card.contractGamesLeft === 1 ? '1 contract game' : `${card.contractGamesLeft} contract games`
        } left${copies > 1 ? ` (${copies} alike)` : ''}${unavailable ? `: cannot play. ${unavailable}` : ''}`;
        return (
          <label
            key={card.id}
            title={unavailable ?? undefined}
            className={cx(
              'inline-flex h-8 items-center gap-1.5 rounded-lg border px-2 text-xs font-semibold transition',
              'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-accent',
              chosen ? 'border-accent bg-accent/15 text-fg' : 'border-line text-muted',
              disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer hover:text-fg',
              unavailable && card.listedFor == null && 'line-through',
            )}
          >
            <input
              type="radio"
              name={`card-${card.athleteId}`}
              className="sr-only"
              checked={chosen}
              disabled={disabled}
              onChange={() => onChoose(card.id)}
              aria-label={label}
            />
            <span aria-hidden="true" className={cx('size-2.5 rounded-full', TIER_CHIPS[card.tier])} />
            <span aria-hidden="true">
              {TIER_LABELS[card.tier]} · {gamesLeft(card.contractGamesLeft)}
              {copies > 1 ? ` ×${copies}` : ''}
            </span>
            {card.listedFor != null ? (
              <span aria-hidden="true" className="rounded bg-surface-2 px-1 py-0.5 text-[10px] text-fg">
                Listed for {formatCount(card.listedFor)}
              </span>
            ) : null}
          </label>
        );
      })}
    </fieldset>
  );
}
