import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DRAFTS } from './economy.ts';
import {
  type DraftDrawInput,
  type DrawStream,
  drawDraft,
  drawStream,
  pickWeighted,
  serverSeedHash,
  verifyDraw,
} from './provably-fair.ts';
import { CARD_TIERS } from './tiers.ts';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** The scheme of INTERFACE.md written again with node:crypto, to check the browser-safe one against. */
function referenceWords(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const words: number[] = [];
  for (let round = 0; words.length < count; round++) {
    const block = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:${round}`).digest();
    for (let i = 0; i < block.length; i += 4) words.push(block.readUInt32BE(i));
  }
  return words.slice(0, count);
}

function referencePick(words: number[], weights: readonly number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  const limit = Math.floor(2 ** 32 / total) * total;
  for (;;) {
    const u = words.shift();
    if (u === undefined) throw new Error('reference stream ran out');
    if (u >= limit) continue;
    let running = 0;
    for (const [i, w] of weights.entries()) {
      running += w;
      if (running > u % total) return i;
    }
  }
}

const streamOf = (words: number[]): DrawStream => ({
  nextUint32: () => {
    const u = words.shift();
    if (u === undefined) throw new Error('fixed stream ran out');
    return u;
  },
});

const baseInput: DraftDrawInput = {
  serverSeed: SEED,
  clientSeed: 'player-seed',
  nonce: 0,
  cardsPerDraft: 3,
  odds: DEFAULT_DRAFTS.common.odds,
  pool: [
    { athleteId: 1, weight: 5 },
    { athleteId: 2, weight: 3 },
    { athleteId: 7, weight: 2 },
  ],
};

describe('provably fair draw (INTERFACE.md Economy, issue 13)', () => {
  it('hashes the server seed as its hex string, matching node:crypto and a pinned value', () => {
    expect(serverSeedHash(SEED)).toBe(createHash('sha256').update(SEED).digest('hex'));
    expect(serverSeedHash(SEED)).toBe('7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c');
  });

  it('reads HMAC-SHA256 rounds 4 bytes at a time, big-endian, across round boundaries', () => {
    const stream = drawStream(SEED, 'player-seed', 0);
    const words = Array.from({ length: 16 }, () => stream.nextUint32());
    expect(words.slice(0, 3)).toEqual([560147977, 2148088207, 1749617249]);
    expect(words.slice(8, 10)).toEqual([2805346073, 516801787]);
    expect(words).toEqual(referenceWords(SEED, 'player-seed', 0, 16));
  });

  it('gives a different stream for another nonce or client seed', () => {
    const first = (client: string, nonce: number) => drawStream(SEED, client, nonce).nextUint32();
    expect(first('player-seed', 1)).toBe(referenceWords(SEED, 'player-seed', 1, 1)[0]);
    expect(first('player-seed', 1)).not.toBe(first('player-seed', 0));
    expect(first('other', 0)).not.toBe(first('player-seed', 0));
  });

  it('picks the first item whose running sum exceeds u mod W', () => {
    expect(pickWeighted(streamOf([0]), [2, 3])).toBe(0);
    expect(pickWeighted(streamOf([1]), [2, 3])).toBe(0);
    expect(pickWeighted(streamOf([2]), [2, 3])).toBe(1);
    expect(pickWeighted(streamOf([9]), [2, 3])).toBe(1);
    expect(pickWeighted(streamOf([7]), [2, 3])).toBe(1);
    expect(pickWeighted(streamOf([6]), [2, 3])).toBe(0);
  });

  it('rejects words at or above floor(2³² ÷ W) × W and reads the next ones', () => {
    // W = 5: limit = 4294967295, so 0xffffffff is rejected and the pick comes from 5 (mod 5 = 0).
    expect(pickWeighted(streamOf([0xffffffff, 5]), [2, 3])).toBe(0);
    // W = 3·2³⁰: limit = W, so a quarter of all words are rejected.
    const big = [2 ** 30, 2 ** 31];
    expect(pickWeighted(streamOf([0xc0000000, 0xffffffff, 2 ** 30]), big)).toBe(1);
    let rejectedSomewhere = false;
    for (let nonce = 0; nonce < 40; nonce++) {
      const words = referenceWords(SEED, 'reject', nonce, 16);
      rejectedSomewhere ||= words[0]! >= 3 * 2 ** 30;
      expect(pickWeighted(drawStream(SEED, 'reject', nonce), big)).toBe(referencePick(words, big));
    }
    expect(rejectedSomewhere).toBe(true);
  });

  it('never picks a zero weight', () => {
    const stream = drawStream(SEED, 'zeros', 0);
    for (let i = 0; i < 5000; i++) expect([1, 3]).toContain(pickWeighted(stream, [0, 1, 0, 4, 0]));
  });

  it('refuses empty weights, all-zero weights, negative or fractional weights and totals of 2³² or more', () => {
    const stream = drawStream(SEED, 'errors', 0);
    expect(() => pickWeighted(stream, [])).toThrow(RangeError);
    expect(() => pickWeighted(stream, [0, 0])).toThrow(RangeError);
    expect(() => pickWeighted(stream, [-1, 3])).toThrow(RangeError);
    expect(() => pickWeighted(stream, [1.5, 3])).toThrow(RangeError);
    expect(() => pickWeighted(stream, [2 ** 31, 2 ** 31])).toThrow(RangeError);
  });

  it('is uniform over 1,000,000 draws (chi-square, 9 degrees of freedom, p > 0.001)', () => {
    const stream = drawStream(SEED, 'uniformity', 0);
    const counts = new Array<number>(10).fill(0);
    const draws = 1_000_000;
    const weights = new Array<number>(10).fill(1);
    for (let i = 0; i < draws; i++) counts[pickWeighted(stream, weights)]! += 1;
    const expected = draws / 10;
    const chiSquare = counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
    expect(chiSquare).toBeLessThan(27.88);
  });

  it('follows unequal weights over many draws (chi-square, 3 degrees of freedom, p > 0.001)', () => {
    const stream = drawStream(SEED, 'weighted', 0);
    const weights = [8000, 1600, 350, 50];
    const counts = [0, 0, 0, 0];
    const draws = 200_000;
    for (let i = 0; i < draws; i++) counts[pickWeighted(stream, weights)]! += 1;
    const chiSquare = counts.reduce((sum, c, i) => {
      const expected = (draws * weights[i]!) / 10_000;
      return sum + (c - expected) ** 2 / expected;
    }, 0);
    expect(chiSquare).toBeLessThan(16.27);
  });

  it('draws each card tier first, then athlete, matching the reference and a pinned opening', () => {
    const cards = drawDraft(baseInput);
    const words = referenceWords(SEED, 'player-seed', 0, 64);
    const expected = Array.from({ length: 3 }, () => {
      const tier = CARD_TIERS[referencePick(words, [8000, 1600, 350, 50])];
      const athleteId = [1, 2, 7][referencePick(words, [5, 3, 2])];
      return { tier, athleteId };
    });
    expect(cards).toEqual(expected);
    expect(cards).toEqual([
      { tier: 'common', athleteId: 2 },
      { tier: 'common', athleteId: 1 },
      { tier: 'common', athleteId: 2 },
    ]);
  });

  it('does not depend on the order odds and pool are given in', () => {
    const shuffled: DraftDrawInput = {
      ...baseInput,
      odds: [...baseInput.odds].reverse(),
      pool: [baseInput.pool[2]!, baseInput.pool[0]!, baseInput.pool[1]!],
    };
    for (let nonce = 0; nonce < 50; nonce++)
      expect(drawDraft({ ...shuffled, nonce })).toEqual(drawDraft({ ...baseInput, nonce }));
  });

  it('verifies a stored opening from the revealed seed and catches a swapped card or a wrong seed', () => {
    const cards = drawDraft({ ...baseInput, nonce: 4 });
    const proof = { ...baseInput, nonce: 4, serverSeedHash: serverSeedHash(SEED), cards };
    expect(verifyDraw(proof)).toMatchObject({ seedMatchesHash: true, cardsMatch: true, recomputed: cards });
    const [first, ...rest] = cards;
    const forged = [{ tier: first!.tier, athleteId: first!.athleteId === 1 ? 2 : 1 }, ...rest];
    expect(verifyDraw({ ...proof, cards: forged })).toMatchObject({
      seedMatchesHash: true,
      cardsMatch: false,
    });
    const otherSeed = 'f'.repeat(64);
    expect(verifyDraw({ ...proof, serverSeed: otherSeed }).seedMatchesHash).toBe(false);
  });
});
