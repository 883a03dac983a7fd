import type { Athlete, SearchResult, SportEvent } from '@shred/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createGameFixture, type GameFixture, giveCards } from '../../test/game-factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let viewer: TestUser;
let game: GameFixture;
let card: number;

beforeAll(async () => {
  t = await createTestApp();
  viewer = await newUser(t.app);
  game = await createGameFixture(t.database.db, { now: t.clock.now() });
  [card = 0] = await giveCards(t.database.db, viewer.id, [game.athletes[3]?.id ?? 0], { tier: 'rare' });
});
afterAll(() => t.close());

async function read<T>(url: string, who: TestUser | null): Promise<T> {
  const res = await t.app.inject({ url: `/api/${url}`, headers: who?.auth ?? {} });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json<T>();
}

describe('search answers athletes and events as the spec entities (issue 27.5, R3.27, R3.24)', () => {
  it('finds an athlete with aspi and the viewer’s cards, as the athlete page shows it (issue 27.5, R3.27)', async () => {
    const athleteId = game.athletes[3]?.id ?? 0;
    const detail = await read<Athlete>(`athletes/${athleteId}/`, viewer);
    const name = `${detail.first_name} ${detail.last_name}`;
    const found = (await read<SearchResult>(`core/search/?query=${encodeURIComponent(name)}`, viewer))
      .athletes;
    const athlete = found.find((a) => a.id === athleteId);
    expect(athlete).toEqual(detail);
    expect(athlete).toMatchObject({
      aspi: game.athletes[3]?.aspi,
      owned_instances: [{ id: card, background: 'rare', contract_games_left: 10 }],
    });
    const anonymous = await read<SearchResult>(`core/search/?query=${encodeURIComponent(name)}`, null);
    expect(anonymous.athletes.find((a) => a.id === athleteId)?.owned_instances).toEqual([]);
  });

  it('finds an event with its fantasy games, as the event page shows it (issue 27.5, R3.24)', async () => {
    const detail = await read<SportEvent>(`events/${game.eventSlug}/`, viewer);
    const found = await read<SearchResult>(`core/search/?query=${encodeURIComponent(detail.name)}`, viewer);
    const event = found.events.find((e) => e.slug === game.eventSlug);
    expect(event).toEqual(detail);
    expect(event?.fantasy_games.map((g) => [g.id, g.status, g.competitions.length])).toEqual([
      [game.gameId, 'OPN', 3],
    ]);
  });
});
