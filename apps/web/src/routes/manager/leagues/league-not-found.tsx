import { ApiError, errorMessage } from '../../../api/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/** A league that could not be loaded: gone (or never there), or a failure worth retrying. */
export function LeagueLoadFailed({
  error,
  onRetry,
  retrying,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <EmptyState
        icon={<TrophyIcon width={28} height={28} />}
        title="League not found"
        action={
          <ButtonLink to="/manager/leagues" variant="secondary">
            My leagues
          </ButtonLink>
        }
      >
        It may have been closed, or the link is mistyped.
      </EmptyState>
    );
  return (
    <LoadFailed
      icon={<TrophyIcon width={28} height={28} />}
      title="Could not load the league"
      message={errorMessage(error)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
