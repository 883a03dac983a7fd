import { ApiError, errorMessage } from '../../api/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';

/** Whether a failed zone call is the server saying the viewer is no (linked) athlete. */
export const isRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/**
 * What a signed-in player who is not a linked athlete sees instead of the zone (A7): what the
 * zone is, the server's reason, and how an athlete gets in.
 */
export function NotAnAthlete({ reason }: { reason: string }) {
  return (
    <EmptyState
      icon={<StarIcon width={28} height={28} />}
      title="The athlete zone is for athletes"
      action={
        <ButtonLink to="/manager" variant="secondary">
          Back to the game
        </ButtonLink>
      }
      className="rounded-2xl border border-line bg-surface"
    >
      <p>{reason}</p>
      <p className="mt-2">
        Riders and skiers on Shred League startlists see here how managers pick them, their fantasy points and
        share images of their season. Are you one of them? Write to the Shred League team from the e-mail
        address of your account and we link your athlete profile to it.
      </p>
    </EmptyState>
  );
}

/** A failed zone call: the explanation when refused, else the error with a retry. */
export function ZoneLoadFailed({
  error,
  onRetry,
  retrying,
  title,
}: {
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
  title: string;
}) {
  if (isRefused(error)) return <NotAnAthlete reason={error.message} />;
  return <LoadFailed title={title} message={errorMessage(error)} onRetry={onRetry} retrying={retrying} />;
}
