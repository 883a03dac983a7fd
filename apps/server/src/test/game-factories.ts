import { DEFAULT_GAME_CONFIG } from '@shred/game';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import {
  athletes,
  cardInstances,
  competitions,
  disciplines,
  events,
  fantasyGames,
  quickplayCupGames,
  quickplayCups,
  rulesets,
  sports,
  startlistEntries,
  users,
} from '../db/schema/index.ts';
import { readTags } from '../platform/read-cache/stale-reads.ts';
import { newUser, type TestUser } from './factories.ts';
import { awaitScoring } from './scoring-jobs.ts';

const HOUR_MS = 3_600_000;
let sequence = 0;
const unique = (): string => `${process.pid}x${++sequence}x${Math.floor(Math.random() * 1e6)}`;

export interface GameFixture {
  eventId: number;
  eventSlug: string;
  sportSlug: string;
  gameId: number;
  cupSlug: string;
  /** Heat A starts in 1 hour, heat B in 3 hours, the final in 1 day (from the fixture's `now`). */
  rounds: { heatA: number; heatB: number; final: number };
  /** Startlist order: the first half starts in heat A, the second half in heat B. */
  athletes: Array<{ id: number; slug: string; aspi: number }>;
}

export interface GameFixtureOptions {
  now: number;
  athletes?: number;
  status?: 'UPC' | 'OPN' | 'CPL';
  /** ASPI of each athlete by startlist index; default 40 + 5·index (capped at 100). */
  aspi?: (index: number) => number;
  season?: string;
  ruleset?: { placePoints: number[]; step: number; minPoints: number; bonuses: Record<string, number> };
}

/**
 * A whole playable game inserted straight into the database (sport, discipline, ruleset,
 * event, game with three rounds, startlist, a quickplay cup holding it), with unique slugs so
 * several fixtures share one database.
 */
export async function createGameFixture(db: Db, options: GameFixtureOptions): Promise<GameFixture> {
  const id = unique();
  const count = options.athletes ?? 12;
  const [sport] = await db
    .insert(sports)
    .values({ slug: `sport-${id}`, name: `Sport ${id}` })
    .returning();
  if (!sport) throw new Error('sport insert failed');
  const [discipline] = await db
    .insert(disciplines)
    .values({ sportId: sport.id, slug: 'slopestyle', name: 'Slopestyle' })
    .returning();
  const base = DEFAULT_GAME_CONFIG.ruleset;
  const rules = options.ruleset ?? {
    placePoints: [...base.placePoints],
    step: base.dropPerPlaceAfterTable,
    minPoints: base.minimumPoints,
    bonuses: { ...base.bonuses },
  };
  const [ruleset] = await db
    .insert(rulesets)
    .values({ name: `rules-${id}`, ...rules })
    .returning();
  const athleteRows = await db
    .insert(athletes)
    .values(
      Array.from({ length: count }, (_, i) => ({
        slug: `rider-${id}-${i}`,
        firstName: `Rider${i}`,
        lastName: `Test${id}`,
        gender: 'M' as const,
        primarySportId: sport.id,
        nationality: 'SUI',
        aspi: options.aspi ? options.aspi(i) : Math.min(100, 40 + 5 * i),
      })),
    )
    .returning({ id: athletes.id, slug: athletes.slug, aspi: athletes.aspi });
  const day = new Date(options.now).toISOString().slice(0, 10);
  const eventSlug = `event-${id}`.replaceAll('x', '-');
  const [event] = await db
    .insert(events)
    .values({
      slug: eventSlug,
      name: `Event ${id}`,
      location: 'Laax',
      season: options.season ?? '2026',
      dateFrom: day,
      dateTo: day,
    })
    .returning();
  if (!discipline || !ruleset || !event) throw new Error('fixture insert failed');
  const [game] = await db
    .insert(fantasyGames)
    .values({
      eventId: event.id,
      disciplineId: discipline.id,
      gender: 'M',
      name: `Slopestyle Men ${id}`,
      status: options.status ?? 'OPN',
      opensAt: new Date(options.now - 24 * HOUR_MS),
      rulesetId: ruleset.id,
    })
    .returning();
  if (!game) throw new Error('game insert failed');
  const roundRows = await db
    .insert(competitions)
    .values([
      { gameId: game.id, name: 'Heat A', roundOrder: 1, startsAt: new Date(options.now + HOUR_MS) },
      { gameId: game.id, name: 'Heat B', roundOrder: 2, startsAt: new Date(options.now + 3 * HOUR_MS) },
      {
        gameId: game.id,
        name: 'Final',
        roundOrder: 3,
        isFinal: true,
        startsAt: new Date(options.now + 24 * HOUR_MS),
      },
    ])
    .returning({ id: competitions.id });
  const [heatA, heatB, final] = roundRows.map((r) => r.id);
  if (!heatA || !heatB || !final) throw new Error('round insert failed');
  await db.insert(startlistEntries).values(
    athleteRows.map((athlete, i) => ({
      gameId: game.id,
      athleteId: athlete.id,
      competitionId: i < count / 2 ? heatA : heatB,
      seed: i + 1,
    })),
  );
  const cupSlug = `cup-${id}`.replaceAll('x', '-');
  const [cup] = await db
    .insert(quickplayCups)
    .values({ slug: cupSlug, name: `Cup ${id}`, season: options.season ?? '2026' })
    .returning();
  if (cup) await db.insert(quickplayCupGames).values({ cupId: cup.id, gameId: game.id });
  return {
    eventId: event.id,
    eventSlug,
    sportSlug: sport.slug,
    gameId: game.id,
    cupSlug,
    rounds: { heatA, heatB, final },
    athletes: athleteRows,
  };
}

