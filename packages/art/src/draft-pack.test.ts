import { CARD_TIERS } from '@shred/game';
import { describe, expect, it } from 'vitest';
import { wellFormedProblem } from './art.testing.ts';
import { TIER_FOILS } from './card-frame.ts';
import { draftPackArt } from './draft-pack.ts';
import { SPORT_SLUGS } from './palette.ts';

describe('draft packs (issue 13)', () => {
  it('draws the same pack for the same sport and tier, every time', () => {
    expect(draftPackArt({ sport: 'surfing', tier: 'epic' })).toBe(
      draftPackArt({ sport: 'surfing', tier: 'epic' }),
    );
    expect(draftPackArt({ sport: ' Surfing', tier: 'epic' })).toBe(
      draftPackArt({ sport: 'surfing', tier: 'epic' }),
    );
  });

  it('is valid XML for every sport and tier, and for a sport the game does not know', () => {
    for (const sport of [...SPORT_SLUGS, 'curling']) {
      for (const tier of CARD_TIERS) {
        const svg = draftPackArt({ sport, tier }, { title: 'A & B <pack>' });
        expect(wellFormedProblem(svg), `${sport} ${tier}`).toBeNull();
        expect(svg).toContain('viewBox="0 0 250 350"');
      }
    }
  });

  it('draws a pack of its own for every sport and every tier', () => {
    const packs = SPORT_SLUGS.flatMap((sport) => CARD_TIERS.map((tier) => draftPackArt({ sport, tier })));
    expect(new Set(packs).size).toBe(SPORT_SLUGS.length * CARD_TIERS.length);
    // The sport's scene differs, not only its colours.
    const shapes = SPORT_SLUGS.map((sport) =>
      draftPackArt({ sport, tier: 'rare' }, { idPrefix: 'p' }).replace(/#[\da-f]{6}/g, ''),
    );
    expect(new Set(shapes).size).toBe(SPORT_SLUGS.length);
  });

  it('finishes each tier its own way: matte steel, blue sheen, purple holo, gold with sparkle', () => {
    const pack = (tier: (typeof CARD_TIERS)[number]) => draftPackArt({ sport: 'bmx', tier });
    for (const tier of CARD_TIERS) {
      for (const colour of TIER_FOILS[tier].stops) expect(pack(tier)).toContain(colour);
      expect(pack(tier)).toContain(`>${tier.toUpperCase()}</text>`);
    }
    expect(pack('common')).not.toContain('sheen');
    expect(pack('rare')).toContain('sheen');
    expect(pack('rare')).not.toContain('holo');
    expect(pack('epic')).toContain('holo');
    expect(pack('legendary')).toMatch(/<path d="M[^"]+Q[^"]+" fill="#fff"\/>/);
    expect(pack('epic')).not.toMatch(/<path d="M[^"]+Q[^"]+" fill="#fff"\/>/);
  });

  it('carries the Shred League mark and a crimped top edge', () => {
    const svg = draftPackArt({ sport: 'wakeboarding', tier: 'common' });
    expect(svg).toMatch(/>SHRED <tspan [^>]+>LEAGUE<\/tspan><\/text>/);
    expect(svg).toContain('fill="#22d3ee"');
    // The outline's top seam: 24 teeth up and down between the sides.
    expect(svg).toMatch(/<clipPath id="[^"]+pack"><path d="M9 9(L[\d.]+ 2L[\d.]+ 9){24}Q/);
  });

  it('is decorative unless given a title, which it escapes', () => {
    expect(draftPackArt({ sport: 'bmx', tier: 'rare' })).toContain('aria-hidden="true"');
    const titled = draftPackArt({ sport: 'bmx', tier: 'rare' }, { title: '</title><script>' });
    expect(titled).toContain('role="img"');
    expect(titled).not.toContain('<script>');
  });

  it('keeps the ids of two packs on one page apart by prefix', () => {
    expect(draftPackArt({ sport: 'bmx', tier: 'rare' }, { idPrefix: 'one' })).toContain('id="onefoil"');
    expect(draftPackArt({ sport: 'bmx', tier: 'rare' }, { idPrefix: 'two' })).not.toContain('id="onefoil"');
  });
});
