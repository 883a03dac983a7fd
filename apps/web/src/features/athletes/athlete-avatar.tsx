import { useState } from 'react';
import { ArtImage } from '../../ui/art-image.tsx';
import { cx } from '../../ui/class-names.ts';
import { mediaUrl } from '../../ui/media-url.ts';
import { AthleteFlag } from './athlete-flag.tsx';
import { type PortraitAthlete, useAthletePortrait } from './athlete-portrait.ts';
import { avatarPlaceholder } from './avatar-placeholder.ts';

interface AthleteAvatarProps {
  athlete: PortraitAthlete & {
    avatar: string | null;
    nationality?: { ioc: string };
  };
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Overlay the nationality flag as a badge (where the row does not show it already). */
  flag?: boolean;
  /** On the first screen: decode at once. */
  eager?: boolean;
  className?: string;
}

const SIZES = { sm: 'size-8', md: 'size-11', lg: 'size-16', xl: 'size-24' } as const;
/** Pixel size of each, for the image's own width and height (no layout shift). */
const PIXELS = { sm: 32, md: 44, lg: 64, xl: 96 } as const;
const FLAG_SIZES = { sm: 'h-2.5!', md: 'h-3!', lg: 'h-4!', xl: 'h-5!' } as const;

/**
 * An athlete's photo; without one (spec §3 missing media urls) or when it fails to load, their
 * generated portrait: a figure of their gender in their sport's kit and colours, drawn from
 * their slug so it is theirs on every screen. `data-placeholder` names the placeholder kind
 * (A12: `{sport}-m`, `{sport}-w`, male, female, neutral).
 */
export function AthleteAvatar({
  athlete,
  size = 'md',
  flag = false,
  eager = false,
  className,
}: AthleteAvatarProps) {
  const name = `${athlete.first_name} ${athlete.last_name}`.trim();
  const url = mediaUrl(athlete.avatar);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = url !== null && failedUrl !== url;
  const portrait = useAthletePortrait(athlete, showPhoto);
  const picture = 'size-full rounded-full bg-surface-2 object-cover';

  return (
    <span className={cx('relative inline-block shrink-0', SIZES[size], className)}>
      {portrait === null ? (
        <img
          src={url ?? undefined}
          alt={name}
          width={PIXELS[size]}
          height={PIXELS[size]}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className={picture}
          onError={() => setFailedUrl(url)}
        />
      ) : (
        <ArtImage
          svg={portrait}
          alt={name}
          width={PIXELS[size]}
          height={PIXELS[size]}
          eager={eager}
          data-placeholder={avatarPlaceholder(athlete.primary_sport?.slug, athlete.gender).key}
          className={picture}
        />
      )}
      {flag && athlete.nationality ? (
        <AthleteFlag
          ioc={athlete.nationality.ioc}
          className={cx('absolute -right-0.5 -bottom-0.5 ring-2 ring-surface', FLAG_SIZES[size])}
        />
      ) : null}
    </span>
  );
}
