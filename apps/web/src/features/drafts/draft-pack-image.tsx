import { draftPackArt } from '@shred/art';
import type { CardTier } from '@shred/game';
import { useMemo } from 'react';
import { ArtImage } from '../../ui/art-image.tsx';

interface DraftPackImageProps {
  sport: string;
  tier: CardTier;
  /** What the picture shows; empty when the words beside it already say it (then it is hidden from screen readers). */
  alt?: string;
  eager?: boolean;
  className?: string;
}

/** A draft's card pack (packages/art): the sport's scene in the tier's foil, drawn at a card's 5:7. */
export function DraftPackImage({ sport, tier, alt = '', eager = false, className }: DraftPackImageProps) {
  const svg = useMemo(() => draftPackArt({ sport, tier }), [sport, tier]);
  return (
    <ArtImage
      svg={svg}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      width={250}
      height={350}
      eager={eager}
      className={className}
    />
  );
}
