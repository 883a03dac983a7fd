import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from './class-names.ts';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  /** Shown under the field, announced, and marks the input invalid. */
  error?: string | undefined;
  hint?: ReactNode;
  /** Rendered inside the input's right edge (e.g. the show-password toggle). */
  trailing?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export const inputClasses = (invalid: boolean) =>
  cx(
    'h-12 w-full rounded-xl border bg-surface-2 px-4 text-[15px] text-fg placeholder:text-muted/70 transition',
    'focus:border-accent focus:outline-none focus:ring-2 focus:ring-accent/40',
    invalid ? 'border-danger' : 'border-line',
  );

/** A field's hint and error under it, each with the id its input is described by. */
export function FieldNotes({
  hintId,
  hint,
  errorId,
  error,
}: {
  hintId: string | undefined;
  hint: ReactNode;
  errorId: string | undefined;
  error: string | undefined;
}) {
  return (
    <>
      {hint ? (
        <p id={hintId} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="text-sm text-danger">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function TextField({ label, error, hint, trailing, id, className, ref, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cx('flex flex-col gap-1.5', className)}>
      <label htmlFor={inputId} className="text-sm font-medium text-fg">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cx(inputClasses(Boolean(error)), trailing ? 'pr-12' : undefined)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
      <FieldNotes hintId={hintId} hint={hint} errorId={errorId} error={error} />
    </div>
  );
}
