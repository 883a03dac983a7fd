import { eventArtSvg } from '@shred/art';
import { useMemo, useState } from 'react';
import { ArtImage } from '../../ui/art-image.tsx';
import { cx } from '../../ui/class-names.ts';
import { mediaUrl } from '../../ui/media-url.ts';

/** What an event picture needs: the uploaded image, else what to draw. */
export interface ArtworkEvent {
  slug: string;
  name: string;
  image: string | null;
  sports: readonly { name: string; slug: string }[];
  fantasy_games?: readonly { sport: { slug: string }; discipline: { name: string; slug: string } }[];
}

/** Shapes the picture is drawn in: a card's 2:1, or the wide banner over an event page. */
const SHAPES = {
  card: { width: 400, height: 200, focus: 0.5 },
  banner: { width: 800, height: 200, focus: 0.68 },
} as const;

/** The event's first sport and the discipline of its first game of that sport. */
export function eventScene(event: ArtworkEvent) {
  const sport = event.sports[0] ?? null;
  const discipline =
    event.fantasy_games?.find((game) => game.sport.slug === sport?.slug)?.discipline ??
    event.fantasy_games?.[0]?.discipline ??
    null;
  return { sport, discipline };
}

interface EventArtworkProps {
  event: ArtworkEvent;
  shape?: keyof typeof SHAPES;
  /** On the first screen: decode at once. */
  eager?: boolean;
  className?: string;
}

/**
 * The event's picture; without one, or when it fails to load, generated art of its sport and
 * discipline (a halfpipe, a wave, a street spot …), varied by the event so two events of one
 * sport differ. The box's size comes from `className`, so nothing shifts as it decodes.
 */
export function EventArtwork({ event, shape = 'card', eager = false, className }: EventArtworkProps) {
  const url = mediaUrl(event.image);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = url !== null && failedUrl !== url;
  const { sport, discipline } = eventScene(event);
  const size = SHAPES[shape];
  const sportSlug = sport?.slug ?? null;
  const disciplineSlug = discipline?.slug ?? null;
  const svg = useMemo(
    () =>
      showPhoto
        ? null
        : eventArtSvg(
            { seed: event.slug, sport: sportSlug, discipline: disciplineSlug },
            { width: size.width, focus: size.focus },
          ),
    [showPhoto, event.slug, sportSlug, disciplineSlug, size],
  );
  const frame = cx('relative overflow-hidden bg-surface-2', className);
  const picture = 'absolute inset-0 size-full object-cover';

  if (svg === null) {
    return (
      <div className={frame}>
        <img
          src={url ?? undefined}
          alt={event.name}
          width={size.width}
          height={size.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={picture}
          onError={() => setFailedUrl(url)}
        />
      </div>
    );
  }
  const subject = [sport?.name, discipline?.name.toLowerCase()].filter(Boolean).join(' ');
  return (
    <div className={frame} data-art={sportSlug ?? 'none'}>
      <ArtImage
        svg={svg}
        alt={subject ? `${subject}: artwork for ${event.name}` : `Artwork for ${event.name}`}
        width={size.width}
        height={size.height}
        eager={eager}
        className={picture}
      />
    </div>
  );
}
