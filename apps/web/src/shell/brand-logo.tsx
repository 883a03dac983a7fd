import { cx } from '../ui/class-names.ts';

/** The board-and-wave mark of the favicon, drawn inline so it themes and needs no request. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <rect width="64" height="64" rx="14" fill="#0b0f14" />
      <path d="M14 40c8-2 14-10 20-20l4 6c-6 10-12 16-24 18z" fill="#22d3ee" />
      <path d="M30 46c8-2 14-8 20-18l2 4c-5 9-11 15-22 17z" fill="#a3e635" />
    </svg>
  );
}

interface BrandLogoProps {
  size?: 'sm' | 'lg';
  /** Only the mark below 640 px, where the header also holds the mode switch. */
  compact?: boolean;
  className?: string;
}

/** Mark plus wordmark; the text is real text so the product name is read out once. */
export function BrandLogo({ size = 'sm', compact = false, className }: BrandLogoProps) {
  const large = size === 'lg';
  return (
    <span className={cx('inline-flex items-center gap-2.5', className)}>
      <BrandMark className={large ? 'size-12 sm:size-14' : 'size-8'} />
      <span
        className={cx(
          'whitespace-nowrap font-display font-extrabold uppercase italic leading-none tracking-tight text-fg',
          large ? 'text-3xl sm:text-4xl' : 'text-xl',
          compact && 'max-sm:hidden',
        )}
      >
        Shred<span className="text-accent"> League</span>
      </span>
    </span>
  );
}
