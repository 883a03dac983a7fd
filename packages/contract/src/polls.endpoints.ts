import type { Endpoint } from './endpoints.ts';

/** Fan votes on an event (INTERFACE.md "Premium, polls, insights"). */
export const pollsEndpoints = {
  eventPolls: { method: 'GET', path: 'polls/{eventSlug}/', access: 'public', status: 200 },
  pollVote: { method: 'POST', path: 'polls/{id}/vote/', access: 'user', status: 201 },
  adminPollList: { method: 'GET', path: 'admin/polls/', access: 'staff', status: 200 },
  adminPollCreate: { method: 'POST', path: 'admin/polls/', access: 'staff', status: 201 },
  adminPollDelete: { method: 'DELETE', path: 'admin/polls/{id}/', access: 'staff', status: 204 },
} as const satisfies Record<string, Endpoint>;
