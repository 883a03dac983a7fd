import { cx } from '../../ui/class-names.ts';

const SIZES = {
  /** The text field's own size. */
  md: 'h-12 px-4 text-[15px]',
  /** A search box with its icon on the left. */
  search: 'h-12 pr-4 pl-11 text-[15px]',
  /** Rows of small inputs: points, bonuses. */
  sm: 'h-10 px-3 text-sm',
  /** Controls inside a list row: round, seed. */
  xs: 'h-9 px-2 text-sm',
  /** A multi-line text box. */
  area: 'min-h-48 px-4 py-3 text-sm leading-relaxed',
} as const;

/**
 * The text field's look (ui/text-field inputClasses) in other sizes and widths, built whole
 * rather than overridden, since two classes for one property win by stylesheet order, not by
 * the order they are written in.
 */
export function fieldClasses(
  options: { invalid?: boolean; size?: keyof typeof SIZES; width?: string } = {},
): string {
  const { invalid = false, size = 'md', width = 'w-full' } = options;
  return cx(
    'rounded-xl border bg-surface-2 text-fg placeholder:text-muted/70 transition',
    'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40',
    invalid ? 'border-danger' : 'border-line',
    SIZES[size],
    width,
  );
}
