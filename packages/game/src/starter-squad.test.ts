import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { type StarterCandidate, type StarterField, starterSquadAthletes } from './starter-squad.ts';
import { type AthleteId, athleteId } from './units.ts';

/** `count` athletes with ids from `first`, ASPI falling by 5 from 95. */
const athletes = (first: number, count: number): StarterCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ id: athleteId(first + i), aspi: 95 - 5 * i }));
const open = (sport: string, first: number, count = 12): StarterField => ({
  sport,
  open: true,
  athletes: athletes(first, count),
});
const upcoming = (sport: string, first: number, count = 12): StarterField => ({
  ...open(sport, first, count),
  open: false,
});
const within = (field: StarterField, squad: readonly AthleteId[]) =>
  squad.filter((id) => field.athletes.some((a) => a.id === id));
const squadOf = (size: number) => ({
  team: DEFAULT_GAME_CONFIG.team,
  cards: { ...DEFAULT_GAME_CONFIG.cards, starterSquad: { tier: 'common' as const, cards: size } },
});

describe('starterSquadAthletes: ten cards from the followed sports, a full team for the nearest open game (GAME.md)', () => {
  it('gives a full team from the nearest open game of a followed sport and the rest from the other followed sport', () => {
    const snow = open('snowboarding', 100);
    const skate = open('skateboarding', 200);
    const surf = upcoming('surfing', 300);
    const squad = starterSquadAthletes([snow, skate, surf], ['snowboarding', 'skateboarding']);
    expect(squad).toHaveLength(10);
    expect(within(snow, squad)).toHaveLength(5);
    expect(within(skate, squad)).toHaveLength(5);
    expect(within(surf, squad)).toEqual([]);
  });

  it('anchors on the nearest open game of a followed sport, not the nearest game overall', () => {
    const surf = open('surfing', 100);
    const snow = open('snowboarding', 200);
    const squad = starterSquadAthletes([surf, snow], ['snowboarding']);
    expect(within(surf, squad)).toEqual([]);
    expect(within(snow, squad)).toHaveLength(10);
  });

  it('spreads the rest evenly over the other followed sports, the first followed taking the odd card', () => {
    const fields = [open('snowboarding', 100), open('skateboarding', 200), upcoming('bmx', 300)];
    const squad = starterSquadAthletes(fields, ['skateboarding', 'snowboarding', 'bmx']);
    // The anchor is the nearest open game of a followed sport: snowboarding, listed first.
    expect(fields.map((f) => within(f, squad).length)).toEqual([5, 3, 2]);
  });

  it('gives one card to each of the first five other sports when seven are followed', () => {
    const sports = ['snow', 'skate', 'surf', 'ski', 'mtb', 'bmx', 'wake'];
    const fields = sports.map((sport, i) => open(sport, (i + 1) * 100));
    const squad = starterSquadAthletes(fields, sports);
    expect(fields.map((f) => within(f, squad).length)).toEqual([5, 1, 1, 1, 1, 1, 0]);
  });

  it('takes the rest from the sport’s other games first when only one sport is followed', () => {
    const first = open('snowboarding', 100);
    const second = upcoming('snowboarding', 200, 3);
    const squad = starterSquadAthletes([first, second, open('surfing', 300)], ['snowboarding']);
    expect(within(second, squad)).toHaveLength(3);
    expect(within(first, squad)).toHaveLength(7);
  });

  it('counts following no sport, or only sports without games, as following all of them', () => {
    const fields = [open('surfing', 100), open('snowboarding', 200), upcoming('bmx', 300)];
    const all = starterSquadAthletes(fields, []);
    expect(fields.map((f) => within(f, all).length)).toEqual([5, 3, 2]);
    expect(starterSquadAthletes(fields, ['wakeboarding'])).toEqual(all);
  });

  it('anchors on the nearest open game of any sport when no followed sport has one, the rest followed', () => {
    const surf = open('surfing', 100);
    const bmx = upcoming('bmx', 200);
    const squad = starterSquadAthletes([surf, bmx], ['bmx']);
    expect(within(surf, squad)).toHaveLength(5);
    expect(within(bmx, squad)).toHaveLength(5);
  });

  it('anchors on the nearest upcoming game of a followed sport when no game is open', () => {
    const bmx = upcoming('bmx', 100);
    const surf = upcoming('surfing', 200);
    const squad = starterSquadAthletes([surf, bmx], ['bmx', 'surfing']);
    // Followed order decides nothing here: the nearest game (surfing) comes first.
    expect(within(surf, squad)).toHaveLength(5);
    expect(within(bmx, squad)).toHaveLength(5);
  });

  it('skips a game too small for a full team when choosing the anchor', () => {
    const small = open('snowboarding', 100, 4);
    const next = open('snowboarding', 200, 6);
    const squad = starterSquadAthletes([small, next], ['snowboarding']);
    expect(within(next, squad)).toHaveLength(6);
    expect(within(small, squad)).toHaveLength(4);
    expect(squad.slice(0, 5).every((id) => id >= 200)).toBe(true);
  });

  it('hands a thin sport’s share on to the other followed sports', () => {
    const fields = [open('snowboarding', 100), open('skateboarding', 200), upcoming('bmx', 300, 1)];
    const squad = starterSquadAthletes(fields, ['snowboarding', 'skateboarding', 'bmx']);
    expect(fields.map((f) => within(f, squad).length)).toEqual([5, 4, 1]);
  });

  it('fills from the followed sports, then from every sport, when the others are too thin', () => {
    const snow = open('snowboarding', 100, 6);
    const skate = upcoming('skateboarding', 200, 2);
    const surf = upcoming('surfing', 300);
    const squad = starterSquadAthletes([snow, skate, surf], ['snowboarding', 'skateboarding']);
    expect([snow, skate, surf].map((f) => within(f, squad).length)).toEqual([6, 2, 2]);
  });

  it('gives as many as there are when the games hold fewer than ten athletes, never one twice', () => {
    const shared = open('snowboarding', 100, 6);
    const again: StarterField = { ...shared, open: false };
    const squad = starterSquadAthletes([shared, again], ['snowboarding']);
    expect([...squad].sort((a, b) => a - b)).toEqual([100, 101, 102, 103, 104, 105]);
    const dup: StarterField = { ...shared, athletes: [...athletes(100, 4), ...athletes(100, 4)] };
    expect(starterSquadAthletes([dup], [])).toHaveLength(4);
  });

  it('spreads the full team over the ASPI ranking: neither only stars nor only the weakest', () => {
    const squad = starterSquadAthletes([open('snowboarding', 1, 10)], ['snowboarding'], squadOf(5));
    // Ten ranked by ASPI, five steps of two: the middle of each step is places 2, 4, 6, 8 and 10.
    expect(squad).toEqual([2, 4, 6, 8, 10]);
  });

  it('ranks by ASPI whatever the input order, ties by id, so the squad is deterministic', () => {
    const field: StarterCandidate[] = [
      { id: athleteId(7), aspi: 50 },
      { id: athleteId(3), aspi: 50 },
      { id: athleteId(9), aspi: 99 },
      { id: athleteId(4), aspi: 10 },
      { id: athleteId(5), aspi: 70 },
    ];
    const squad = starterSquadAthletes([{ sport: 's', open: true, athletes: field }], []);
    expect(squad).toEqual([9, 5, 3, 7, 4]);
    expect(starterSquadAthletes([{ sport: 's', open: true, athletes: [...field].reverse() }], [])).toEqual(
      squad,
    );
  });

  it('is empty without games, and sized by the configuration', () => {
    expect(starterSquadAthletes([], ['snowboarding'])).toEqual([]);
    const fields = [open('snowboarding', 100), open('skateboarding', 200)];
    expect(starterSquadAthletes(fields, [], squadOf(3))).toHaveLength(3);
    expect(starterSquadAthletes(fields, [], squadOf(0))).toEqual([]);
    expect(starterSquadAthletes(fields, [], squadOf(14))).toHaveLength(14);
  });
});

