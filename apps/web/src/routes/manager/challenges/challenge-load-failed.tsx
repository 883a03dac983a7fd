import { ApiError, errorMessage } from '../../../api/index.ts';
import { CHALLENGES_PATH } from '../../../features/challenges/index.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { TrophyIcon } from '../../../ui/icons.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

/** A set or challenge that could not be loaded: not there (404), or a failure worth retrying. */
export function ChallengeLoadFailed({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: 'set' | 'challenge';
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  const name = what === 'set' ? 'challenge set' : 'challenge';
  if (error === null || (error instanceof ApiError && (error.status === 404 || error.status === 400)))
    return (
      <EmptyState
        icon={<TrophyIcon width={28} height={28} />}
        title={`${what === 'set' ? 'Challenge set' : 'Challenge'} not found`}
        action={
          <ButtonLink to={CHALLENGES_PATH} variant="secondary">
            All challenges
          </ButtonLink>
        }
      >
        It may have been removed, or the link is mistyped.
      </EmptyState>
    );
  return (
    <LoadFailed
      icon={<TrophyIcon width={28} height={28} />}
      title={`Could not load the ${name}`}
      message={errorMessage(error)}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
