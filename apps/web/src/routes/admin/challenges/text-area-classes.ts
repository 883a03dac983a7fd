import { cx } from '../../../ui/class-names.ts';

/** The text field's look for a few lines of description: shorter than the import's text box. */
export const textAreaClasses = (invalid: boolean): string =>
  cx(
    'min-h-24 w-full rounded-xl border bg-surface-2 px-4 py-3 text-[15px] leading-relaxed text-fg placeholder:text-muted/70 transition',
    'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40',
    invalid ? 'border-danger' : 'border-line',
  );
