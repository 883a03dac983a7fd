import type { Endpoint } from './endpoints.ts';

/** Drafts (card packs): configuration, provably fair openings, history, and staff tools. */
export const draftsEndpoints = {
  draftList: { method: 'GET', path: 'drafts/', access: 'public', status: 200 },
  draftFairness: { method: 'GET', path: 'drafts/fairness/', access: 'user', status: 200 },
  draftRotateSeed: { method: 'PUT', path: 'drafts/fairness/', access: 'user', status: 200 },
  draftOpen: { method: 'POST', path: 'drafts/open/', access: 'user', status: 201 },
  draftHistory: { method: 'GET', path: 'drafts/history/', access: 'user', status: 200 },
  draftOpening: { method: 'GET', path: 'drafts/history/{id}/', access: 'user', status: 200 },
  draftDetail: { method: 'GET', path: 'drafts/{sport}/{tier}/', access: 'public', status: 200 },
  adminDraftList: { method: 'GET', path: 'admin/drafts/', access: 'staff', status: 200 },
  adminDraftPool: { method: 'GET', path: 'admin/drafts/pool/', access: 'staff', status: 200 },
  adminDraftPoolUpdate: { method: 'PUT', path: 'admin/drafts/pool/', access: 'staff', status: 200 },
  adminDraftSimulate: { method: 'POST', path: 'admin/drafts/simulate/', access: 'staff', status: 200 },
  adminDraftUpdate: { method: 'PUT', path: 'admin/drafts/{sport}/{tier}/', access: 'staff', status: 200 },
} as const satisfies Record<string, Endpoint>;
