import { useId, useState } from 'react';
import { cx } from '../../ui/class-names.ts';
import { mediaUrl } from '../../ui/media-url.ts';
import { type AvatarPlaceholder, avatarPlaceholder, type PlaceholderSport } from './avatar-placeholder.ts';

interface AthleteAvatarProps {
  athlete: {
    avatar: string | null;
    first_name: string;
    last_name: string;
    gender?: string | null;
    primary_sport?: { slug: string } | null;
  };
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = { sm: 'size-8', md: 'size-11', lg: 'size-16', xl: 'size-24' } as const;

/** Each sport's placeholder colours, so a list of riders without photos still reads by sport. */
const SPORT_TINTS: Record<PlaceholderSport, readonly [string, string]> = {
  skateboarding: ['#fb923c', '#9a3412'],
  snowboarding: ['#67e8f9', '#0e7490'],
  surfing: ['#5eead4', '#115e59'],
  freeskiing: ['#a5b4fc', '#3730a3'],
  'mountain-biking': ['#bef264', '#3f6212'],
  bmx: ['#fda4af', '#9f1239'],
  wakeboarding: ['#7dd3fc', '#075985'],
};
const GENERIC_TINT = ['#94a3b8', '#334155'] as const;

/** Head and shoulders; the women's figure wears longer hair, the neutral one is a plain bust. */
const FIGURES = {
  m: 'M32 13a9 9 0 1 1 0 18 9 9 0 0 1 0-18Zm-17 41c0-10 7.6-17 17-17s17 7 17 17Z',
  w: 'M32 12c6.2 0 10.5 4.6 10.5 11 0 4.2 1.3 7.3 3 9.6-3.7 1.6-8.4 1.6-11.3.4a9 9 0 0 1-4.4 0c-2.9 1.2-7.6 1.2-11.3-.4 1.7-2.3 3-5.4 3-9.6C21.5 16.6 25.8 12 32 12Zm-17 42c0-9.7 7.6-16.5 17-16.5S49 44.3 49 54Z',
  neutral: 'M32 14a8.5 8.5 0 1 1 0 17 8.5 8.5 0 0 1 0-17Zm-16 40c0-9.4 7.2-16 16-16s16 6.6 16 16Z',
} as const;

function PlaceholderFace({
  placeholder,
  gradientId,
}: {
  placeholder: AvatarPlaceholder;
  gradientId: string;
}) {
  const [from, to] = placeholder.sport ? SPORT_TINTS[placeholder.sport] : GENERIC_TINT;
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className="size-full">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width="64" height="64" fill={`url(#${gradientId})`} />
      <path d={FIGURES[placeholder.figure]} fill="#fff" fillOpacity="0.85" />
    </svg>
  );
}

/**
 * An athlete's photo; without one (spec §3 missing media urls) or when it fails to load, the
 * placeholder of their sport and gender.
 */
export function AthleteAvatar({ athlete, size = 'md', className }: AthleteAvatarProps) {
  const name = `${athlete.first_name} ${athlete.last_name}`.trim();
  const url = mediaUrl(athlete.avatar);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  // Many avatars share a page: each gradient needs its own id, and url(#…) wants a plain one.
  const gradientId = `avatar-${useId().replace(/[^\w-]/g, '')}`;
  const shape = cx(
    'relative inline-block shrink-0 overflow-hidden rounded-full bg-surface-2',
    SIZES[size],
    className,
  );

  if (url !== null && failedUrl !== url) {
    return (
      <img src={url} alt={name} className={cx(shape, 'object-cover')} onError={() => setFailedUrl(url)} />
    );
  }
  const placeholder = avatarPlaceholder(athlete.primary_sport?.slug, athlete.gender);
  return (
    <span role="img" aria-label={name} data-placeholder={placeholder.key} className={shape}>
      <PlaceholderFace placeholder={placeholder} gradientId={gradientId} />
    </span>
  );
}
