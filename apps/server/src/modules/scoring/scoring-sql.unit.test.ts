import {
  athleteId,
  athletePoints,
  CARD_TIERS,
  type CardTier,
  type Ruleset,
  rankGameEntries,
  scoreTeam,
} from '@shred/game';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.ts';
import {
  athleteGamePoints,
  currentStandings,
  results,
  teamPicks,
  teams,
  users,
} from '../../db/schema/index.ts';
import { createGameFixture } from '../../test/game-factories.ts';
import { createScorer } from './scoring.service.ts';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await database.migrate();
}, 60_000);
afterAll(() => database.close());

const rulesetArb = fc
  .record({
    table: fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 1, maxLength: 10 }),
    step: fc.integer({ min: 0, max: 7 }),
    min: fc.integer({ min: 0, max: 5 }),
    bonusA: fc.integer({ min: 0, max: 25 }),
    bonusB: fc.integer({ min: 0, max: 25 }),
  })
  .map(
    (r): Ruleset => ({
      placePoints: [...r.table].sort((a, b) => b - a),
      dropPerPlaceAfterTable: r.step,
      minimumPoints: r.min,
      bonuses: { bestRun: r.bonusA, madeFinal: r.bonusB },
    }),
  );

const ATHLETES = 12;
const roundResultArb = fc.option(
  fc.record({
    place: fc.integer({ min: 1, max: 40 }),
    bonuses: fc.array(fc.constantFrom('bestRun', 'madeFinal'), { maxLength: 3 }),
  }),
  { nil: null },
);
/** Per athlete, a result (or none) in each of the fixture's three rounds. */
const resultsArb = fc.array(fc.tuple(roundResultArb, roundResultArb, roundResultArb), {
  minLength: ATHLETES,
  maxLength: ATHLETES,
});

const teamArb = fc.record({
  athletes: fc.shuffledSubarray([...Array(ATHLETES).keys()], { minLength: 5, maxLength: 5 }),
  tiers: fc.array(fc.constantFrom<CardTier | null>(null, ...CARD_TIERS), { minLength: 5, maxLength: 5 }),
  captain: fc.integer({ min: 0, max: 4 }),
  mode: fc.constantFrom('manager' as const, 'quickplay' as const),
  // Few distinct times, so equal scores often meet equal submission times.
  submittedAt: fc.integer({ min: 0, max: 3 }).map((s) => Date.UTC(2026, 0, 1, 12, 0, s, 250)),
});

describe('the SQL scorer equals packages/game on random data (GAME.md "Scoring and ranking")', () => {
  it('athlete points, team scores and ranks match athletePoints, scoreTeam and rankGameEntries', async () => {
    const db = database.db;
    const scorer = createScorer(() => Date.now());
    await fc.assert(
      fc.asyncProperty(
        rulesetArb,
        resultsArb,
        fc.array(teamArb, { minLength: 1, maxLength: 25 }),
        async (ruleset, rounds, drafted) => {
          const game = await createGameFixture(db, {
            now: Date.now(),
            ruleset: {
              placePoints: [...ruleset.placePoints],
              step: ruleset.dropPerPlaceAfterTable,
              minPoints: ruleset.minimumPoints,
              bonuses: { ...ruleset.bonuses },
            },
          });
          const roundIds = [game.rounds.heatA, game.rounds.heatB, game.rounds.final];
          const rows = game.athletes.flatMap((athlete, i) =>
            (rounds[i] ?? []).flatMap((r, round) =>
              r
                ? [
                    {
                      competitionId: roundIds[round] ?? 0,
                      athleteId: athlete.id,
                      place: r.place,
                      bonuses: r.bonuses,
                    },
                  ]
                : [],
            ),
          );
          if (rows.length) await db.insert(results).values(rows);
          const owners = await db
            .insert(users)
            .values(drafted.map((_, i) => ({ username: `scorer-${game.gameId}-${i}` })))
            .returning({ id: users.id });
          const stored = await db
            .insert(teams)
            .values(
              drafted.map((team, i) => ({
                gameId: game.gameId,
                userId: owners[i]?.id ?? 0,
                mode: team.mode,
                captainAthleteId: game.athletes[team.athletes[team.captain] ?? 0]?.id ?? 0,
                submittedAt: new Date(team.submittedAt),
              })),
            )
            .returning({ id: teams.id });
          await db.insert(teamPicks).values(
            drafted.flatMap((team, i) =>
              team.athletes.map((a, j) => ({
                teamId: stored[i]?.id ?? 0,
                gameId: game.gameId,
                athleteId: game.athletes[a]?.id ?? 0,
                tier: team.mode === 'manager' ? (team.tiers[j] ?? 'common') : null,
              })),
            ),
          );

          await db.transaction((tx) => scorer.pass(tx, game.gameId));

          const expectedResult = (i: number) => {
            const own = (rounds[i] ?? []).flatMap((r) => (r ? [r] : []));
            const last = own.at(-1);
            return last ? { place: last.place, bonuses: own.flatMap((r) => r.bonuses) } : undefined;
          };
          const points = await db
            .select()
            .from(athleteGamePoints)
            .where(eq(athleteGamePoints.gameId, game.gameId));
          game.athletes.forEach((athlete, i) => {
            const expected = expectedResult(i);
            const row = points.find((p) => p.athleteId === athlete.id);
            if (!expected) expect(row).toBeUndefined();
            else expect(row?.points).toBe(athletePoints(expected, ruleset).total);
          });

          const athleteResults = game.athletes.flatMap((athlete, i) => {
            const expected = expectedResult(i);
            return expected ? [{ athleteId: athleteId(athlete.id), ...expected }] : [];
          });
          const scored = (
            await db
              .select({ id: teams.id, hundredths: currentStandings.hundredths, rank: currentStandings.rank })
              .from(teams)
              .leftJoin(currentStandings, eq(currentStandings.teamId, teams.id))
              .where(eq(teams.gameId, game.gameId))
          ).map(({ id, hundredths, rank }) => ({
            id,
            score: hundredths === null ? null : hundredths / 100,
            rank,
          }));
          const expectedScores = drafted.map((team, i) => {
            const picks = team.athletes.map((a, j) => ({
              athleteId: athleteId(game.athletes[a]?.id ?? 0),
              card: team.mode === 'manager' ? { tier: team.tiers[j] ?? ('common' as const) } : null,
            }));
            const captainId = athleteId(game.athletes[team.athletes[team.captain] ?? 0]?.id ?? 0);
            return {
              id: stored[i]?.id ?? 0,
              mode: team.mode,
              submittedAt: team.submittedAt,
              ...{ score: scoreTeam({ picks, captainId }, athleteResults, { ruleset }).total },
            };
          });
          for (const mode of ['manager', 'quickplay'] as const) {
            for (const entry of rankGameEntries(expectedScores.filter((e) => e.mode === mode))) {
              expect(scored.find((s) => s.id === entry.id)).toEqual({
                id: entry.id,
                score: entry.score,
                rank: entry.rank,
              });
            }
          }
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);
});
