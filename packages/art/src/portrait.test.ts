import { describe, expect, it } from 'vitest';
import { wellFormedProblem } from './art.testing.ts';
import { athletePortraitSvg, managerAvatarSvg, portraitAt } from './portrait.ts';

const SPORTS = [
  'snowboarding',
  'freeskiing',
  'surfing',
  'skateboarding',
  'mountain-biking',
  'bmx',
  'wakeboarding',
];
const seeds = Array.from({ length: 40 }, (_, i) => `athlete-${i}`);

describe('athlete portraits', () => {
  it('draw the same picture for the same athlete, every time', () => {
    const subject = { seed: 'mia-brookes', gender: 'W', sport: 'snowboarding' };
    expect(athletePortraitSvg(subject)).toBe(athletePortraitSvg({ ...subject }));
  });

  it('draw a different picture for every athlete of a sport and gender', () => {
    const pictures = new Set(seeds.map((seed) => athletePortraitSvg({ seed, gender: 'M', sport: 'bmx' })));
    expect(pictures.size).toBe(seeds.length);
  });

  it('vary the face from seed to seed, not only the colours (distinct at a glance)', () => {
    const shapes = new Set(
      seeds.map((seed) =>
        athletePortraitSvg({ seed, gender: 'W', sport: 'surfing' }).replace(/#[\da-f]{6}/g, ''),
      ),
    );
    expect(shapes.size).toBeGreaterThan(seeds.length * 0.9);
  });

  it('R3.36: follow gender and sport: men may wear beards, women never; the sport sets the kit', () => {
    const beardFill = /<g class="beard"><[^/]/;
    const women = seeds.map((seed) => athletePortraitSvg({ seed, gender: 'W', sport: 'skateboarding' }));
    const men = seeds.map((seed) => athletePortraitSvg({ seed, gender: 'M', sport: 'skateboarding' }));
    expect(women.some((svg) => beardFill.test(svg))).toBe(false);
    expect(men.some((svg) => beardFill.test(svg))).toBe(true);
    const surfer = athletePortraitSvg({ seed: 'x', gender: 'M', sport: 'surfing' });
    const skater = athletePortraitSvg({ seed: 'x', gender: 'M', sport: 'skateboarding' });
    expect(surfer).toContain('#111827');
    expect(surfer).not.toBe(skater);
  });

  it('is valid XML for every sport and gender, also for an unknown sport and no gender', () => {
    for (const sport of [...SPORTS, 'curling', null]) {
      for (const gender of ['M', 'W', 'F', 'X', null]) {
        for (const seed of seeds.slice(0, 6)) {
          const svg = athletePortraitSvg({ seed, gender, sport });
          expect(wellFormedProblem(svg), `${seed} ${sport} ${gender}`).toBeNull();
        }
      }
    }
  });

  it('names the picture with an escaped title, or marks it decorative', () => {
    const named = athletePortraitSvg({ seed: 'a' }, { title: 'Tom <b>"&"</b>' });
    expect(named).toContain('<title>Tom &#60;b&#62;&#34;&#38;&#34;&#60;/b&#62;</title>');
    expect(named).toContain('role="img"');
    expect(wellFormedProblem(named)).toBeNull();
    expect(athletePortraitSvg({ seed: 'a' })).toContain('aria-hidden="true"');
  });

  it('keeps ids apart when several portraits share one picture', () => {
    const one = portraitAt({ seed: 'a', sport: 'snowboarding' }, 0, 0, 100, 'one');
    const two = portraitAt({ seed: 'a', sport: 'snowboarding' }, 100, 0, 100, 'two');
    const ids = (svg: string) => [...svg.matchAll(/id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids(one).length).toBeGreaterThan(0);
    expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
    expect(wellFormedProblem(`<svg>${one}${two}</svg>`)).toBeNull();
  });
});

describe('manager avatars', () => {
  it('are seeded by the username, whatever its case', () => {
    expect(managerAvatarSvg('Dana')).toBe(managerAvatarSvg('dana'));
    const names = ['demo', 'newbie', 'dana', 'rider_42', 'kiki', 'zed', 'ivy', 'omar'];
    expect(new Set(names.map((name) => managerAvatarSvg(name))).size).toBe(names.length);
  });

  it('are valid XML with an escaped title', () => {
    const svg = managerAvatarSvg('x', { title: '<script>' });
    expect(svg).not.toContain('<script>');
    expect(wellFormedProblem(svg)).toBeNull();
  });
});
