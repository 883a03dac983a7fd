import type { Endpoint } from './endpoints.ts';

/** The admin-users calls (issue 17). */
export const adminUsersEndpoints = {} as const satisfies Record<string, Endpoint>;
