import type { GameDetail, SportEvent, SportEventPage, TokenPair } from '@shred/contract';
import { athleteId, cardId, type Team, teamViolations } from '@shred/game';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  athletes,
  cardInstances,
  creditLedger,
  quickplayCups,
  sports,
  users,
} from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { demoManagers, MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { DEMO_PASSWORD, seedDemoUsers } from '../users/users.demo.ts';
import { seedDemoSeason } from './season.demo.ts';

let t: TestApp;
let calendar: SportEvent[];
beforeAll(async () => {
  t = await createTestApp();
  await t.database.db.transaction((tx) => seedDemoUsers(tx));
  await t.database.db.transaction((tx) => seedDemoSeason(tx, t.clock.now()));
  const res = await t.app.inject({ url: '/api/events/?page_size=100' });
  calendar = res.json<SportEventPage>().results;
});
afterAll(() => t.close());

const byPhase = async (status: string) =>
  (await t.app.inject({ url: `/api/events/?status=${status}&page_size=100` })).json<SportEventPage>().results;

async function login(email: string): Promise<{ authorization: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/users/token/',
    payload: { email, password: DEMO_PASSWORD },
  });
  return { authorization: `Bearer ${res.json<TokenPair>().access}` };
}

describe('demo season (issue 4 "Data and demo data", R1.10)', () => {
  it('covers all seven sports with at least 150 athletes, every field big enough for a startlist', async () => {
    const db = t.database.db;
    const [sportCount] = await db.select({ n: count() }).from(sports);
    expect(sportCount?.n).toBe(7);
    const fields = await db
      .select({ sport: athletes.primarySportId, gender: athletes.gender, n: count() })
      .from(athletes)
      .groupBy(athletes.primarySportId, athletes.gender);
    expect(fields).toHaveLength(14);
    expect(fields.reduce((sum, f) => sum + f.n, 0)).toBeGreaterThanOrEqual(150);
    for (const field of fields) expect(field.n).toBeGreaterThanOrEqual(12);
    const [spread] = await db
      .select({ min: sql<number>`min(${athletes.aspi})`, max: sql<number>`max(${athletes.aspi})` })
      .from(athletes);
    expect(spread).toEqual({ min: 10, max: 98 });
  });

  it('holds 14 events: 5 past with complete games, 3 live with open games, 6 upcoming', async () => {
    expect(calendar).toHaveLength(14);
    const [past, live, upcoming] = await Promise.all([byPhase('past'), byPhase('live'), byPhase('upcoming')]);
    expect([past.length, live.length, upcoming.length]).toEqual([5, 3, 6]);
    for (const event of calendar) {
      expect(event.fantasy_games.length).toBeGreaterThanOrEqual(2);
      expect(event.fantasy_games.length).toBeLessThanOrEqual(4);
    }
    expect(past.flatMap((e) => e.fantasy_games).every((g) => g.status === 'CPL')).toBe(true);
    expect(live.flatMap((e) => e.fantasy_games).every((g) => g.status === 'OPN')).toBe(true);
    expect(upcoming.flatMap((e) => e.fantasy_games).every((g) => g.status === 'UPC')).toBe(true);
    const sportsSeen = new Set(calendar.flatMap((e) => e.sports.map((s) => s.slug)));
    expect(sportsSeen.size).toBe(7);
  });

  it('gives every game a qualifier and a final, and every live game a round still ahead', async () => {
    const now = t.clock.now();
    for (const game of calendar.flatMap((e) => e.fantasy_games)) {
      expect(game.competitions.map((c) => [c.name, c.is_final])).toEqual([
        ['Qualifier', false],
        ['Final', true],
      ]);
      if (game.status === 'OPN') {
        expect(game.competitions.every((c) => Date.parse(c.date) > now)).toBe(true);
        expect(Date.parse(game.opens_at)).toBeLessThanOrEqual(now);
      }
      if (game.status === 'UPC') expect(Date.parse(game.opens_at)).toBeGreaterThan(now);
    }
  });

  it('puts 12 to 24 athletes of the right field on every startlist', async () => {
    for (const game of calendar.flatMap((e) => e.fantasy_games)) {
      const detail = (await t.app.inject({ url: `/api/games/${game.id}/` })).json<GameDetail>();
      expect(detail.startlist.length).toBeGreaterThanOrEqual(12);
      expect(detail.startlist.length).toBeLessThanOrEqual(24);
      for (const entry of detail.startlist) {
        expect(entry.athlete.primary_sport.slug).toBe(game.sport.slug);
        expect(entry.athlete.gender === 'M').toBe(game.gender === 'M');
      }
    }
  });

  it('lets every demo manager fill a valid manager team in each live game with their own cards', async () => {
    const managers = await demoManagers(t.database.db);
    expect(managers.length).toBeGreaterThanOrEqual(5);
    const liveGames = calendar.flatMap((e) => e.fantasy_games).filter((g) => g.status === 'OPN');
    expect(liveGames.length).toBeGreaterThanOrEqual(7);
    for (const manager of managers) {
      const [row] = await t.database.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, manager.id));
      const auth = await login(row?.email ?? '');
      for (const game of liveGames) {
        const detail = (
          await t.app.inject({ url: `/api/games/${game.id}/`, headers: auth })
        ).json<GameDetail>();
        const playable = detail.startlist.flatMap((entry) => {
          const card = entry.athlete.owned_instances.find((c) => c.contract_games_left > 0);
          return card ? [{ entry, card }] : [];
        });
        expect(playable.length, `${manager.username} in game ${game.id}`).toBeGreaterThanOrEqual(5);
        const picks = playable.slice(0, 5);
        const team: Team = {
          picks: picks.map((p) => ({
            athleteId: athleteId(p.entry.athlete.id),
            card: { id: cardId(p.card.id), tier: p.card.background },
          })),
          captainId: athleteId(picks[0]?.entry.athlete.id ?? 1),
        };
        const violations = teamViolations(team, {
          mode: 'manager',
          now: t.clock.now(),
          startlist: detail.startlist.map((e) => ({
            athleteId: athleteId(e.athlete.id),
            aspi: e.athlete.aspi,
            locksAt: e.locks_at,
          })),
          ownedCards: picks.map((p) => ({
            id: cardId(p.card.id),
            athleteId: athleteId(p.entry.athlete.id),
            tier: p.card.background,
            contractGamesLeft: p.card.contract_games_left,
          })),
          cardsInOtherTeams: [],
        });
        expect(violations).toEqual([]);
      }
    }
  });

  it('gives the main demo account about 25 cards across every tier, and starting credits to all', async () => {
    const db = t.database.db;
    const main = (await demoManagers(db)).find((m) => m.username === MAIN_DEMO_USERNAME);
    const tiers = await db
      .select({ tier: cardInstances.tier, n: count() })
      .from(cardInstances)
      .where(eq(cardInstances.ownerId, main?.id ?? 0))
      .groupBy(cardInstances.tier);
    const total = tiers.reduce((sum, t) => sum + t.n, 0);
    expect(total).toBeGreaterThanOrEqual(25);
    expect(tiers.map((t) => t.tier).sort()).toEqual(['common', 'epic', 'legendary', 'rare']);
    const grants = await db.select().from(creditLedger);
    expect(grants.length).toBe((await demoManagers(db)).length);
    expect(grants.every((g) => g.reason === 'staff_grant' && g.amount > 0)).toBe(true);
  });

  it('seeds two quickplay cups holding games', async () => {
    const [cups] = await t.database.db.select({ n: count() }).from(quickplayCups);
    expect(cups?.n).toBe(2);
    const res = await t.app.inject({ url: '/api/quickplay/cups/' });
    expect(res.json<Array<{ games_count: number }>>().every((c) => c.games_count > 0)).toBe(true);
  });
});
