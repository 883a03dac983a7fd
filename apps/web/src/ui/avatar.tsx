import { lazy, Suspense, useState } from 'react';
import { cx } from './class-names.ts';
import { mediaUrl } from './media-url.ts';

// The generator is fetched the first time a manager without a photo is shown, so the first
// screen (sign-in) downloads none of it.
const ManagerAvatarArt = lazy(() =>
  import('./manager-avatar-art.tsx').then((module) => ({ default: module.ManagerAvatarArt })),
);

interface AvatarProps {
  src: string | null | undefined;
  /** The alt text, and the seed of the generated avatar when there is no picture. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = { sm: 'size-8', md: 'size-11', lg: 'size-16', xl: 'size-24' } as const;
const PIXELS = { sm: 32, md: 44, lg: 64, xl: 96 } as const;

/**
 * A round profile picture; without one, or when it fails to load, the manager's generated
 * avatar (a rider drawn from the name), never a blank. Its box is fixed while either loads.
 */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const url = mediaUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const shape = cx('inline-block shrink-0 overflow-hidden rounded-full bg-surface-2', SIZES[size], className);

  if (url !== null && failedUrl !== url) {
    return (
      <img
        src={url}
        alt={name}
        width={PIXELS[size]}
        height={PIXELS[size]}
        decoding="async"
        className={cx(shape, 'object-cover')}
        onError={() => setFailedUrl(url)}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <span
          role="img"
          aria-label={name}
          data-placeholder=""
          className={cx(shape, 'bg-linear-135 from-accent/60 to-lime/60')}
        />
      }
    >
      <ManagerAvatarArt username={name} alt={name} size={PIXELS[size]} className={shape} />
    </Suspense>
  );
}
