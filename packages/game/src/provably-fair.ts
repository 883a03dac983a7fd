import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { TierWeight } from './economy.ts';
import { type CardTier, tierRank } from './tiers.ts';

/*
 * The provably fair draw of INTERFACE.md "Economy", implemented once for the server that draws
 * and the browser that verifies. Pure and synchronous: the server seed's randomness comes from
 * the caller.
 */

const TWO_POW_32 = 2 ** 32;

/** Hex SHA-256 of the server seed's 64-character hex string (the string's bytes, not the decoded seed). */
export function serverSeedHash(serverSeedHex: string): string {
  return bytesToHex(sha256(utf8ToBytes(serverSeedHex)));
}

/** The bytes of one opening read 4 at a time; rounds of HMAC-SHA256 are computed as they are needed. */
export interface DrawStream {
  nextUint32(): number;
}

export function drawStream(serverSeed: string, clientSeed: string, nonce: number): DrawStream {
  const key = utf8ToBytes(serverSeed);
  let round = 0;
  let block = new DataView(new ArrayBuffer(0));
  let offset = 0;
  return {
    nextUint32() {
      if (offset === block.byteLength) {
        const bytes = hmac(sha256, key, utf8ToBytes(`${clientSeed}:${nonce}:${round}`));
        block = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
        round += 1;
        offset = 0;
      }
      // 32-byte blocks split evenly into 4-byte words, so a word never straddles two rounds.
      const u = block.getUint32(offset);
      offset += 4;
      return u;
    },
  };
}

/**
 * The index picked from integer weights by rejection sampling: words at or above the largest
 * multiple of the total are skipped, so every unit of weight is equally likely.
 */
export function pickWeighted(stream: DrawStream, weights: readonly number[]): number {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.some((w) => !Number.isInteger(w) || w < 0))
    throw new RangeError('Weights must be whole numbers ≥ 0.');
  if (total <= 0) throw new RangeError('At least one weight must be above 0.');
  if (total >= TWO_POW_32) throw new RangeError('The weights must sum to less than 2³².');
  const limit = Math.floor(TWO_POW_32 / total) * total;
  let u = stream.nextUint32();
  while (u >= limit) u = stream.nextUint32();
  const target = u % total;
  let running = 0;
  for (const [i, weight] of weights.entries()) {
    running += weight;
    if (running > target) return i;
  }
  throw new RangeError('Unreachable: the running sum always passes the target.');
}

export interface DraftDrawInput {
  readonly serverSeed: string;
  readonly clientSeed: string;
  readonly nonce: number;
  readonly cardsPerDraft: number;
  readonly odds: readonly TierWeight[];
  readonly pool: readonly { readonly athleteId: number; readonly weight: number }[];
}

export interface DrawnCard {
  readonly tier: CardTier;
  readonly athleteId: number;
}

/** The cards of one opening in draw order: per card, its tier from the odds, then its athlete from the pool. */
export function drawDraft(input: DraftDrawInput): DrawnCard[] {
  const odds = [...input.odds].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
  const pool = [...input.pool].sort((a, b) => a.athleteId - b.athleteId);
  const tierWeights = odds.map((o) => o.weight);
  const athleteWeights = pool.map((p) => p.weight);
  const stream = drawStream(input.serverSeed, input.clientSeed, input.nonce);
  const cards: DrawnCard[] = [];
  for (let i = 0; i < input.cardsPerDraft; i++) {
    const tier = odds[pickWeighted(stream, tierWeights)]!.tier;
    const athleteId = pool[pickWeighted(stream, athleteWeights)]!.athleteId;
    cards.push({ tier, athleteId });
  }
  return cards;
}

export interface DrawVerification {
  /** The revealed seed is the one whose hash was committed before the draw. */
  readonly seedMatchesHash: boolean;
  readonly recomputed: DrawnCard[];
  /** The stored cards equal the recomputed ones, in order. */
  readonly cardsMatch: boolean;
}

export function verifyDraw(
  input: DraftDrawInput & { readonly serverSeedHash: string; readonly cards: readonly DrawnCard[] },
): DrawVerification {
  const seedMatchesHash = serverSeedHash(input.serverSeed) === input.serverSeedHash.toLowerCase();
  const recomputed = drawDraft(input);
  const cardsMatch =
    recomputed.length === input.cards.length &&
    recomputed.every(
      (card, i) => card.tier === input.cards[i]?.tier && card.athleteId === input.cards[i]?.athleteId,
    );
  return { seedMatchesHash, recomputed, cardsMatch };
}
