import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Spinner } from './spinner.tsx';

/**
 * The line above a list that staff search and page through: what it holds (read out when it
 * changes), a spinner while a new page or search loads, and why an update failed with a retry,
 * while the rows already shown stay.
 */
export function ListStatus({
  summary,
  updating,
  failure,
  onRetry,
}: {
  summary: ReactNode;
  updating: boolean;
  /** The reason the last update failed; null while it did not. */
  failure: string | null;
  onRetry: () => void;
}) {
  return (
    <>
      <p aria-live="polite" className="flex min-h-5 items-center gap-2 text-sm text-muted">
        {summary}
        {updating ? <Spinner size="sm" label="Updating the list…" className="text-accent" /> : null}
      </p>
      {failure !== null ? (
        <p role="alert" className="text-sm text-danger">
          Could not update the list: {failure}{' '}
          <Button size="sm" variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        </p>
      ) : null}
    </>
  );
}
