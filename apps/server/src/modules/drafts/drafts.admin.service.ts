import { randomBytes } from 'node:crypto';
import type {
  AdminDraft,
  AdminDraftBody,
  AdminPoolBody,
  AdminPoolEntry,
  DraftKey,
  SimulateBody,
  Simulation,
} from '@shred/contract';
import { CARD_TIERS, type CardTier, drawDraft, tierRank } from '@shred/game';
import type { Db } from '../../db/client.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import {
  CARDS_PER_DRAFT,
  presentAdminDraft,
  presentAdminPoolEntry,
  presentOdds,
  presentPool,
} from './drafts.presenter.ts';
import { createDraftQueries } from './drafts.queries.ts';
import { newServerSeed } from './seed-pairs.ts';

/** The tiers a draft's odds may name: its own tier and the ones above it (the named tier is the floor). */
const tiersFrom = (floor: CardTier): CardTier[] => CARD_TIERS.slice(tierRank(floor));

const unknownSport = (sport: string) => notFound(`There is no sport "${sport}".`);
const unknownDraft = (key: DraftKey) => notFound(`There is no ${key.tier} ${key.sport} draft.`);

function oddsBelowFloor(tier: CardTier, below: CardTier[]): Error {
  const message = `A ${tier} draft gives ${tiersFrom(tier).join(', ')} cards only: take ${below.join(', ')} out of its odds.`;
  return badRequest(message, { odds: [message] });
}

/** Staff tools for drafts: configuration per sport × tier, the pools, and a simulator that stores nothing. */
export function createDraftAdminService(db: Db) {
  const queries = createDraftQueries(db);

  async function sportIdOf(slug: string): Promise<number> {
    const sport = await queries.sportBySlug(slug);
    if (!sport) throw unknownSport(slug);
    return sport.id;
  }

  async function poolEntries(sportId: number | null): Promise<AdminPoolEntry[]> {
    return (await queries.poolAthletes(sportId)).map(presentAdminPoolEntry);
  }

  return {
    list: async (): Promise<AdminDraft[]> => (await queries.allConfigs()).map(presentAdminDraft),

    /** The named tier is the floor: a rare draft can give rare, epic and legendary cards, never commons. */
    async update(key: DraftKey, body: AdminDraftBody): Promise<AdminDraft> {
      const below = body.odds
        .filter((o) => o.weight > 0 && tierRank(o.tier) < tierRank(key.tier))
        .map((o) => o.tier);
      if (below.length > 0) throw oddsBelowFloor(key.tier, below);
      const sportId = await sportIdOf(key.sport);
      const odds = body.odds.filter((o) => o.weight > 0).sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
      await queries.saveConfig({ sportId, tier: key.tier, price: body.price, odds, onSale: body.on_sale });
      const saved = await queries.config(key.sport, key.tier);
      if (!saved) throw unknownDraft(key);
      return presentAdminDraft(saved);
    },

    async pool(sport: string | undefined): Promise<AdminPoolEntry[]> {
      return poolEntries(sport === undefined ? null : await sportIdOf(sport));
    },

    /** Set an athlete's weight in their sport's pool; 0 takes them out. Answers that sport's pool. */
    async setPoolWeight(body: AdminPoolBody): Promise<AdminPoolEntry[]> {
      const sportId = await sportIdOf(body.sport);
      const athlete = await queries.athlete(body.athlete_id);
      if (!athlete) throw notFound(`There is no athlete with id ${body.athlete_id}.`);
      if (athlete.primarySportId !== sportId) {
        throw conflict(
          `Athlete ${body.athlete_id} does not ride ${body.sport} as their main sport, so they cannot be in its pool.`,
        );
      }
      await queries.setPoolWeight(sportId, body.athlete_id, body.weight);
      return poolEntries(sportId);
    },

    /**
     * Run openings through the real draw with a fresh random server seed and client seed (one
     * nonce per opening) and count what came out. Nothing is stored.
     */
    async simulate(body: SimulateBody): Promise<Simulation> {
      const config = await queries.config(body.sport, body.tier);
      if (!config) throw unknownDraft(body);
      const pool = await queries.pool(config.sportId);
      if (pool.length === 0) {
        throw conflict(`The ${body.sport} pool is empty: add athletes to it before simulating its drafts.`);
      }
      const serverSeed = newServerSeed();
      const clientSeed = randomBytes(8).toString('hex');
      const tiers = Object.fromEntries(CARD_TIERS.map((tier) => [tier, 0])) as Record<CardTier, number>;
      const athletes = new Map(pool.map((p) => [p.athleteId, 0]));
      for (let nonce = 0; nonce < body.openings; nonce++) {
        const cards = drawDraft({
          serverSeed,
          clientSeed,
          nonce,
          cardsPerDraft: CARDS_PER_DRAFT,
          odds: config.odds,
          pool,
        });
        for (const card of cards) {
          tiers[card.tier] += 1;
          athletes.set(card.athleteId, (athletes.get(card.athleteId) ?? 0) + 1);
        }
      }
      return {
        openings: body.openings,
        tiers,
        athletes: [...athletes].map(([athlete_id, count]) => ({ athlete_id, count })),
        odds: presentOdds(config.odds),
        pool: presentPool(pool),
      };
    },
  };
}
