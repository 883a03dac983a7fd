import type {
  AthleteCard,
  CreditBundleView,
  Draft,
  DraftDetail,
  DraftOpening,
  Purchase,
} from '@shred/contract';
import { DEFAULT_DRAFTS, drawDraft, serverSeedHash } from '@shred/game';
import { buildCard } from '../../../features/teams/teams.testing.ts';

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

export const BUNDLES: CreditBundleView[] = [
  { id: 'handful', credits: 100, price_cents: 99, currency: 'EUR', label: 'Handful' },
  { id: 'stack', credits: 550, price_cents: 499, currency: 'EUR', label: 'Stack' },
  { id: 'vault', credits: 1200, price_cents: 999, currency: 'EUR', label: 'Vault' },
];

export function buildPurchase(id: number, overrides: Partial<Purchase> = {}): Purchase {
  return {
    id,
    bundle_id: 'stack',
    credits: 550,
    price_cents: 499,
    currency: 'EUR',
    status: 'completed',
    provider: 'dev',
    created_at: '2026-11-20T10:00:00.000Z',
    completed_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export const page = <T>(results: T[], next: number | null = null, count = results.length) => ({
  count,
  next,
  results,
});

/** What a page passes to the mocked api client. */
export interface CallOptions {
  body?: unknown;
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  headers?: Record<string, string>;
}
