import { cardFrameSvg, svgDataUri, TIER_FOILS } from '@shred/art';
import type { CardTier } from '@shred/game';
import type { CSSProperties } from 'react';
import { cx } from '../../ui/class-names.ts';
import { AspiScore } from './aspi-score.tsx';
import { AthleteAvatar } from './athlete-avatar.tsx';
import { AthleteFlag } from './athlete-flag.tsx';
import type { PortraitAthlete } from './athlete-portrait.ts';
import { TIER_LABELS, tierBoostLabel } from './tier-styles.ts';
import './card-art.css';

export interface CardArtCard extends PortraitAthlete {
  avatar: string | null;
  tier: CardTier;
  serial: number;
  season: string;
  aspi: number;
  nationality: { ioc: string };
  primary_sport: { name: string; slug: string };
}

interface AthleteCardArtProps {
  card: CardArtCard;
  /** On the first screen: decode the portrait at once. */
  eager?: boolean;
  className?: string;
}

/** One frame per tier, drawn once and shared by every card of the tier on the page. */
const frames = new Map<CardTier, string>();
function frameUrl(tier: CardTier): string {
  let url = frames.get(tier);
  if (!url) {
    url = `url("${svgDataUri(cardFrameSvg(tier))}")`;
    frames.set(tier, url);
  }
  return url;
}

/** Text in the tier's foil: gold letters on a legendary card, steel on a common one. */
const foilText = (tier: CardTier): CSSProperties => ({
  backgroundImage: `linear-gradient(100deg, ${TIER_FOILS[tier].stops.join(', ')})`,
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  color: 'transparent',
});

/**
 * An athlete card as a collectible (spec §3 card `background`): the tier's frame (steel, blue,
 * purple, or gold foil with glitter and a passing shine), the athlete's portrait in its window
 * with flag and ASPI, then name, tier and serial. Fixed 5:7 shape; text scales with the card.
 */
export function AthleteCardArt({ card, eager = false, className }: AthleteCardArtProps) {
  const { tier } = card;
  const foil = TIER_FOILS[tier];
  return (
    <div
      data-tier={tier}
      data-frame={tier}
      className={cx(
        '@container relative isolate aspect-[5/7] w-full overflow-hidden rounded-[7%/5%]',
        className,
      )}
      style={{
        backgroundImage: frameUrl(tier),
        backgroundSize: '100% 100%',
        boxShadow: tier === 'common' ? undefined : `0 0.5rem 1.75rem -0.75rem ${foil.glow}`,
      }}
    >
      <div className="absolute inset-x-[7%] top-[5.5%] flex items-baseline justify-between gap-2 font-display font-bold uppercase italic leading-none">
        <span className="text-[7cqw] tracking-wide" style={foilText(tier)}>
          {TIER_LABELS[tier]}
        </span>
        <span className="text-[5.5cqw] tabular-nums text-white/80">
          #{card.serial} · {card.season}
        </span>
      </div>
      <div
        className="absolute inset-x-[9%] top-[12.5%] aspect-square overflow-hidden rounded-[4cqw]"
        style={{ boxShadow: `0 0 0 1.5px ${foil.stops[1]}, 0 0 1.25rem -0.25rem ${foil.glow}` }}
      >
        <AthleteAvatar athlete={card} size="xl" eager={eager} className="size-full! [&>img]:rounded-none" />
        <AspiScore aspi={card.aspi} size="sm" className="absolute top-[4%] right-[4%] shadow-md" />
        <span className="absolute bottom-[4%] left-[4%] rounded-md bg-black/55 px-1.5 py-0.5 text-[5cqw] font-semibold text-white">
          {tierBoostLabel(tier)}
        </span>
      </div>
      <div className="absolute inset-x-[7%] bottom-[6%] flex flex-col text-white">
        <p className="truncate font-display text-[7cqw] font-bold uppercase italic leading-none text-white/85">
          {card.first_name}
        </p>
        <p
          className="truncate font-display text-[12cqw] font-extrabold uppercase italic leading-[0.95]"
          style={tier === 'legendary' ? foilText(tier) : undefined}
        >
          {card.last_name}
        </p>
        <p className="mt-[2%] flex items-center gap-[2cqw] truncate text-[5cqw] text-white/80">
          <AthleteFlag ioc={card.nationality.ioc} className="h-[5cqw]!" />
          <span>
            {card.nationality.ioc} · {card.primary_sport.name}
          </span>
        </p>
      </div>
      {tier === 'common' ? null : (
        <div
          aria-hidden="true"
          className="card-shine pointer-events-none absolute inset-y-0 left-0 w-1/3 bg-linear-to-r from-transparent via-white/35 to-transparent mix-blend-overlay"
        />
      )}
    </div>
  );
}