describe('starterSquadAthletes: properties over any season of games', () => {
  const SPORTS = ['snow', 'skate', 'surf', 'ski', 'mtb', 'bmx', 'wake'];
  // Athletes belong to one sport (ids by sport), and may appear in several of its games.
  const field = fc
    .record({
      sport: fc.integer({ min: 0, max: SPORTS.length - 1 }),
      open: fc.boolean(),
      picks: fc.uniqueArray(fc.integer({ min: 0, max: 30 }), { maxLength: 16 }),
      aspi: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 31, maxLength: 31 }),
    })
    .map(
      ({ sport, open, picks, aspi }): StarterField => ({
        sport: SPORTS[sport] ?? 'snow',
        open,
        athletes: picks.map((k) => ({ id: athleteId(sport * 100 + k + 1), aspi: aspi[k] ?? 0 })),
      }),
    );
  const season = fc.record({
    fields: fc.array(field, { maxLength: 10 }),
    followed: fc.uniqueArray(fc.constantFrom(...SPORTS), { maxLength: 7 }),
  });
  const distinct = (fields: readonly StarterField[]) =>
    new Set(fields.flatMap((f) => f.athletes.map((a) => a.id)));
  const cards = DEFAULT_GAME_CONFIG.cards.starterSquad.cards;

  it('gives ten different athletes of the games (or all of them when fewer)', () => {
    fc.assert(
      fc.property(season, ({ fields, followed }) => {
        const squad = starterSquadAthletes(fields, followed);
        const pool = distinct(fields);
        expect(new Set(squad).size).toBe(squad.length);
        expect(squad.every((id) => pool.has(id))).toBe(true);
        expect(squad).toHaveLength(Math.min(cards, pool.size));
      }),
    );
  });

  it('holds a full team of the nearest open game of a followed sport whenever one exists', () => {
    fc.assert(
      fc.property(season, ({ fields, followed }) => {
        const anchor = fields.find((f) => f.open && followed.includes(f.sport) && distinct([f]).size >= 5);
        fc.pre(anchor !== undefined);
        const squad = starterSquadAthletes(fields, followed);
        expect(
          squad.filter((id) => distinct([anchor as StarterField]).has(id)).length,
        ).toBeGreaterThanOrEqual(5);
      }),
    );
  });

  it('stays within the followed sports while they hold enough athletes', () => {
    fc.assert(
      fc.property(season, ({ fields, followed }) => {
        const followedFields = fields.filter((f) => followed.includes(f.sport));
        const anyOpenTeam = followedFields.some((f) => f.open && distinct([f]).size >= 5);
        fc.pre(anyOpenTeam && distinct(followedFields).size >= cards);
        const squad = starterSquadAthletes(fields, followed);
        expect(squad.every((id) => distinct(followedFields).has(id))).toBe(true);
      }),
    );
  });

  it('depends on nothing but the games, their order and the followed sports', () => {
    fc.assert(
      fc.property(season, ({ fields, followed }) => {
        const shuffled = fields.map((f) => ({ ...f, athletes: [...f.athletes].reverse() }));
        expect(starterSquadAthletes(shuffled, followed)).toEqual(starterSquadAthletes(fields, followed));
      }),
    );
  });
});
