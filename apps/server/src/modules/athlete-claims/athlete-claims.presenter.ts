import type { AdminAthleteClaim, AthleteClaim } from '@shred/contract';
import { presentAthleteSummary } from '../athletes/athlete-summary.ts';
import type { AthleteClaimRow } from './athlete-claims.queries.ts';

/** A claim as its sender reads it, the athlete as search shows one. */
export function presentAthleteClaim({ claim, athlete }: AthleteClaimRow): AthleteClaim {
  return {
    id: claim.id,
    athlete: presentAthleteSummary(athlete),
    message: claim.message,
    status: claim.status,
    reason: claim.reason,
    created_at: claim.createdAt.toISOString(),
    decided_at: claim.decidedAt?.toISOString() ?? null,
  };
}

/** A claim as staff read it: also who sent it and who decided it. */
export function presentAdminAthleteClaim(row: AthleteClaimRow): AdminAthleteClaim {
  return {
    ...presentAthleteClaim(row),
    user: {
      id: row.user.id,
      username: row.user.username,
      email: row.user.email,
      date_joined: row.user.dateJoined.toISOString(),
    },
    decided_by: row.decider,
  };
}
