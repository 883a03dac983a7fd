import { drawDraft } from '@shred/game';
import { describe, expect, it } from 'vitest';
import { buildOpening, SERVER_SEED } from './drafts.testing.ts';
import { traceDraw } from './draw-trace.ts';

describe('traceDraw (issue 13)', () => {
  it.each([0, 1, 7, 42])(
    'shows the words and rolls that give exactly the cards drawDraft gives (nonce %i)',
    (nonce) => {
      const opening = buildOpening(5, { nonce, client_seed: `seed-${nonce}` });
      const expected = drawDraft({
        serverSeed: SERVER_SEED,
        clientSeed: opening.client_seed,
        nonce,
        cardsPerDraft: opening.cards.length,
        odds: opening.odds,
        pool: opening.pool.map((p) => ({ athleteId: p.athlete_id, weight: p.weight })),
      });
      const steps = traceDraw(opening, SERVER_SEED);
      expect(steps.map((s) => ({ tier: s.tier.picked, athleteId: s.athlete.picked }))).toEqual(expected);
      for (const { tier, athlete } of steps) {
        expect(tier.total).toBe(10_000);
        expect(tier.roll).toBe(Number.parseInt(tier.word, 16) % tier.total);
        expect(athlete.total).toBe(4);
        expect(athlete.roll).toBe(Number.parseInt(athlete.word, 16) % 4);
      }
    },
  );
});
