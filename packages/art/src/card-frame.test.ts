import { CARD_TIERS } from '@shred/game';
import { describe, expect, it } from 'vitest';
import { wellFormedProblem } from './art.testing.ts';
import { cardFrameSvg, TIER_FOILS } from './card-frame.ts';

describe('card frames', () => {
  it('draw one frame per tier, each valid XML', () => {
    const frames = CARD_TIERS.map((tier) => cardFrameSvg(tier));
    expect(new Set(frames).size).toBe(CARD_TIERS.length);
    for (const frame of frames) expect(wellFormedProblem(frame)).toBeNull();
  });

  it('foil the legendary card in gold with glitter; epic purple, rare blue, common steel', () => {
    const legendary = cardFrameSvg('legendary');
    for (const gold of TIER_FOILS.legendary.stops) expect(legendary).toContain(gold);
    expect(legendary).toMatch(/<path d="M[^"]+Q[^"]+" fill="#fff"\/>/);
    expect(TIER_FOILS.epic.stops).toContain('#d946ef');
    expect(TIER_FOILS.rare.stops).toContain('#38bdf8');
    expect(TIER_FOILS.common.stops).toContain('#94a3b8');
    expect(cardFrameSvg('common')).not.toMatch(/fill="#fff"\/>/);
  });

  it('keeps the ids of frames apart by prefix', () => {
    expect(cardFrameSvg('rare', { idPrefix: 'one' })).toContain('id="onefoil"');
    expect(cardFrameSvg('rare', { idPrefix: 'two' })).not.toContain('id="onefoil"');
  });
});
