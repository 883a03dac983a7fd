import type { AthleteCard, Reward, RewardClaim, RewardListQuery, RewardPage } from '@shred/contract';
import { DEFAULT_GAME_CONFIG } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { announceStale, readTags } from '../../platform/read-cache/stale-reads.ts';
import { mintCard } from '../cards/card-mint.ts';
import { presentCard } from '../cards/cards.presenter.ts';
import { createCardQueries } from '../cards/cards.queries.ts';
import { creditBalance, moveCredits } from '../credits/credit-ledger.ts';
import { awardXp } from '../xp/xp-awards.ts';
import { presentReward } from './rewards.presenter.ts';
import { createRewardQueries, type RewardRow } from './rewards.queries.ts';

const NO_REWARD = 'You have no reward with this id.';

/** Rewards (GAME.md "Engagement"): the caller's list, one reward, and claiming it once. */
export function createRewardsService({ db, now }: { db: Db; now: () => number }) {
  async function present(tx: Db, rows: RewardRow[]): Promise<Reward[]> {
    const cardIds = rows.flatMap((row) => (row.card_instance_id === null ? [] : [row.card_instance_id]));
    const cards = new Map<number, AthleteCard>();
    for (const card of await createCardQueries(tx).byIds(cardIds))
      cards.set(card.id, presentCard(card, [], null));
    return rows.map((row) =>
      presentReward(row, row.card_instance_id === null ? null : (cards.get(row.card_instance_id) ?? null)),
    );
  }

  async function one(tx: Db, userId: number, id: number): Promise<Reward> {
    const row = await createRewardQueries(tx).ofUser(userId, id);
    if (!row) throw notFound(NO_REWARD);
    const [reward] = await present(tx, [row]);
    if (!reward) throw notFound(NO_REWARD);
    return reward;
  }

  return {
    async list(userId: number, query: RewardListQuery): Promise<RewardPage> {
      const queries = createRewardQueries(db);
      const [counts, rows] = await Promise.all([
        queries.counts(userId),
        queries.page(userId, query.page_size, (query.page - 1) * query.page_size),
      ]);
      return {
        count: counts.total,
        unclaimed: counts.unclaimed,
        next: query.page * query.page_size < counts.total ? query.page + 1 : null,
        results: await present(db, rows),
      };
    },

    detail: (userId: number, id: number): Promise<Reward> => one(db, userId, id),

    /**
     * Claim in one transaction: the conditional update takes the reward (once, whoever races),
     * then its credits move through the ledger, its card is minted for the claimer, or its XP is
     * recorded in the XP ledger. A reward claimed before answers as it stands and moves nothing.
     */
    claim(userId: number, id: number): Promise<RewardClaim> {
      return db.transaction(async (tx) => {
        const queries = createRewardQueries(tx);
        const taken = await queries.take(userId, id);
        if (taken) {
          const reference = `reward:${taken.id}`;
          if (taken.kind === 'credits') {
            await moveCredits(tx, { userId, amount: taken.amount, reason: 'reward', reference });
          } else if (taken.kind === 'xp') {
            await awardXp(tx, [{ userId, reason: 'reward', reference: taken.id, amount: taken.amount }]);
          } else {
            const row = await queries.ofUser(userId, id);
            const today = new Date(now()).toISOString().slice(0, 10);
            const athlete = row && (await queries.cardAthlete(userId, row, today));
            if (!athlete) throw conflict('There is no athlete to make this card of yet. Try again later.');
            const cardId = await mintCard(tx, {
              athleteId: athlete.athleteId,
              tier: taken.card_tier ?? 'common',
              season: athlete.season,
              ownerId: userId,
              contractGamesLeft: DEFAULT_GAME_CONFIG.cards.newContractGames,
            });
            await queries.setCard(taken.id, cardId);
          }
          // Their XP, level and cards show on cached reads of them.
          await announceStale(tx, [readTags.user(userId)]);
        }
        return {
          reward: await one(tx, userId, id),
          claimed_now: taken !== undefined,
          balance: await creditBalance(tx, userId),
          xp: await queries.xpOf(userId),
        };
      });
    },
  };
}
