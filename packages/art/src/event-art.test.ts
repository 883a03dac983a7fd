import { describe, expect, it } from 'vitest';
import { wellFormedProblem } from './art.testing.ts';
import { eventArtAt, eventArtSvg } from './event-art.ts';

const DISCIPLINES: Record<string, string[]> = {
  snowboarding: ['slopestyle', 'halfpipe', 'big-air'],
  freeskiing: ['slopestyle', 'halfpipe', 'big-air'],
  skateboarding: ['street', 'park'],
  surfing: ['shortboard'],
  'mountain-biking': ['slopestyle', 'downhill'],
  bmx: ['park', 'flatland'],
  wakeboarding: ['park', 'cable'],
};
const every = Object.entries(DISCIPLINES).flatMap(([sport, list]) =>
  list.map((discipline) => ({ sport, discipline })),
);

describe('event art', () => {
  it('draws the same scene for the same event, every time', () => {
    const scene = { seed: 'laax-open', sport: 'snowboarding', discipline: 'halfpipe' };
    expect(eventArtSvg(scene)).toBe(eventArtSvg({ ...scene }));
  });

  it('draws a scene of its own for every sport and discipline', () => {
    const scenes = every.map(({ sport, discipline }) =>
      // The same seed for all: only the sport and the discipline differ.
      eventArtSvg({ seed: 'same', sport, discipline }).replace(/#[\da-f]{6}/g, ''),
    );
    expect(new Set(scenes).size).toBe(every.length);
  });

  it('varies two events of one discipline (light, mountains, rider)', () => {
    const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];
    const scenes = seeds.map((seed) => eventArtSvg({ seed, sport: 'surfing', discipline: 'shortboard' }));
    expect(new Set(scenes).size).toBe(seeds.length);
  });

  it('is valid XML for every scene, an unknown discipline and an unknown sport', () => {
    const scenes = [
      ...every,
      { sport: 'snowboarding', discipline: 'boardercross' },
      { sport: 'curling', discipline: null },
      { sport: null, discipline: null },
    ];
    for (const scene of scenes) {
      for (const width of [400, 800]) {
        const svg = eventArtSvg({ seed: 'x', ...scene }, { width, title: 'A & B' });
        expect(wellFormedProblem(svg), `${scene.sport} ${scene.discipline}`).toBeNull();
        expect(svg).toContain(`viewBox="0 0 ${width} 200"`);
      }
    }
  });

  it('draws an unknown discipline as the sport’s first one', () => {
    const known = eventArtSvg({ seed: 'x', sport: 'bmx', discipline: 'park' });
    expect(eventArtSvg({ seed: 'x', sport: 'BMX ', discipline: 'Park' })).toBe(known);
  });

  it('escapes its title', () => {
    const svg = eventArtSvg({ seed: 'x', sport: 'surfing' }, { title: '</title><script>x</script>' });
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('&#60;/title&#62;&#60;script&#62;');
  });

  it('embeds at any box, cropping to fill it', () => {
    const nested = eventArtAt({ seed: 'x', sport: 'bmx' }, { x: 0, y: 0, width: 1080, height: 360 }, 'hero');
    expect(nested).toMatch(
      /^<svg x="0" y="0" width="1080" height="360" viewBox="0 0 600 200" preserveAspectRatio="xMidYMid slice">/,
    );
    expect(wellFormedProblem(nested)).toBeNull();
  });
});
