import { TIER_FOILS } from '@shred/art';
import type { CardTier } from '@shred/game';
import type { CSSProperties } from 'react';

/** A surface in the tier's foil: the frame's colours as a diagonal gradient, with its glow. */
export function tierSurface(tier: CardTier): CSSProperties {
  const foil = TIER_FOILS[tier];
  // The foil's deep middle colour; common's third stop is near-white, under white text, so it ends on its dark steel.
  const end = tier === 'common' ? foil.stops[3] : foil.stops[2];
  return {
    backgroundImage: `linear-gradient(135deg, ${foil.panel} 0%, ${foil.panel} 45%, ${end} 100%)`,
    boxShadow: `inset 0 0 0 1.5px ${foil.stops[1]}, 0 0.75rem 2rem -1rem ${foil.glow}`,
  };
}

/** A bar or accent filled with the tier's foil. */
export function tierFill(tier: CardTier): CSSProperties {
  return { backgroundImage: `linear-gradient(90deg, ${TIER_FOILS[tier].stops.join(', ')})` };
}

/** The tier's glow colour, for the reveal. */
export const tierGlow = (tier: CardTier) => TIER_FOILS[tier].glow;
