import type { CardTier } from '@shred/game';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  competitions,
  disciplines,
  events,
  fantasyGames,
  quickplayCupGames,
  results,
  rulesets,
  startlistEntries,
  users,
} from '../../db/schema/index.ts';
import { demoRandom } from '../../seed/demo-random.ts';
import { demoManagers, shuffleDemoSerials } from '../cards/cards.demo.ts';
import { spendContractsStatement } from '../results/contract-spend.sql.ts';
import { createScorer } from '../scoring/scoring.service.ts';
import { bonusKey } from '../scoring/scoring-config.ts';
import { type DemoAthlete, managerHandles, planRounds } from './demo-entries.ts';
import { type DemoGame, planDemoTeams } from './demo-teams.ts';

/** Fixed, so every machine seeds the same results and teams. */
const DEMO_TEAMS_SEED = 0x7ea_2026;
const GENERATED_MANAGERS = 200;
const DAY_MS = 86_400_000;
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for the widest row here. */
const CHUNK = 2000;

async function insertChunked<T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** The complete (past) and open (live) games with what planning needs. */
async function demoGames(db: Db): Promise<DemoGame[]> {
  const rows = await db
    .select({
      id: fantasyGames.id,
      status: fantasyGames.status,
      opensAt: fantasyGames.opensAt,
      season: events.season,
      bonuses: rulesets.bonuses,
      sportId: disciplines.sportId,
      gender: fantasyGames.gender,
    })
    .from(fantasyGames)
    .innerJoin(events, eq(events.id, fantasyGames.eventId))
    .innerJoin(disciplines, eq(disciplines.id, fantasyGames.disciplineId))
    .innerJoin(rulesets, eq(rulesets.id, fantasyGames.rulesetId))
    .where(inArray(fantasyGames.status, ['CPL', 'OPN']))
    .orderBy(asc(fantasyGames.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const rounds = await db
    .select()
    .from(competitions)
    .where(inArray(competitions.gameId, ids))
    .orderBy(asc(competitions.roundOrder));
  const lists = await db
    .select({ gameId: startlistEntries.gameId, id: athletes.id, aspi: athletes.aspi })
    .from(startlistEntries)
    .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
    .where(and(inArray(startlistEntries.gameId, ids), eq(startlistEntries.withdrawn, false)))
    .orderBy(asc(athletes.id));
  const cups = await db.select().from(quickplayCupGames).where(inArray(quickplayCupGames.gameId, ids));
  return rows.map((game) => ({
    ...game,
    rounds: rounds.filter((r) => r.gameId === game.id),
    startlist: lists
      .filter((l) => l.gameId === game.id)
      .map((l): DemoAthlete => ({ id: l.id, aspi: l.aspi })),
    cupId: cups.find((c) => c.gameId === game.id)?.cupId ?? null,
  }));
}

/** Official results of every past game: a qualifier for the startlist, a final for its top 8. */
async function seedPastResults(db: Db, games: readonly DemoGame[], random: ReturnType<typeof demoRandom>) {
  const rows = games
    .filter((game) => game.status === 'CPL' && game.rounds.length > 0)
    .flatMap((game) => {
      const bonus = {
        bestRun: bonusKey('bestRun', { bonuses: game.bonuses }),
        madeFinal: bonusKey('madeFinal', { bonuses: game.bonuses }),
      };
      const { qualifier, final } = planRounds(game.startlist, random, bonus);
      const first = game.rounds[0];
      const last = game.rounds.at(-1);
      return [
        ...qualifier.map((r) => ({ ...r, competitionId: first?.id ?? 0 })),
        ...(last && last !== first ? final.map((r) => ({ ...r, competitionId: last.id })) : []),
      ];
    });
  await insertChunked(rows, (chunk) => db.insert(results).values(chunk));
}

/** Managers without a login who fill the leaderboards. */
async function seedManagers(db: Db, now: number, random: ReturnType<typeof demoRandom>): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(
      managerHandles(GENERATED_MANAGERS).map((username) => ({
        username,
        email: `${username}@managers.demo.invalid`,
        completedManagerWelcome: true,
        xp: random.int(0, 12_000),
        dateJoined: new Date(now - random.int(20, 400) * DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows.map((r) => r.id);
}

/** Cards for generated managers' picks, numbered after the serials already minted. */
async function mintCards(
  db: Db,
  wanted: ReadonlyArray<{ ownerId: number; athleteId: number; tier: CardTier; season: string }>,
): Promise<number[]> {
  if (wanted.length === 0) return [];
  const taken = await db
    .select({
      athleteId: cardInstances.athleteId,
      tier: cardInstances.tier,
      season: cardInstances.season,
      serial: max(cardInstances.serial),
    })
    .from(cardInstances)
    .groupBy(cardInstances.athleteId, cardInstances.tier, cardInstances.season);
  const next = new Map(taken.map((t) => [`${t.athleteId}:${t.tier}:${t.season}`, t.serial ?? 0]));
  const values = wanted.map((card) => {
    const key = `${card.athleteId}:${card.tier}:${card.season}`;
    const serial = (next.get(key) ?? 0) + 1;
    next.set(key, serial);
    return { ...card, serial, contractGamesLeft: 10 };
  });
  const ids: number[] = [];
  await insertChunked(values, async (chunk) => {
    const rows = await db.insert(cardInstances).values(chunk).returning({ id: cardInstances.id });
    ids.push(...rows.map((r) => r.id));
  });
  return ids;
}

/**
 * Results of the past games, and teams of the demo managers and 200 generated managers in
 * past and live games, scored and ranked like real ones, so leaderboards, rankings and cups
 * are alive (issue 4). Complete games have spent their cards' contract games, as finalising
 * does. Runs after the season seeder (events, games, athletes, cards).
 */
export async function seedDemoTeams(db: Db, now: number = Date.now()): Promise<void> {
  const random = demoRandom(DEMO_TEAMS_SEED);
  const games = await demoGames(db);
  if (games.length === 0) return;
  await seedPastResults(db, games, random);
  const generated = await seedManagers(db, now, random);
  const demo = await demoManagers(db);
  const ownCards = await db
    .select()
    .from(cardInstances)
    .where(
      inArray(
        cardInstances.ownerId,
        demo.map((m) => m.id),
      ),
    );
  const plan = planDemoTeams({ games, generated, demo, ownCards, now, random });
  const minted = await mintCards(db, plan.cardsToMint);
  await shuffleDemoSerials(db);
  await plan.insert(db, minted, insertChunked);
  for (const game of games.filter((g) => g.status === 'CPL')) {
    await db.execute(spendContractsStatement(game.id, new Date(now)));
  }
  // Scored inline by the pass the scoring jobs run, so the demo comes up fully ranked.
  const scorer = createScorer(() => now);
  for (const game of games) await db.transaction((tx) => scorer.pass(tx, game.id));
}
