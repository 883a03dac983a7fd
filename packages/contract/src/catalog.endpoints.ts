import type { Endpoint } from './endpoints.ts';

/** Sports with their disciplines, and scoring rulesets (staff). */
export const catalogEndpoints = {
  sportList: { method: 'GET', path: 'sports/', access: 'public', status: 200 },
  rulesetList: { method: 'GET', path: 'admin/rulesets/', access: 'staff', status: 200 },
  rulesetCreate: { method: 'POST', path: 'admin/rulesets/', access: 'staff', status: 201 },
} as const satisfies Record<string, Endpoint>;
