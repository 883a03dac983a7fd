import { managerAvatarSvg } from '@shred/art';
import { useMemo } from 'react';
import { ArtImage } from './art-image.tsx';

interface ManagerAvatarArtProps {
  username: string;
  alt: string;
  size: number;
  className: string;
}

/** A manager's generated avatar, seeded by the username (loaded on demand by ui/avatar.tsx). */
export function ManagerAvatarArt({ username, alt, size, className }: ManagerAvatarArtProps) {
  const svg = useMemo(() => managerAvatarSvg(username), [username]);
  // Marked as the placeholder it is: the manager has no picture of their own yet.
  return (
    <ArtImage
      svg={svg}
      alt={alt}
      width={size}
      height={size}
      eager
      data-placeholder=""
      className={className}
    />
  );
}
