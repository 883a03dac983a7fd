import { useState } from 'react';
import { cx } from './class-names.ts';
import { mediaUrl } from './media-url.ts';

interface AvatarProps {
  src: string | null | undefined;
  /** Used for the alt text and the initials of the placeholder. */
  name: string;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  className?: string;
}

const SIZES = {
  sm: 'size-8 text-xs',
  md: 'size-11 text-sm',
  lg: 'size-16 text-lg',
  xl: 'size-24 text-2xl',
} as const;

function initialsOf(name: string): string {
  const parts = name
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

/** A round profile picture; missing or broken images fall back to the initials placeholder. */
export function Avatar({ src, name, size = 'md', className }: AvatarProps) {
  const url = mediaUrl(src);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && failedUrl !== url;
  const shape = cx(
    'relative inline-grid shrink-0 place-items-center overflow-hidden rounded-full',
    SIZES[size],
    className,
  );

  if (showImage) {
    return (
      <img src={url} alt={name} className={cx(shape, 'object-cover')} onError={() => setFailedUrl(url)} />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      data-placeholder=""
      className={cx(shape, 'bg-linear-135 from-accent to-lime font-bold text-on-accent')}
    >
      <span aria-hidden="true">{initialsOf(name) || '?'}</span>
    </span>
  );
}
