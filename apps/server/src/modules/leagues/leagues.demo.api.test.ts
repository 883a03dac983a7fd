import type { LeagueDetail, LeaguePage, LeagueStandingsPage, TokenPair } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../seed/seed.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { DEMO_PASSWORD } from '../users/users.demo.ts';
import { DEMO_LEAGUES } from './leagues.demo.ts';

let t: TestApp;
let demo: { authorization: string };
beforeAll(async () => {
  t = await createTestApp();
  // The whole first start of a server with demo data, as main runs it.
  await seed(t.database.db, { admin: null, demoData: true, log: t.app.log });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email: 'demo@shredleague.app', password: DEMO_PASSWORD },
  });
  demo = { authorization: `Bearer ${login.json<TokenPair>().access}` };
}, 180_000);
afterAll(() => t.close());

const get = async <T>(url: string): Promise<T> => {
  const res = await t.app.inject({ url: `/api/${url}`, headers: demo });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};

describe('demo leagues on first start (issue 15.5, R1.12)', () => {
  it('has the demo account own one league and belong to another, with its rank in each', async () => {
    const mine = await get<LeaguePage>('leagues/');
    const bySlug = new Map(mine.results.map((league) => [league.slug, league]));
    expect(bySlug.get('demo-crew')).toMatchObject({ is_owner: true, is_member: true });
    expect(bySlug.get('powder-hounds')).toMatchObject({ is_owner: false, is_member: true });
    for (const league of mine.results) expect(league.my_rank).toBeGreaterThanOrEqual(1);
    expect(mine.results.every((league) => league.members_count > 2)).toBe(true);
  });

  it('shows standings with points at once, and one league scoped to a sport, another to events', async () => {
    for (const league of DEMO_LEAGUES) {
      const standings = await get<LeagueStandingsPage>(`leagues/${league.slug}/standings/`);
      expect(standings.count, league.slug).toBeGreaterThan(2);
      expect(standings.results[0]?.points, league.slug).toBeGreaterThan(0);
    }
    expect((await get<LeagueDetail>('leagues/powder-hounds/')).sports).toHaveLength(1);
    const locals = await get<LeagueDetail>('leagues/late-season-locals/');
    expect(locals.events.length).toBeGreaterThan(0);
    expect(locals.joining_closed).toBe(true);
  });
});
