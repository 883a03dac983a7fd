import type { Athlete, AthletePage } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athletes } from '../../db/schema/index.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedCatalog } from '../catalog/catalog.reference.ts';
import { insertAthletes, mintCard } from '../events/game.fixtures.ts';

let t: TestApp;
let viewer: TestUser;
let surfers: number[];
let named: number;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  await seedCatalog(db);
  viewer = await newUser(t.app);
  surfers = await insertAthletes(db, { sport: 'surfing', gender: 'W', count: 5 });
  await insertAthletes(db, { sport: 'surfing', gender: 'F', count: 1 });
  await insertAthletes(db, { sport: 'bmx', gender: 'M', count: 3 });
  const [row] = await db
    .insert(athletes)
    .values({
      slug: 'sindre-fjellheim-test',
      firstName: 'Sindre',
      lastName: 'Fjellheim',
      gender: 'M',
      primarySportId:
        (await db.query.sports.findFirst({ where: (s, { eq }) => eq(s.slug, 'freeskiing') }))?.id ?? 0,
      nationality: 'NOR',
      aspi: 91.5,
    })
    .returning({ id: athletes.id });
  named = row?.id ?? 0;
});
afterAll(() => t.close());

const list = (query: string, who?: TestUser) =>
  t.app.inject({ url: `/api/athletes/?${query}`, headers: who?.auth ?? {} });

describe('GET athletes/ (R3.27, R7.55)', () => {
  it('answers athletes in spec §3 field names, highest ASPI first', async () => {
    const res = await list('page_size=100');
    expect(res.statusCode).toBe(200);
    const page = res.json<AthletePage>();
    expect(page.count).toBe(10);
    const aspis = page.results.map((a) => a.aspi);
    expect(aspis).toEqual([...aspis].sort((a, b) => b - a));
    expect(page.results.find((a) => a.id === named)).toEqual({
      id: named,
      slug: 'sindre-fjellheim-test',
      first_name: 'Sindre',
      last_name: 'Fjellheim',
      avatar: null,
      gender: 'M',
      primary_sport: { name: 'Freeskiing', slug: 'freeskiing' },
      nationality: { ioc: 'NOR' },
      aspi: 91.5,
      owned_instances: [],
    });
  });

  it('searches names word by word, case-insensitively, and treats % and _ literally', async () => {
    expect((await list('q=fjell')).json<AthletePage>().results.map((a) => a.id)).toEqual([named]);
    expect((await list('q=SINDRE%20fjellheim')).json<AthletePage>().count).toBe(1);
    expect((await list('q=%25')).json<AthletePage>().count).toBe(0);
    expect((await list('q=_')).json<AthletePage>().count).toBe(0);
  });

  it('filters by sport and gender, W and F both meaning the women’s field (A12)', async () => {
    expect((await list('sport=surfing')).json<AthletePage>().count).toBe(6);
    expect((await list('sport=surfing&gender=W')).json<AthletePage>().count).toBe(6);
    expect((await list('sport=surfing&gender=M')).json<AthletePage>().count).toBe(0);
    expect((await list('sport=bmx&gender=M')).json<AthletePage>().count).toBe(3);
  });

  it('pages and refuses page sizes over 100', async () => {
    const second = (await list('page_size=4&page=3')).json<AthletePage>();
    expect(second.count).toBe(10);
    expect(second.results).toHaveLength(2);
    expect((await list('page_size=500')).statusCode).toBe(400);
    expect((await list('gender=X')).statusCode).toBe(400);
    expect((await list('q=%00')).statusCode).toBe(400);
  });

  it('shows the signed-in viewer’s own cards as owned_instances {id, background}', async () => {
    const athleteId = surfers[0] ?? 0;
    const card = await mintCard(t.database.db, {
      ownerId: viewer.id,
      athleteId,
      tier: 'legendary',
      contractGamesLeft: 4,
    });
    const mine = (await list('sport=surfing&page_size=100', viewer)).json<AthletePage>();
    expect(mine.results.find((a) => a.id === athleteId)?.owned_instances).toEqual([
      { id: card, background: 'legendary', contract_games_left: 4 },
    ]);
    const theirs = (await list('sport=surfing&page_size=100', await newUser(t.app))).json<AthletePage>();
    expect(theirs.results.every((a) => a.owned_instances.length === 0)).toBe(true);
  });
});

describe('GET athletes/{id}/ (R3.27)', () => {
  it('answers one athlete, 404 for an unknown id, 400 for an impossible one', async () => {
    const res = await t.app.inject({ url: `/api/athletes/${named}/` });
    expect(res.statusCode).toBe(200);
    expect(res.json<Athlete>().last_name).toBe('Fjellheim');
    expect((await t.app.inject({ url: '/api/athletes/2147483647/' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/athletes/-3/' })).statusCode).toBe(400);
  });
});
