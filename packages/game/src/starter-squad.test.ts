import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import { type StarterCandidate, starterSquadAthletes } from './starter-squad.ts';
import { type AthleteId, athleteId } from './units.ts';

const field = (...aspis: number[]): StarterCandidate[] =>
  aspis.map((aspi, i) => ({ id: athleteId(i + 1), aspi }));
const shifted = (offset: number, candidates: StarterCandidate[]): StarterCandidate[] =>
  candidates.map((c) => ({ ...c, id: athleteId(c.id + offset) }));
const config = (games: number, cardsPerGame: number) => ({
  cards: { ...DEFAULT_GAME_CONFIG.cards, starterSquad: { tier: 'common' as const, games, cardsPerGame } },
});

describe('starterSquadAthletes: the cards a newcomer gets on finishing onboarding', () => {
  it('gives a full team of 5 for each of the first 2 fields by default', () => {
    const squad = starterSquadAthletes([
      { athletes: field(90, 80, 70, 60, 50, 40, 30, 20, 10, 5) },
      { athletes: shifted(100, field(90, 80, 70, 60, 50, 40)) },
      { athletes: shifted(200, field(90, 80, 70, 60, 50)) },
    ]);
    expect(squad).toHaveLength(10);
    expect(squad.filter((id) => id > 200)).toEqual([]);
  });

  it('spreads picks evenly over the ASPI ranking: neither only stars nor only the weakest', () => {
    const squad = starterSquadAthletes(
      [{ athletes: field(90, 80, 70, 60, 50, 40, 30, 20, 10, 5) }],
      config(1, 5),
    );
    // Ten ranked by ASPI, five steps of two: the middle of each step is places 2, 4, 6, 8 and 10.
    expect(squad).toEqual([2, 4, 6, 8, 10]);
  });

  it('ranks by ASPI whatever the input order, ties by id, so the squad is deterministic', () => {
    const a: StarterCandidate[] = [
      { id: athleteId(7), aspi: 50 },
      { id: athleteId(3), aspi: 50 },
      { id: athleteId(9), aspi: 99 },
    ];
    const squad = starterSquadAthletes([{ athletes: a }], config(1, 3));
    expect(squad).toEqual([9, 3, 7]);
    expect(starterSquadAthletes([{ athletes: [...a].reverse() }], config(1, 3))).toEqual(squad);
  });

  it('takes the whole field when it is exactly a team', () => {
    expect(starterSquadAthletes([{ athletes: field(10, 20, 30, 40, 50) }])).toEqual([5, 4, 3, 2, 1]);
  });

  it('skips a field that cannot field a full team and covers the next one instead', () => {
    const squad = starterSquadAthletes(
      [{ athletes: field(10, 20, 30, 40) }, { athletes: shifted(100, field(10, 20, 30, 40, 50)) }],
      config(1, 5),
    );
    expect(squad).toEqual([105, 104, 103, 102, 101]);
  });

  it('never gives the same athlete twice: a shared athlete counts for the first field only', () => {
    const first = field(90, 80, 70, 60, 50);
    const second: StarterCandidate[] = [...first.slice(0, 2), ...shifted(100, field(40, 30, 20, 10))];
    const squad = starterSquadAthletes([{ athletes: first }, { athletes: second }], config(2, 5));
    expect(new Set(squad).size).toBe(squad.length);
    // The second field has only 4 athletes left once the shared two are taken: it is skipped.
    expect(squad).toEqual([1, 2, 3, 4, 5]);
  });

  it('ignores duplicates inside one field', () => {
    const dup = [...field(90, 80, 70, 60), { id: athleteId(1), aspi: 90 }];
    expect(starterSquadAthletes([{ athletes: dup }], config(1, 5))).toEqual([]);
  });

  it('is empty with no fields, and stops after the configured number of games', () => {
    expect(starterSquadAthletes([])).toEqual([]);
    const many = [0, 1, 2, 3].map((k) => ({ athletes: shifted(k * 100, field(50, 40, 30, 20, 10)) }));
    const squad: AthleteId[] = starterSquadAthletes(many, config(3, 5));
    expect(squad).toHaveLength(15);
    expect(starterSquadAthletes(many, config(0, 5))).toEqual([]);
  });
});
