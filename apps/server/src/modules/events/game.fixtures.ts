import type { CardTier } from '@shred/game';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  competitions,
  eventSports,
  events,
  fantasyGames,
  sports,
  startlistEntries,
  users,
} from '../../db/schema/index.ts';
import { readTags } from '../../platform/read-cache/stale-reads.ts';
import { newUser, type TestUser } from '../../test/factories.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import { moveCredits } from '../credits/credit-ledger.ts';

/** Test fixtures for the game's data, written straight to the database (needs seedCatalog). */

let counter = 0;
const unique = (): string => `${process.pid}-${++counter}-${Math.floor(Math.random() * 1e6)}`;
const HOUR_MS = 3_600_000;

export async function newStaff(app: FastifyInstance, db: Db): Promise<TestUser> {
  const staff = await newUser(app);
  await db.update(users).set({ isStaff: true }).where(eq(users.id, staff.id));
  // The server keeps signed-in users' rows in memory: a change behind its back is announced.
  await app.staleReads.announce(db, [readTags.user(staff.id)]);
  return staff;
}

export async function insertAthletes(
  db: Db,
  options: { sport?: string; gender?: 'M' | 'W' | 'F'; count?: number; aspi?: number } = {},
): Promise<number[]> {
  const [sport] = await db
    .select({ id: sports.id })
    .from(sports)
    .where(eq(sports.slug, options.sport ?? 'snowboarding'));
  if (!sport) throw new Error('run seedCatalog first');
  const rows = await db
    .insert(athletes)
    .values(
      Array.from({ length: options.count ?? 1 }, (_, i) => {
        const tag = unique();
        return {
          slug: `rider-${tag}`,
          firstName: `Rider${i}`,
          lastName: `Test${tag}`,
          gender: options.gender ?? 'M',
          primarySportId: sport.id,
          nationality: 'SUI',
          aspi: options.aspi ?? 20 + ((i * 7) % 70),
        };
      }),
    )
    .returning({ id: athletes.id });
  return rows.map((r) => r.id);
}

export interface InsertedGame {
  eventId: number;
  eventSlug: string;
  gameId: number;
  roundIds: number[];
  athleteIds: number[];
}

/** An event with one snowboard slopestyle game, two rounds and a startlist in the first round. */
export async function insertGame(
  db: Db,
  options: {
    now: number;
    opensInMs?: number;
    status?: 'UPC' | 'OPN' | 'CPL';
    firstRoundInMs?: number;
    gender?: 'M' | 'W';
    startlist?: number[];
    season?: string;
    dateOffsetDays?: number;
  },
): Promise<InsertedGame> {
  const catalog = createCatalogQueries(db);
  const found = await catalog.discipline('snowboarding', 'slopestyle');
  const ruleset = await catalog.defaultRuleset();
  if (!found || !ruleset) throw new Error('run seedCatalog first');
  const first = options.now + (options.firstRoundInMs ?? 48 * HOUR_MS);
  const day = (ms: number) =>
    new Date(ms + (options.dateOffsetDays ?? 0) * 86_400_000).toISOString().slice(0, 10);
  const slug = `test-event-${unique()}`;
  const [event] = await db
    .insert(events)
    .values({
      slug,
      name: `Test Event ${slug}`,
      location: 'Laax, Switzerland',
      season: options.season ?? 'test',
      dateFrom: day(first),
      dateTo: day(first + 24 * HOUR_MS),
    })
    .returning({ id: events.id });
  if (!event) throw new Error('event insert failed');
  await db.insert(eventSports).values({ eventId: event.id, sportId: found.sport.id });
  const gender = options.gender ?? 'M';
  const [game] = await db
    .insert(fantasyGames)
    .values({
      eventId: event.id,
      disciplineId: found.discipline.id,
      gender,
      name: 'Slopestyle Men',
      status: options.status ?? 'UPC',
      opensAt: new Date(options.now + (options.opensInMs ?? -HOUR_MS)),
      rulesetId: ruleset.id,
    })
    .returning({ id: fantasyGames.id });
  if (!game) throw new Error('game insert failed');
  const rounds = await db
    .insert(competitions)
    .values([
      { gameId: game.id, name: 'Qualifier', roundOrder: 1, isFinal: false, startsAt: new Date(first) },
      {
        gameId: game.id,
        name: 'Final',
        roundOrder: 2,
        isFinal: true,
        startsAt: new Date(first + 24 * HOUR_MS),
      },
    ])
    .returning({ id: competitions.id });
  const roundIds = rounds.map((r) => r.id);
  const athleteIds = options.startlist ?? (await insertAthletes(db, { gender, count: 6 }));
  if (athleteIds.length) {
    await db.insert(startlistEntries).values(
      athleteIds.map((athleteId, i) => ({
        gameId: game.id,
        athleteId,
        competitionId: roundIds[0] ?? 0,
        seed: i + 1,
      })),
    );
  }
  return { eventId: event.id, eventSlug: slug, gameId: game.id, roundIds, athleteIds };
}

export async function mintCard(
  db: Db,
  card: { ownerId: number | null; athleteId: number; tier?: CardTier; contractGamesLeft?: number },
): Promise<number> {
  const [row] = await db
    .insert(cardInstances)
    .values({
      athleteId: card.athleteId,
      ownerId: card.ownerId,
      tier: card.tier ?? 'common',
      season: 'test',
      serial: Math.floor(Math.random() * 1e9),
      contractGamesLeft: card.contractGamesLeft ?? 10,
    })
    .returning({ id: cardInstances.id });
  if (!row) throw new Error('card insert failed');
  return row.id;
}

export async function grantCredits(db: Db, userId: number, amount: number): Promise<void> {
  const outcome = await moveCredits(db, { userId, amount, reason: 'staff_grant', reference: 'test' });
  if (!outcome.moved) throw new Error(`test grant of ${amount} to user ${userId} would overdraw`);
}
