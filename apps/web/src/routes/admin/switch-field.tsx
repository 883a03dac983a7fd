import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { cx } from '../../ui/class-names.ts';

interface SwitchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role'> {
  label: string;
  /** The current state, for aria-checked (the form may hold the input uncontrolled). */
  on: boolean;
  description?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** An on/off setting: a checkbox with the switch role, so it reads "switch, on/off". */
export function SwitchField({ label, on, description, className, id, ref, ...input }: SwitchFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cx('flex items-start justify-between gap-4', className)}>
      <div className="min-w-0">
        <label htmlFor={inputId} className="font-semibold text-fg">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-0.5 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <span className="relative inline-flex shrink-0">
        <input
          ref={ref}
          id={inputId}
          type="checkbox"
          role="switch"
          aria-checked={on}
          aria-describedby={descriptionId}
          className="peer absolute inset-0 z-10 size-full cursor-pointer opacity-0"
          {...input}
        />
        <span
          aria-hidden="true"
          className={cx(
            'h-7 w-12 rounded-full border border-line bg-surface-2 transition',
            'peer-checked:border-accent peer-checked:bg-accent',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
            'after:absolute after:top-1 after:left-1 after:size-5 after:rounded-full after:bg-muted after:shadow after:transition',
            'peer-checked:after:translate-x-5 peer-checked:after:bg-on-accent',
          )}
        />
      </span>
    </div>
  );
}
