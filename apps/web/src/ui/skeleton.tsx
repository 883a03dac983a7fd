import { cx } from './class-names.ts';

/**
 * A stand-in for text that is still loading. It sits inside the element the text will fill,
 * with that element's font and line height, so the page keeps its final size and nothing
 * moves when the text arrives. Give it a width.
 */
export function TextSkeleton({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cx('inline-block h-[0.8em] animate-pulse rounded bg-surface-2 align-middle', className)}
    />
  );
}
