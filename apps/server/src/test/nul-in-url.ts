import { newUser } from './factories.ts';
import { newStaffUser } from './game-factories.ts';
import type { TestApp } from './test-app.ts';

/**
 * The requests of issue 27.1 that carried a NUL in a query parameter to the database, which
 * failed them with a 500 on PGlite and on PostgreSQL alike; each with the parameter it names.
 */
export async function nulInUrlRequests(t: TestApp) {
  const user = await newUser(t.app);
  const staff = await newStaffUser(t.app, t.database.db);
  return [
    { method: 'GET', url: '/api/market/listings/?q=ab%00c', headers: {}, parameter: 'q' },
    {
      method: 'DELETE',
      url: '/api/notifications/push/?endpoint=%00',
      headers: user.auth,
      parameter: 'endpoint',
    },
    {
      method: 'DELETE',
      url: '/api/notifications/push/?fcm_token=%00',
      headers: user.auth,
      parameter: 'fcm_token',
    },
    { method: 'GET', url: '/api/admin/referrals/?query=%00', headers: staff.auth, parameter: 'query' },
  ] as const;
}
