import type { AthleteCard } from '@shred/contract';
import { formatCount, tierRank } from '@shred/game';
import { useId, useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { AthleteAvatar, TierBadge } from '../athletes/index.ts';

interface SellableCardPickerProps {
  cards: readonly AthleteCard[];
  chosenId: number | null;
  onChoose: (card: AthleteCard) => void;
  /** Cards the server refused to list, with its reason, for what the card list did not yet say. */
  refused: ReadonlyMap<number, string>;
}

/** Why a card cannot be listed now, or null when it can. */
export function unlistableReason(card: AthleteCard, refused: ReadonlyMap<number, string>): string | null {
  if (card.listing) return `Listed for ${formatCount(card.listing.price)} credits`;
  // The server refuses a card in play too; the owner's list says so before anyone tries.
  if (card.in_play) return `Plays in ${card.in_play.game_name}`;
  return refused.get(card.card_instance_id) ?? null;
}

const nameOf = (card: AthleteCard) => `${card.first_name} ${card.last_name}`;

/**
 * The viewer's cards as one radio group, highest tier first; a card already listed, in play or
 * refused by the server stays in the list, disabled, with why. A name filter helps with big collections.
 */
export function SellableCardPicker({ cards, chosenId, onChoose, refused }: SellableCardPickerProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const needle = filter.trim().toLowerCase();
  const shown = [...cards]
    .filter((card) => !needle || nameOf(card).toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(Boolean(unlistableReason(a, refused))) - Number(Boolean(unlistableReason(b, refused))) ||
        tierRank(b.tier) - tierRank(a.tier) ||
        b.aspi - a.aspi ||
        a.serial - b.serial,
    );
  return (
    <fieldset className="flex min-w-0 flex-col gap-3">
      <legend className="mb-3 text-lg font-semibold">Choose a card</legend>
      {cards.length > 8 ? (
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-filter`} className="text-xs font-medium text-muted">
            Find a card
          </label>
          <input
            id={`${id}-filter`}
            type="search"
            value={filter}
            onChange={(event) => setFilter(event.target.value)}
            placeholder="Athlete name"
            autoComplete="off"
            className="h-11 rounded-xl border border-line bg-surface-2 px-3 text-sm text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40"
          />
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-6 text-center text-sm text-muted">
          None of your cards matches “{filter.trim()}”.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {shown.map((card) => {
            const reason = unlistableReason(card, refused);
            const chosen = card.card_instance_id === chosenId;
            return (
              <li key={card.card_instance_id}>
                <label
                  className={cx(
                    'flex items-center gap-3 rounded-2xl border bg-surface p-2.5 transition',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent',
                    chosen ? 'border-accent ring-2 ring-accent/40' : 'border-line',
                    reason ? 'cursor-not-allowed opacity-60' : 'cursor-pointer hover:border-accent/60',
                  )}
                >
                  <input
                    type="radio"
                    name={`${id}-card`}
                    className="sr-only"
                    checked={chosen}
                    disabled={reason !== null}
                    onChange={() => onChoose(card)}
                    aria-describedby={reason ? `${id}-why-${card.card_instance_id}` : undefined}
                  />
                  <AthleteAvatar athlete={card} size="md" className="rounded-xl" />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-semibold">{nameOf(card)}</span>
                    <span className="mt-0.5 flex min-w-0 items-center gap-1.5 whitespace-nowrap text-xs text-muted">
                      <TierBadge tier={card.tier} />
                      <span className="min-w-0 truncate">
                        #{card.serial} · {card.primary_sport.name}
                      </span>
                    </span>
                    {reason ? (
                      <span
                        id={`${id}-why-${card.card_instance_id}`}
                        className="mt-1 block text-xs font-semibold text-fg/80"
                      >
                        {reason}
                      </span>
                    ) : null}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
