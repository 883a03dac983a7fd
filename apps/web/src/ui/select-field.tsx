import { type ReactNode, type Ref, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './class-names.ts';
import { FieldNotes, inputClasses } from './text-field.tsx';

const COMPACT_SELECT =
  'h-11 w-full rounded-xl border border-line bg-surface-2 px-3 text-sm text-fg focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** The small muted label and shorter box of a row of filters. */
  compact?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

/** A labelled native select in the text field's look, with its hint and error announced. */
export function SelectField({
  label,
  error,
  hint,
  compact = false,
  id,
  className,
  children,
  ref,
  ...select
}: SelectFieldProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  return (
    <div className={cx('flex flex-col', compact ? 'gap-1' : 'gap-1.5', className)}>
      <label
        htmlFor={selectId}
        className={compact ? 'text-xs font-medium text-muted' : 'text-sm font-medium text-fg'}
      >
        {label}
      </label>
      <select
        ref={ref}
        id={selectId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[errorId, hintId].filter(Boolean).join(' ') || undefined}
        className={compact ? COMPACT_SELECT : inputClasses(Boolean(error))}
        {...select}
      >
        {children}
      </select>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
