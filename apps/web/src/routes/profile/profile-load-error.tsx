import { ApiError, errorMessage } from '../../api/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { UserIcon } from '../../ui/icons.tsx';

/** A profile (or a list of it) that did not load: no such user, or the call failed. */
export function ProfileLoadError({ username, error }: { username: string; error: unknown }) {
  const missing = error instanceof ApiError && error.status === 404;
  return (
    <EmptyState
      icon={<UserIcon width={28} height={28} />}
      title={missing ? `No one called @${username}` : 'Could not load this profile'}
      action={
        <ButtonLink to="/manager" variant="secondary">
          Back to the game
        </ButtonLink>
      }
    >
      {missing ? 'Check the spelling, or find them through search.' : errorMessage(error)}
    </EmptyState>
  );
}
