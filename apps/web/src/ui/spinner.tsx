import { cx } from './class-names.ts';

interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; null when the surrounding control already says what is happening. */
  label?: string | null;
  className?: string;
}

const SIZES = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-[3px]' } as const;

export function Spinner({ size = 'md', label = 'Loading…', className }: SpinnerProps) {
  const ring = (
    <span
      aria-hidden="true"
      className={cx(
        'inline-block animate-spin rounded-full border-current border-r-transparent',
        SIZES[size],
        className,
      )}
    />
  );
  if (label === null) return ring;
  return (
    <span role="status" className="inline-flex items-center">
      {ring}
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** A centred spinner for a page or panel whose data is still loading. */
export function LoadingBlock({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="flex min-h-40 items-center justify-center text-accent">
      <Spinner size="lg" label={label} />
    </div>
  );
}
