import type { AthleteCard, Draft, DraftDetail, DraftOpening, PoolAthlete } from '@shred/contract';
import { DEFAULT_DRAFTS, drawDraft, serverSeedHash } from '@shred/game';
import { buildCard } from '../teams/teams.testing.ts';

export const SERVER_SEED = 'a'.repeat(64);

/** A draft of snowboarding at `tier`, with the default price and odds. */
export function buildDraft(tier: Draft['tier'] = 'common', sport = 'snowboarding'): Draft {
  const { price, odds } = DEFAULT_DRAFTS[tier];
  const total = odds.reduce((sum, o) => sum + o.weight, 0);
  return {
    sport,
    tier,
    price,
    cards_per_draft: 3,
    odds: odds.map((o) => ({ ...o, probability: o.weight / total })),
  };
}

const poolAthlete = (
  athlete_id: number,
  weight: number,
  first_name: string,
  last_name: string,
): PoolAthlete => ({
  athlete_id,
  weight,
  slug: `${first_name}-${last_name}`.toLowerCase(),
  first_name,
  last_name,
  gender: 'M',
  avatar: null,
  nationality: { ioc: 'SUI' },
  aspi: 70,
});

/** The pool as a draft's page shows it: each athlete with their name and portrait fields. */
export const POOL_ATHLETES = [poolAthlete(1, 3, 'Mika', 'Arnold'), poolAthlete(2, 1, 'Jonas', 'Berg')];

/** The pool as an opening keeps it for its proof: ids and weights. */
export const POOL = POOL_ATHLETES.map(({ athlete_id, weight }) => ({ athlete_id, weight }));

export function buildDraftDetail(tier: Draft['tier'] = 'common'): DraftDetail {
  return { ...buildDraft(tier), pool: POOL_ATHLETES };
}

/**
 * An opening whose cards really are the draw of SERVER_SEED, as the server would have minted
 * them; `server_seed` null until revealed.
 */
export function buildOpening(id: number, overrides: Partial<DraftOpening> = {}): DraftOpening {
  const draft = buildDraftDetail('common');
  const clientSeed = overrides.client_seed ?? 'my-seed';
  const nonce = overrides.nonce ?? 0;
  const drawn = drawDraft({
    serverSeed: SERVER_SEED,
    clientSeed,
    nonce,
    cardsPerDraft: 3,
    odds: draft.odds,
    pool: POOL.map((p) => ({ athleteId: p.athlete_id, weight: p.weight })),
  });
  const cards: AthleteCard[] = drawn.map((card, i) =>
    buildCard(id * 10 + i, card.athleteId, { tier: card.tier, background: card.tier }),
  );
  return {
    id,
    sport: 'snowboarding',
    tier: 'common',
    price: draft.price,
    cards,
    odds: draft.odds,
    pool: POOL,
    server_seed_hash: serverSeedHash(SERVER_SEED),
    client_seed: clientSeed,
    nonce,
    server_seed: null,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
