import { type RouteDef, routePath, routes } from '@shred/contract';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athleteGamePoints,
  cardInstances,
  competitions,
  contractSpends,
  creditLedger,
  events,
  fantasyGames,
  follows,
  mailOutbox,
  passwordResets,
  refreshTokens,
  results,
  rulesets,
  startlistEntries,
  teamPicks,
  teams,
  trackingEvents,
  users,
} from './db/schema/index.ts';
import { newUser, type TestUser } from './test/factories.ts';
import { createTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const watchedTables = {
  users,
  refreshTokens,
  passwordResets,
  follows,
  mailOutbox,
  trackingEvents,
  events,
  fantasyGames,
  competitions,
  startlistEntries,
  rulesets,
  cardInstances,
  creditLedger,
  teams,
  teamPicks,
  results,
  athleteGamePoints,
  contractSpends,
};

async function snapshot(): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(watchedTables).map(async ([name, table]) => {
      const [row] = await t.database.db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Values that stress parsers: wrong types, huge and odd strings, nesting, prototype keys. */
const hostile = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
  fc.string({ maxLength: 300, unit: 'binary' }),
  fc.constantFrom(
    '',
    ' ',
    '__proto__',
    '{"a":1}',
    'null',
    '-1',
    '1e309',
    'x'.repeat(5000),
    '\u0000',
    '../../etc/passwd',
  ),
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'credentials',
      'refresh',
      'target_user_id',
      'username',
      'id',
      '__proto__',
      'constructor',
    ),
    fc.anything({ maxDepth: 2 }),
  ),
);

const segment = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.constantFrom('0', '-1', '99999999999999999999', '%00', '..', 'me'),
);

/**
 * The path as the web client builds it (`routePath`), or null where the client refuses the values:
 * a `..` value would make fetch call another path, even one outside /api/.
 */
function clientPath(route: RouteDef, values: string[]): string | null {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  const params = Object.fromEntries(names.map((name, i) => [name, values[i] || 'x']));
  try {
    return routePath(route.path, params);
  } catch {
    return null;
  }
}

/** Inputs that once failed a run, replayed on every run so that they cannot come back unseen. */
const REGRESSIONS: Array<[unknown, string[], boolean]> = [
  // Dot segments took the call out of /api/ to the web app (seed 1942038086).
  ['', ['..', '..'], false],
];

// Routes whose valid calls rightly write (register, login...) are still fuzzed: random bodies
// are practically never valid, and any 2xx is checked to be a declared status.
describe('every endpoint of the accounts issue survives hostile input with a 4xx and no change', () => {
  for (const [name, route] of Object.entries(routes) as Array<[string, RouteDef]>) {
    it(`${route.method} ${route.path} (${name})`, async () => {
      const user: TestUser = await newUser(t.app);
      // Deleting the account is a valid call whatever the body; fuzz it anonymously only.
      const signedInRuns = name === 'deleteAccount' ? fc.constant(false) : fc.boolean();
      await fc.assert(
        fc.asyncProperty(
          hostile,
          fc.array(segment, { minLength: 2, maxLength: 2 }),
          signedInRuns,
          async (body, params, signedIn) => {
            const path = clientPath(route, params);
            if (path === null) return;
            const before = await snapshot();
            const res = await t.app.inject({
              method: route.method,
              url: `/api/${path}`,
              headers: signedIn ? user.auth : {},
              ...(route.method === 'GET' || route.method === 'DELETE'
                ? {}
                : {
                    payload: JSON.stringify(body ?? null),
                    headers: { ...(signedIn ? user.auth : {}), 'content-type': 'application/json' },
                  }),
            });
            expect(res.statusCode, res.body).toBeLessThan(500);
            if (res.statusCode >= 400) {
              expect(typeof res.json().detail).toBe('string');
              expect(await snapshot()).toEqual(before);
            } else {
              expect(Object.keys(route.response).map(Number)).toContain(res.statusCode);
            }
          },
        ),
        { numRuns: 60, examples: REGRESSIONS },
      );
    });
  }
});
