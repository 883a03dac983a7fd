import type { Endpoint } from './endpoints.ts';

/** Staff tools for challenge sets and their challenges, one by one or imported in bulk. */
export const adminChallengesEndpoints = {
  adminChallengeSetList: { method: 'GET', path: 'admin/challenge-sets/', access: 'staff', status: 200 },
  adminChallengeSetCreate: { method: 'POST', path: 'admin/challenge-sets/', access: 'staff', status: 201 },
  adminChallengeSetDetail: {
    method: 'GET',
    path: 'admin/challenge-sets/{id}/',
    access: 'staff',
    status: 200,
  },
  adminChallengeSetUpdate: {
    method: 'PUT',
    path: 'admin/challenge-sets/{id}/',
    access: 'staff',
    status: 200,
  },
  adminChallengeSetDelete: {
    method: 'DELETE',
    path: 'admin/challenge-sets/{id}/',
    access: 'staff',
    status: 204,
  },
  adminChallengeCreate: { method: 'POST', path: 'admin/challenges/', access: 'staff', status: 201 },
  adminChallengeImport: { method: 'POST', path: 'admin/challenges/import/', access: 'staff', status: 200 },
  adminChallengeUpdate: { method: 'PUT', path: 'admin/challenges/{id}/', access: 'staff', status: 200 },
  adminChallengeDelete: { method: 'DELETE', path: 'admin/challenges/{id}/', access: 'staff', status: 204 },
} as const satisfies Record<string, Endpoint>;
