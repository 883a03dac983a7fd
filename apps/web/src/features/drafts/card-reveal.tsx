import type { AthleteCard } from '@shred/contract';
import type { CardTier } from '@shred/game';
import { type CSSProperties, useRef, useState } from 'react';
import { useMediaQuery, useReducedMotion } from '../../shell/use-media-query.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { AthleteCardArt, TIER_LABELS } from '../athletes/index.ts';
import { DraftPackImage } from './draft-pack-image.tsx';
import { tierGlow } from './tier-look.ts';
import './card-reveal.css';

const BIG_MOMENT: ReadonlySet<CardTier> = new Set(['epic', 'legendary']);

interface CardRevealProps {
  cards: readonly AthleteCard[];
  /** The draft the cards came from: its pack is each card's back until it turns. */
  pack: { sport: string; tier: CardTier };
  /** Called once every card is face up. */
  onDone: () => void;
}

const cardName = (card: AthleteCard) => `${card.first_name} ${card.last_name}`;

/** Tailwind's `sm`: from here the three cards fit side by side; below it they are a swiping row. */
const SIDE_BY_SIDE = '(min-width: 640px)';

/**
 * A draft's cards face down (the draft's pack), turned one at a time (tap, Enter or Space) or
 * all at once. Each turned card glows in its tier's colour, epic and legendary ones with a
 * burst; screen readers hear each card as it turns. Phones show one card at a time, large
 * enough to read, in a row that snaps card by card with the next one peeking in; wider
 * screens lay the three side by side.
 */
export function CardReveal({ cards, pack, onDone }: CardRevealProps) {
  const [turned, setTurned] = useState<readonly boolean[]>(() => cards.map(() => false));
  const [announcement, setAnnouncement] = useState('');
  const [inView, setInView] = useState(0);
  const row = useRef<HTMLOListElement>(null);
  const slots = useRef<(HTMLLIElement | null)[]>([]);
  const backs = useRef<(HTMLButtonElement | null)[]>([]);
  const swiping = !useMediaQuery(SIDE_BY_SIDE);
  const reducedMotion = useReducedMotion();

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
    // A card turned while peeking in from the side slides to the middle, to be seen whole.
    if (swiping) {
      slots.current[index]?.scrollIntoView?.({
        inline: 'center',
        block: 'nearest',
        behavior: reducedMotion ? 'auto' : 'smooth',
      });
    }
    const following = next.findIndex((t, i) => !t && i > index);
    const anyLeft = following === -1 ? next.indexOf(false) : following;
    // In the row the next card keeps peeking: focus must not scroll the turned one away.
    if (anyLeft !== -1) backs.current[anyLeft]?.focus({ preventScroll: swiping });
  };

  const turnAll = () => {
    setAnnouncement(
      cards.map((card, i) => `Card ${i + 1}: ${cardName(card)}, ${TIER_LABELS[card.tier]}.`).join(' '),
    );
    finish(cards.map(() => true));
  };

  const followScroll = () => {
    const list = row.current;
    const first = slots.current[0];
    if (!list || !first) return;
    const step = first.offsetWidth + Number.parseFloat(getComputedStyle(list).columnGap || '0');
    setInView(Math.min(cards.length - 1, Math.max(0, Math.round(list.scrollLeft / step))));
  };

  return (
    <section aria-label="Your cards" className="flex w-full flex-col items-center gap-4 sm:gap-5">
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ol
        ref={row}
        onScroll={followScroll}
        // The row scrolls on phones: keyboard users can reach it to scroll it, also once no card is left to turn.
        tabIndex={swiping ? 0 : undefined}
        className="flex w-full snap-x snap-mandatory gap-3 overflow-x-auto px-[15%] py-3 [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-accent sm:grid sm:max-w-3xl sm:grid-cols-3 sm:gap-5 sm:overflow-visible sm:px-0 sm:py-0"
      >
        {cards.map((card, index) => (
          <li
            key={card.card_instance_id}
            ref={(el) => {
              slots.current[index] = el;
            }}
            className="relative w-full shrink-0 snap-center sm:w-auto"
          >
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
                data-pack-tier={pack.tier}
                className="card-back group relative block aspect-[5/7] w-full text-white transition hover:-translate-y-1 focus-visible:outline-3 focus-visible:outline-offset-3 focus-visible:outline-accent motion-reduce:transition-none"
                style={{ '--reveal-glow': tierGlow(pack.tier) } as CSSProperties}
              >
                <DraftPackImage
                  sport={pack.sport}
                  tier={pack.tier}
                  eager
                  className="absolute inset-0 size-full object-contain"
                />
                <span className="absolute inset-x-0 top-[44%] flex justify-center">
                  <span className="rounded-full bg-black/65 px-3 py-1 text-[11px] font-semibold uppercase tracking-[0.2em] text-white shadow-lg backdrop-blur-sm sm:text-xs">
                    Tap to turn
                  </span>
                </span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {/* Where the swiping row is: one dot per card, lit in its tier's colour once turned. */}
      <div aria-hidden="true" className="flex gap-2 sm:hidden">
        {cards.map((card, index) => (
          <span
            key={card.card_instance_id}
            className={cx(
              'h-2 rounded-full transition-all motion-reduce:transition-none',
              index === inView ? 'w-5' : 'w-2',
            )}
            style={{ backgroundColor: turned[index] ? tierGlow(card.tier) : 'rgb(255 255 255 / 0.3)' }}
          />
        ))}
      </div>
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
