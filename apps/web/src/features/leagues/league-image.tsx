import { hashSeed } from '@shred/art';
import { useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { mediaUrl } from '../../ui/media-url.ts';

const SIZES = {
  xs: 'size-6 rounded-md text-[10px]',
  sm: 'size-11 rounded-2xl text-base',
  md: 'size-14 rounded-2xl text-lg',
  lg: 'size-20 rounded-2xl text-2xl sm:size-24 sm:text-3xl',
} as const;
const PIXELS = { xs: 24, sm: 44, md: 56, lg: 96 } as const;

/** Up to two letters of the league's name: its first letters of the first two words. */
export function leagueInitials(name: string): string {
  const words = name.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/**
 * The league's picture; without one (or when it fails) a crest with its initials in a colour
 * of its own, taken from the slug so a league always looks the same everywhere.
 */
export function LeagueImage({
  league,
  size = 'sm',
  className,
}: {
  league: { slug: string; name: string; image: string | null };
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const url = mediaUrl(league.image);
  const [failed, setFailed] = useState<string | null>(null);
  const shape = cx('inline-grid shrink-0 place-items-center overflow-hidden', SIZES[size], className);
  if (url !== null && failed !== url)
    return (
      <img
        src={url}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        decoding="async"
        className={cx(shape, 'object-cover')}
        onError={() => setFailed(url)}
      />
    );
  const hue = hashSeed(league.slug) % 360;
  return (
    <span
      aria-hidden="true"
      data-league-crest=""
      className={cx(shape, 'font-display font-bold italic text-white')}
      style={{ background: `linear-gradient(135deg, hsl(${hue} 70% 42%), hsl(${(hue + 40) % 360} 75% 30%))` }}
    >
      {leagueInitials(league.name)}
    </span>
  );
}
