import type { ReactNode } from 'react';
import { cx } from './class-names.ts';

interface FormAlertProps {
  tone?: 'error' | 'success';
  title?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A message about a whole form or action. Errors use role="alert" and successes role="status"
 * so screen readers announce them the moment they appear.
 */
export function FormAlert({ tone = 'error', title, children, className }: FormAlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(
        'rounded-xl border px-4 py-3 text-sm',
        tone === 'error'
          ? 'border-danger/40 bg-danger-bg text-danger'
          : 'border-success/40 bg-success-bg text-success',
        className,
      )}
    >
      {title ? <p className="font-semibold">{title}</p> : null}
      <div className={cx(title && 'mt-0.5', 'text-fg/90')}>{children}</div>
    </div>
  );
}