/** Mint cards of these athletes for a manager; answers the card ids in the same order. */
export async function giveCards(
  db: Db,
  ownerId: number,
  athleteIds: readonly number[],
  options: { tier?: 'common' | 'rare' | 'epic' | 'legendary'; contractGamesLeft?: number } = {},
): Promise<number[]> {
  const rows = await db
    .insert(cardInstances)
    .values(
      athleteIds.map((athleteId) => ({
        athleteId,
        tier: options.tier ?? 'common',
        season: '2026',
        serial: ++sequence * 1000 + Math.floor(Math.random() * 1000),
        ownerId,
        contractGamesLeft: options.contractGamesLeft ?? 10,
      })),
    )
    .returning({ id: cardInstances.id });
  return rows.map((r) => r.id);
}

/** A registered user made staff (the API reads the flag on every request). */
export async function newStaffUser(app: FastifyInstance, db: Db): Promise<TestUser> {
  const user = await newUser(app);
  await db.update(users).set({ isStaff: true }).where(eq(users.id, user.id));
  // The server keeps signed-in users' rows in memory: a change behind its back is announced.
  await app.staleReads.announce(db, [readTags.user(user.id)]);
  return user;
}

/** A valid body for POST games/{id}/teams/: the first five athletes, the first as captain. */
export function teamBody(
  fixture: GameFixture,
  options: { mode?: 'manager' | 'quickplay'; indexes?: number[]; cards?: number[]; captain?: number } = {},
) {
  const indexes = options.indexes ?? [0, 1, 2, 3, 4];
  const picks = indexes.map((index, i) => ({
    athlete_id: fixture.athletes[index]?.id ?? 0,
    ...(options.cards ? { card_instance_id: options.cards[i] ?? null } : {}),
  }));
  return {
    mode: options.mode ?? (options.cards ? 'manager' : 'quickplay'),
    picks,
    captain_id: fixture.athletes[options.captain ?? indexes[0] ?? 0]?.id ?? 0,
  };
}

/**
 * Staff import places 1, 2, 3… for the first `count` athletes of the startlist, each in their
 * own round, and wait for the scoring passes the import queued.
 */
export async function importPlaces(app: FastifyInstance, staff: TestUser, game: GameFixture, count: number) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/events/${game.eventSlug}/results/`,
    headers: staff.auth,
    payload: {
      results: game.athletes
        .slice(0, count)
        .map((a, i) => ({ game_id: game.gameId, athlete_id: a.id, place: i + 1 })),
    },
  });
  await awaitScoring(app, staff, res);
  return res;
}
