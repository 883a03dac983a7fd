import { useId } from 'react';
import { ApiError, errorMessage } from '../../api/index.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { LoadFailed } from '../../ui/load-failed.tsx';
import { AthleteClaimRequest } from '../athlete-claims/athlete-claim-request.tsx';

/** Whether a failed zone call is the server saying the viewer is no (linked) athlete. */
export const isRefused = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.status === 403;

/**
 * What a signed-in player who is not a linked athlete sees instead of the zone (A7): what the
 * zone is, the server's reason, and how an athlete gets in: a request staff approve.
 */
export function NotAnAthlete({ reason }: { reason: string }) {
  const claimTitle = useId();
  return (
    <div className="rounded-2xl border border-line bg-surface">
      <EmptyState
        icon={<StarIcon width={28} height={28} />}
        title="The athlete zone is for athletes"
        className="pb-6"
      >
        <p>{reason}</p>
        <p className="mt-2">
          Riders and skiers on Shred League startlists see here how managers pick them, their fantasy points
          and share images of their season. Are you one of them? Ask for your athlete profile below: staff
          check it is you and link it to your account.
        </p>
      </EmptyState>
      <section
        aria-labelledby={claimTitle}
        className="mx-auto flex w-full max-w-xl flex-col gap-4 border-t border-line px-5 py-6 sm:px-6"
      >
        <h3 id={claimTitle} className="text-base font-semibold text-fg">
          Claim your athlete profile
        </h3>
        <AthleteClaimRequest />
      </section>
      <div className="flex justify-center border-t border-line px-5 py-4">
        <ButtonLink to="/manager" variant="ghost">
          Back to the game
        </ButtonLink>
      </div>
    </div>
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
