import { athletePrice, type CardTier, DEFAULT_GAME_CONFIG } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { type cardInstances, type competitions, teamPicks, teams } from '../../db/schema/index.ts';
import type { DemoRandom } from '../../seed/demo-random.ts';
import {
  type DemoAthlete,
  drawTier,
  planCaptain,
  planManagerPicks,
  planQuickplayPicks,
} from './demo-entries.ts';

export interface DemoGame {
  id: number;
  status: 'UPC' | 'OPN' | 'CPL';
  opensAt: Date;
  season: string;
  bonuses: Record<string, number>;
  sportId: number;
  gender: 'M' | 'W';
  rounds: Array<typeof competitions.$inferSelect>;
  startlist: DemoAthlete[];
  cupId: number | null;
}

type CardRow = typeof cardInstances.$inferSelect;
type CardRef = { id: number } | { mint: number };

interface PlannedTeam {
  gameId: number;
  userId: number;
  mode: 'manager' | 'quickplay';
  cupId: number | null;
  captain: number;
  submittedAt: Date;
  picks: Array<{ athleteId: number; card: CardRef | null; tier: CardTier | null; price: number | null }>;
}

const HOUR_MS = 3_600_000;
const PICKS = DEFAULT_GAME_CONFIG.team.picks;
/** How often a generated manager enters a game: manager mode in their favourite sports only. */
const MANAGER_SHARE = 0.8;
const QUICKPLAY_SHARE = 0.45;
const FAVOURITE_SPORTS = 2;
/** Cards a generated manager collects per sport and gender, reused from game to game. */
const COLLECTION = 7;

/** What each demo account does: the main one leaves most live games open to play. */
const DEMO_ROLES: Record<string, 'main' | 'keen' | 'casual'> = {
  demo: 'main',
  kai_slides: 'keen',
  'mia.rips': 'keen',
  jonas_bmx: 'casual',
  ayumi: 'casual',
};

export interface DemoTeamsInput {
  games: readonly DemoGame[];
  generated: readonly number[];
  demo: ReadonlyArray<{ id: number; username: string }>;
  ownCards: readonly CardRow[];
  now: number;
  random: DemoRandom;
}

