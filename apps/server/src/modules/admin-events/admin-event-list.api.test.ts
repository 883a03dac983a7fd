import type { SportEventPage } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { newStaff } from '../events/game.fixtures.ts';

let t: TestApp;
let staff: TestUser;
let manager: TestUser;

const stops = [
  { name: 'Laax Open', location: 'Laax, Switzerland', sports: ['snowboarding'] },
  { name: 'Dew Tour Copper', location: 'Copper Mountain, USA', sports: ['snowboarding', 'freeskiing'] },
  { name: 'Pipeline Pro', location: 'Oahu, Hawaii', sports: ['surfing'] },
  { name: 'X_Games 100% Aspen', location: 'Aspen, USA', sports: ['freeskiing'] },
];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalog(t.database.db);
  staff = await newStaff(t.app, t.database.db);
  manager = await newUser(t.app);
  for (const stop of stops) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/events/',
      headers: staff.auth,
      payload: { ...stop, date_from: '2031-02-01', date_to: '2031-02-03' },
    });
    expect(res.statusCode, stop.name).toBe(201);
  }
});
afterAll(() => t.close());

async function list(query: string, who: TestUser | null = staff) {
  return t.app.inject({ method: 'GET', url: `/api/admin/events/?${query}`, headers: who?.auth ?? {} });
}

const names = (page: SportEventPage) => page.results.map((e) => e.name).sort();

describe('GET admin/events/ (staff event list)', () => {
  it('is staff only: 403 to a manager, 401 to anonymous callers', async () => {
    expect((await list('', manager)).statusCode).toBe(403);
    expect((await list('', null)).statusCode).toBe(401);
  });

  it('finds events by every word given, in the name, location or slug, case-insensitively', async () => {
    const byName = await list('q=laax');
    expect(byName.statusCode).toBe(200);
    expect(names(byName.json<SportEventPage>())).toEqual(['Laax Open']);
    expect(names((await list('q=USA')).json<SportEventPage>())).toEqual([
      'Dew Tour Copper',
      'X_Games 100% Aspen',
    ]);
    expect(names((await list('q=usa%20copper')).json<SportEventPage>())).toEqual(['Dew Tour Copper']);
    expect(names((await list('q=pipeline-pro')).json<SportEventPage>())).toEqual(['Pipeline Pro']);
  });

  it('treats % and _ as plain characters, not patterns', async () => {
    expect(names((await list('q=100%25')).json<SportEventPage>())).toEqual(['X_Games 100% Aspen']);
    expect(names((await list('q=x_g')).json<SportEventPage>())).toEqual(['X_Games 100% Aspen']);
    expect((await list('q=%25%25%25')).json<SportEventPage>().count).toBe(0);
  });

  it('combines the search with the calendar filters and paging', async () => {
    expect(names((await list('q=usa&sport=freeskiing')).json<SportEventPage>())).toEqual([
      'Dew Tour Copper',
      'X_Games 100% Aspen',
    ]);
    expect(names((await list('q=usa&sport=surfing')).json<SportEventPage>())).toEqual([]);
    const upcoming = (await list('status=upcoming&q=open')).json<SportEventPage>();
    expect(names(upcoming)).toEqual(['Laax Open']);
    expect((await list('status=past&q=open')).json<SportEventPage>().count).toBe(0);
    const paged = (await list('q=usa&page_size=1')).json<SportEventPage>();
    expect(paged).toMatchObject({ count: 2, results: [expect.any(Object)] });
  });

  it('refuses a search longer than 80 characters with a field error', async () => {
    const res = await list(`q=${'a'.repeat(81)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { q: [expect.any(String)] } });
  });
});
