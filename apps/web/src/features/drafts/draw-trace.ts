import type { DraftOpening } from '@shred/contract';
import { type CardTier, drawStream, pickWeighted, tierRank } from '@shred/game';

/** One weighted pick as the player can redo it by hand: the word read, the roll and what it landed on. */
export interface PickStep {
  /** The 4-byte word that decided, as 8 hex digits. */
  word: string;
  /** Words at or above the rejection limit, skipped before it. */
  skipped: number;
  total: number;
  /** word mod total: the pick is the first item whose running sum of weights exceeds it. */
  roll: number;
}

export interface CardSteps {
  tier: PickStep & { picked: CardTier };
  athlete: PickStep & { picked: number };
}

/**
 * The draw of an opening, one word at a time, for the fairness page to show. It reads the same
 * stream with the same picks as drawDraft; the page shows it beside verifyDraw's verdict.
 */
export function traceDraw(opening: DraftOpening, serverSeed: string): CardSteps[] {
  const odds = [...opening.odds].sort((a, b) => tierRank(a.tier) - tierRank(b.tier));
  const pool = [...opening.pool].sort((a, b) => a.athlete_id - b.athlete_id);
  const stream = drawStream(serverSeed, opening.client_seed, opening.nonce);
  let words: number[] = [];
  const recording = {
    nextUint32() {
      const word = stream.nextUint32();
      words.push(word);
      return word;
    },
  };
  const pick = (weights: readonly number[]) => {
    words = [];
    const index = pickWeighted(recording, weights);
    const total = weights.reduce((sum, w) => sum + w, 0);
    const word = words.at(-1) ?? 0;
    return {
      index,
      step: {
        word: word.toString(16).padStart(8, '0'),
        skipped: words.length - 1,
        total,
        roll: word % total,
      },
    };
  };
  return opening.cards.map(() => {
    const tier = pick(odds.map((o) => o.weight));
    const athlete = pick(pool.map((p) => p.weight));
    return {
      tier: { ...tier.step, picked: odds[tier.index]?.tier ?? 'common' },
      athlete: { ...athlete.step, picked: pool[athlete.index]?.athlete_id ?? 0 },
    };
  });
}
