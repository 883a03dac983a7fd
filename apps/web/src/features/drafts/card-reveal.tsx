import type { AthleteCard } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { type CSSProperties, useRef, useState } from 'react';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { CardsIcon } from '../../ui/icons.tsx';
import { AthleteCardArt, TIER_LABELS } from '../athletes/index.ts';
import { tierGlow } from './tier-look.ts';
import './card-reveal.css';

const BIG_MOMENT: ReadonlySet<CardTier> = new Set(['epic', 'legendary']);

interface CardRevealProps {
  cards: readonly AthleteCard[];
  /** Called once every card is face up. */
  onDone: () => void;
}

const cardName = (card: AthleteCard) => `${card.first_name} ${card.last_name}`;

/**
 * A draft's cards face down, turned one at a time (tap, Enter or Space) or all at once. Each
 * turned card glows in its tier's colour, epic and legendary ones with a burst; screen readers
 * hear each card as it turns.
 */
export function CardReveal({ cards, onDone }: CardRevealProps) {
  const [turned, setTurned] = useState<readonly boolean[]>(() => cards.map(() => false));
  const [announcement, setAnnouncement] = useState('');
  const backs = useRef<(HTMLButtonElement | null)[]>([]);

  const finish = (next: readonly boolean[]) => {
    setTurned(next);
    if (next.every(Boolean)) onDone();
  };

  const turn = (card: AthleteCard, index: number) => {
    const next = turned.map((t, i) => t || i === index);
    const big = BIG_MOMENT.has(card.tier) ? `${TIER_LABELS[card.tier]}! ` : '';
    setAnnouncement(
      `${big}Card ${index + 1} of ${cards.length}: ${cardName(card)}, ${TIER_LABELS[card.tier]}.`,
    );
    finish(next);
    const following = next.findIndex((t, i) => !t && i > index);
    const anyLeft = following === -1 ? next.indexOf(false) : following;
    if (anyLeft !== -1) backs.current[anyLeft]?.focus();
  };

  const turnAll = () => {
    setAnnouncement(
      cards.map((card, i) => `Card ${i + 1}: ${cardName(card)}, ${TIER_LABELS[card.tier]}.`).join(' '),
    );
    finish(cards.map(() => true));
  };

  return (
    <section aria-label="Your cards" className="flex flex-col items-center gap-5">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol className="grid w-full max-w-3xl grid-cols-3 gap-2 sm:gap-5">
        {cards.map((card, index) => (
          <li key={card.card_instance_id} className="relative">
            {turned[index] ? (
              <FaceUp card={card} index={index} total={cards.length} />
            ) : (
              <button
                type="button"
                ref={(el) => {
                  backs.current[index] = el;
                }}
                onClick={() => turn(card, index)}
                aria-label={`Tap to turn card ${index + 1} of ${cards.length}`}
                className="card-back group relative grid aspect-[5/7] w-full place-items-center overflow-hidden rounded-[7%/5%] border border-white/15 bg-[radial-gradient(circle_at_50%_35%,var(--accent)_0%,#101828_62%)] text-white shadow-card transition hover:-translate-y-1 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent motion-reduce:transition-none"
              >
                <span
                  aria-hidden="true"
                  className="absolute inset-[6%] rounded-[6%/4%] border-2 border-white/25"
                />
                <span className="flex flex-col items-center gap-2">
                  <CardsIcon aria-hidden="true" className="size-8 sm:size-12" />
                  <span className="text-[10px] font-semibold uppercase tracking-[0.2em] text-white/70 sm:text-xs">
                    Tap to turn
                  </span>
                </span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {turned.every(Boolean) ? null : (
        <Button variant="secondary" onClick={turnAll}>
          Reveal all
        </Button>
      )}
    </section>
  );
}

function FaceUp({ card, index, total }: { card: AthleteCard; index: number; total: number }) {
  const big = BIG_MOMENT.has(card.tier);
  return (
    <div
      role="img"
      aria-label={`Card ${index + 1} of ${total}: ${cardName(card)}, ${TIER_LABELS[card.tier]}`}
      data-tier={card.tier}
      data-testid="revealed-card"
      className="relative"
      style={{ '--reveal-glow': tierGlow(card.tier) } as CSSProperties}
    >
      {big ? (
        <span
          aria-hidden="true"
          className="reveal-burst pointer-events-none absolute -inset-1/4 rounded-full"
        />
      ) : null}
      <div className={cx(big ? 'reveal-big' : 'reveal-flip', 'relative')}>
        <AthleteCardArt card={card} eager />
      </div>
    </div>
  );
}
