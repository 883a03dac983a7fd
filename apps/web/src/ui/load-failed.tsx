import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { EmptyState } from './empty-state.tsx';

interface LoadFailedProps {
  icon?: ReactNode;
  /** What could not be loaded, e.g. 'Could not load the events'. */
  title: string;
  /** Why, in words for the user. */
  message: string;
  onRetry: () => void;
  retrying?: boolean;
  className?: string;
}

/** A screen's data could not be loaded: what failed, why, and a way to try again. */
export function LoadFailed({ icon, title, message, onRetry, retrying = false, className }: LoadFailedProps) {
  return (
    <EmptyState
      icon={icon}
      title={title}
      className={className}
      action={
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      }
    >
      {message}
    </EmptyState>
  );
}
