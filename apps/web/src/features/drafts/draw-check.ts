import type { DraftOpening } from '@shred/contract';
import { type DrawnCard, type DrawVerification, serverSeedHash, verifyDraw } from '@shred/game';

export interface OpeningCheck extends DrawVerification {
  /** SHA-256 of the revealed seed, computed here in the browser. */
  computedHash: string;
  /** The cards the server stored, in draw order. */
  stored: DrawnCard[];
}

/**
 * Re-run an opening's draw in the browser from the revealed server seed, with the odds and pool
 * as they were at the opening, and compare with the cards the server minted.
 */
export function checkOpening(opening: DraftOpening, serverSeed: string): OpeningCheck {
  const stored = opening.cards.map((card) => ({ tier: card.tier, athleteId: card.id }));
  const verification = verifyDraw({
    serverSeed,
    serverSeedHash: opening.server_seed_hash,
    clientSeed: opening.client_seed,
    nonce: opening.nonce,
    cardsPerDraft: opening.cards.length,
    odds: opening.odds.map((o) => ({ tier: o.tier, weight: o.weight })),
    pool: opening.pool.map((p) => ({ athleteId: p.athlete_id, weight: p.weight })),
    cards: stored,
  });
  return { ...verification, computedHash: serverSeedHash(serverSeed), stored };
}
