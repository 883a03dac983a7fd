import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { StarIcon } from '../../ui/icons.tsx';
import { athleteZoneKeys } from '../athlete-zone/athlete-zone-queries.ts';
import { AthleteClaimForm } from './athlete-claim-form.tsx';
import { useMyAthleteClaimQuery } from './athlete-claim-queries.ts';
import { AthleteClaimStatus } from './athlete-claim-status.tsx';

/**
 * How a player who is an athlete gets the zone (A7): the request form before any request, then
 * the request's state: waiting; declined, with the reason and a way to ask again; approved,
 * with the way in (the zone loads afresh, its refusal being out of date).
 */
export function AthleteClaimRequest() {
  const mine = useMyAthleteClaimQuery();
  const queryClient = useQueryClient();
  // The declined request the player chose to follow with a new one.
  const [againAfter, setAgainAfter] = useState<number | null>(null);

  if (mine.isPending)
    return (
      <div
        role="status"
        aria-busy="true"
        aria-label="Loading your request"
        className="h-40 animate-pulse rounded-xl bg-surface-2"
      />
    );
  if (mine.isError)
    return (
      <div role="alert" className="flex flex-col items-start gap-2 text-sm text-danger">
        Could not load your request: {errorMessage(mine.error)}
        <Button size="sm" variant="secondary" loading={mine.isRefetching} onClick={() => void mine.refetch()}>
          Try again
        </Button>
      </div>
    );

  const claim = mine.data.claim;
  if (!claim || (claim.status === 'declined' && againAfter === claim.id)) return <AthleteClaimForm />;
  return (
    <AthleteClaimStatus claim={claim}>
      {claim.status === 'declined' ? (
        <Button variant="secondary" className="self-start" onClick={() => setAgainAfter(claim.id)}>
          Send another request
        </Button>
      ) : claim.status === 'approved' ? (
        <ButtonLink
          to="/athlete-zone"
          icon={<StarIcon width={16} height={16} />}
          className="self-start"
          onClick={() => void queryClient.resetQueries({ queryKey: athleteZoneKeys.all })}
        >
          Open my athlete zone
        </ButtonLink>
      ) : null}
    </AthleteClaimStatus>
  );
}
