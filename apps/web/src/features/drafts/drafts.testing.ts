import type { AthleteCard, Draft, DraftDetail, DraftOpening } from '@shred/contract';
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

export const POOL = [
  { athlete_id: 1, weight: 3 },
  { athlete_id: 2, weight: 1 },
];

export function buildDraftDetail(tier: Draft['tier'] = 'common'): DraftDetail {
  return { ...buildDraft(tier), pool: POOL };
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
