import type { Endpoint } from './endpoints.ts';

/** Claiming an athlete profile (requirements A7): the request, and staff's decision. */
export const athleteClaimsEndpoints = {
  athleteClaimCreate: { method: 'POST', path: 'athlete-zone/claims/', access: 'user', status: 201 },
  athleteClaimMine: { method: 'GET', path: 'athlete-zone/claims/mine/', access: 'user', status: 200 },
  adminAthleteClaimList: { method: 'GET', path: 'admin/athlete-claims/', access: 'staff', status: 200 },
  adminAthleteClaimApprove: {
    method: 'POST',
    path: 'admin/athlete-claims/{id}/approve/',
    access: 'staff',
    status: 200,
  },
  adminAthleteClaimDecline: {
    method: 'POST',
    path: 'admin/athlete-claims/{id}/decline/',
    access: 'staff',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