/** Plan every demo team (valid under the game's rules), then insert them in bulk. */
export function planDemoTeams({ games, generated, demo, ownCards, now, random }: DemoTeamsInput) {
  const planned: PlannedTeam[] = [];
  const cardsToMint: Array<{ ownerId: number; athleteId: number; tier: CardTier; season: string }> = [];
  const mintIndex = new Map<string, number>();
  const usedInPast = new Set<number>();

  const submittedAt = (game: DemoGame): Date => {
    const firstRound = game.rounds[0]?.startsAt.getTime() ?? now;
    if (game.status === 'CPL')
      return new Date(firstRound - random.int(2, 140) * HOUR_MS - random.int(0, 3_599_999));
    const from = Math.min(game.opensAt.getTime(), now - HOUR_MS);
    return new Date(Math.floor(from + random.next() * (now - from)));
  };
  const quickplay = (game: DemoGame, userId: number) => {
    const picks = game.cupId === null ? null : planQuickplayPicks(game.startlist, random);
    if (!picks) return;
    planned.push({
      gameId: game.id,
      userId,
      mode: 'quickplay',
      cupId: game.cupId,
      captain: planCaptain(picks, random),
      submittedAt: submittedAt(game),
      picks: picks.map((a) => ({ athleteId: a.id, card: null, tier: null, price: athletePrice(a.aspi) })),
    });
  };
  const manager = (
    game: DemoGame,
    userId: number,
    picks: DemoAthlete[],
    cardOf: (a: DemoAthlete) => [CardRef, CardTier],
  ) => {
    planned.push({
      gameId: game.id,
      userId,
      mode: 'manager',
      cupId: null,
      captain: planCaptain(picks, random),
      submittedAt: submittedAt(game),
      picks: picks.map((a) => {
        const [card, tier] = cardOf(a);
        return { athleteId: a.id, card, tier, price: null };
      }),
    });
  };
  /** A demo account's own cards that may play this game: one per athlete, the best tier. */
  const ownTeam = (game: DemoGame, userId: number, minContract: number): Map<number, CardRow> | null => {
    const onList = new Map(game.startlist.map((a) => [a.id, a]));
    const best = new Map<number, CardRow>();
    for (const card of ownCards) {
      if (card.ownerId !== userId || !onList.has(card.athleteId) || card.contractGamesLeft < minContract)
        continue;
      if (game.status === 'CPL' && usedInPast.has(card.id)) continue;
      const seen = best.get(card.athleteId);
      if (!seen || card.contractGamesLeft > seen.contractGamesLeft) best.set(card.athleteId, card);
    }
    return best.size >= PICKS ? best : null;
  };

  const sports = [...new Set(games.map((g) => g.sportId))];
  const favourites = new Map(
    generated.map((id) => [id, new Set(random.shuffle(sports).slice(0, FAVOURITE_SPORTS))]),
  );
  const collections = new Map<string, DemoAthlete[]>();
  /** Five of the manager's cards for this game, collecting new ones only when too few are on the startlist. */
  const collectedPicks = (game: DemoGame, userId: number): DemoAthlete[] => {
    const key = `${userId}:${game.sportId}:${game.gender}`;
    const onList = new Set(game.startlist.map((a) => a.id));
    const owned = (collections.get(key) ?? []).filter((a) => onList.has(a.id));
    const extra = planManagerPicks(
      game.startlist.filter((a) => !owned.some((o) => o.id === a.id)),
      random,
    ).slice(0, Math.max(0, COLLECTION - owned.length));
    collections.set(key, [...(collections.get(key) ?? []), ...extra]);
    return random.shuffle([...owned, ...extra]).slice(0, PICKS);
  };

  let mainInLiveGame = false;
  for (const [gameIndex, game] of games.entries()) {
    for (const userId of generated) {
      if (favourites.get(userId)?.has(game.sportId) && random.next() < MANAGER_SHARE) {
        manager(game, userId, collectedPicks(game, userId), (a) => {
          const key = `${userId}:${a.id}`;
          let index = mintIndex.get(key);
          if (index === undefined) {
            index =
              cardsToMint.push({
                ownerId: userId,
                athleteId: a.id,
                tier: drawTier(random),
                season: game.season,
              }) - 1;
            mintIndex.set(key, index);
          }
          return [{ mint: index }, cardsToMint[index]?.tier ?? 'common'];
        });
      }
      if (random.next() < QUICKPLAY_SHARE) quickplay(game, userId);
    }
    for (const [userIndex, account] of demo.entries()) {
      const role = DEMO_ROLES[account.username];
      if (!role) continue;
      const past = game.status === 'CPL';
      if (past ? (gameIndex + userIndex) % 2 === 0 : role === 'casual') quickplay(game, account.id);
      // Past games show results to everyone; of the live games the main account enters one.
      const entersWithCards = past || role === 'keen' || (role === 'main' && !mainInLiveGame);
      if (!entersWithCards) continue;
      const cards = ownTeam(game, account.id, past ? 2 : 1);
      if (!cards) continue;
      const picks = game.startlist
        .filter((a) => cards.has(a.id))
        .sort((a, b) => b.aspi - a.aspi)
        .slice(0, PICKS);
      manager(game, account.id, picks, (a) => {
        const card = cards.get(a.id) as CardRow;
        if (past) usedInPast.add(card.id);
        return [{ id: card.id }, card.tier];
      });
      if (role === 'main' && !past) mainInLiveGame = true;
    }
  }

  return {
    cardsToMint,
    /** Insert the planned teams and picks; `minted` holds the ids of cardsToMint, in order. */
    async insert(
      db: Db,
      minted: readonly number[],
      insertChunked: <T>(rows: readonly T[], insert: (chunk: T[]) => Promise<unknown>) => Promise<void>,
    ): Promise<void> {
      const ids = new Map<string, number>();
      const key = (t: { gameId: number; userId: number; mode: string }) =>
        `${t.gameId}:${t.userId}:${t.mode}`;
      await insertChunked(planned, async (chunk) => {
        const rows = await db
          .insert(teams)
          .values(
            chunk.map((t) => ({
              gameId: t.gameId,
              userId: t.userId,
              mode: t.mode,
              cupId: t.cupId,
              captainAthleteId: t.captain,
              submittedAt: t.submittedAt,
              updatedAt: t.submittedAt,
            })),
          )
          .returning({ id: teams.id, gameId: teams.gameId, userId: teams.userId, mode: teams.mode });
        for (const row of rows) ids.set(key(row), row.id);
      });
      const picks = planned.flatMap((t) =>
        t.picks.map((p) => ({
          teamId: ids.get(key(t)) ?? 0,
          gameId: t.gameId,
          athleteId: p.athleteId,
          cardInstanceId: p.card === null ? null : 'id' in p.card ? p.card.id : (minted[p.card.mint] ?? null),
          tier: p.tier,
          price: p.price,
          pickedAt: t.submittedAt,
        })),
      );
      await insertChunked(picks, (chunk) => db.insert(teamPicks).values(chunk));
    },
  };
}
