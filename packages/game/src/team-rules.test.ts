import { describe, expect, it } from 'vitest';
import { DEFAULT_GAME_CONFIG } from './game-config.ts';
import type { Team, TeamPick } from './team.ts';
import {
  type ManagerTeamContext,
  type OwnedCard,
  type QuickplayTeamContext,
  type StartlistEntry,
  teamsAllowedPerGame,
  teamViolations,
} from './team-rules.ts';
import type { CardTier } from './tiers.ts';
import { athleteId, cardId, credits } from './units.ts';

const NOW = '2025-04-05T12:00:00Z';
const LATER = '2025-04-06T09:00:00Z';
const a = athleteId;

/** Athletes 1–10, athlete n has ASPI n × 10 (price 5 + 2n): 7, 9, …, 25. */
const startlist: StartlistEntry[] = Array.from({ length: 10 }, (_, i) => ({
  athleteId: a(i + 1),
  aspi: (i + 1) * 10,
  locksAt: LATER,
}));
/** Card 100 + n is a rare card of athlete n with 3 games left. */
const ownedCards: OwnedCard[] = startlist.map(({ athleteId: id }) => ({
  id: cardId(100 + id),
  athleteId: id,
  tier: 'rare',
  contractGamesLeft: 3,
}));
const withCard = (id: number, card = 100 + id, tier: CardTier = 'rare'): TeamPick => ({
  athleteId: a(id),
  card: { id: cardId(card), tier },
});
const bare = (id: number): TeamPick => ({ athleteId: a(id), card: null });
const buildTeam = (overrides: Partial<Team> = {}): Team => ({
  picks: [1, 2, 3, 4, 5].map((id) => withCard(id)),
  captainId: a(1),
  ...overrides,
});
const manager = (overrides: Partial<ManagerTeamContext> = {}): ManagerTeamContext => ({
  mode: 'manager',
  startlist,
  now: NOW,
  ownedCards,
  cardsInOtherTeams: [],
  ...overrides,
});
const quickplay = (overrides: Partial<QuickplayTeamContext> = {}): QuickplayTeamContext => ({
  mode: 'quickplay',
  startlist,
  now: NOW,
  ...overrides,
});
const rules = (team: Team, context: ManagerTeamContext | QuickplayTeamContext) =>
  teamViolations(team, context).map((v) => v.rule);

describe('teamViolations: team shape (GAME.md: 5 athletes and 1 captain)', () => {
  it('accepts a valid manager team and a valid quickplay team', () => {
    expect(teamViolations(buildTeam(), manager())).toEqual([]);
    expect(teamViolations(buildTeam({ picks: [1, 2, 3, 4, 5].map(bare) }), quickplay())).toEqual([]);
  });
  it('requires exactly 5 picks', () => {
    expect(teamViolations(buildTeam({ picks: [1, 2, 3, 4].map((id) => withCard(id)) }), manager())).toEqual([
      { rule: 'team-size', message: 'Pick exactly 5 athletes (this team has 4).' },
    ]);
    expect(rules(buildTeam({ picks: [1, 2, 3, 4, 5, 6].map((id) => withCard(id)) }), manager())).toEqual([
      'team-size',
    ]);
    expect(rules({ picks: [], captainId: null }, manager())).toEqual(['team-size', 'captain-missing']);
  });
  it('requires a captain, and one among the picks', () => {
    expect(teamViolations(buildTeam({ captainId: null }), manager())).toEqual([
      { rule: 'captain-missing', message: 'Choose 1 captain among your picks.' },
    ]);
    expect(teamViolations(buildTeam({ captainId: a(9) }), manager())).toEqual([
      {
        rule: 'captain-not-picked',
        athleteId: 9,
        message: 'The captain must be one of your picks (athlete 9 is not).',
      },
    ]);
  });
  it('requires every athlete on the startlist', () => {
    const team = buildTeam({ picks: [1, 2, 3, 4].map((id) => withCard(id)).concat(bare(42)) });
    expect(teamViolations(team, quickplay())).toContainEqual({
      rule: 'not-in-startlist',
      athleteId: 42,
      message: 'Pick only athletes from the startlist (athlete 42 is not on it).',
    });
  });
  it('refuses the same athlete twice, reporting it once', () => {
    const team = buildTeam({ picks: [1, 1, 1, 2, 3].map(bare) });
    expect(teamViolations(team, quickplay())).toEqual([
      {
        rule: 'duplicate-athlete',
        athleteId: 1,
        message: 'Pick each athlete once (athlete 1 is picked more than once).',
      },
    ]);
  });
  it('follows a configured team size', () => {
    const config = { ...DEFAULT_GAME_CONFIG, team: { ...DEFAULT_GAME_CONFIG.team, picks: 4 } };
    expect(rules(buildTeam(), manager({ config }))).toEqual(['team-size']);
  });
});

describe('teamViolations: manager mode (GAME.md: owned cards with contract games, one team per card)', () => {
  it('requires a card for every pick', () => {
    const team = buildTeam({ picks: [withCard(1), withCard(2), withCard(3), withCard(4), bare(5)] });
    expect(teamViolations(team, manager())).toEqual([
      {
        rule: 'card-missing',
        athleteId: 5,
        message: 'Play a card you own for each pick (athlete 5 has none).',
      },
    ]);
  });
  it('requires the card to be owned', () => {
    const team = buildTeam({ picks: [withCard(1, 999), withCard(2), withCard(3), withCard(4), withCard(5)] });
    expect(teamViolations(team, manager())).toEqual([
      { rule: 'card-not-owned', athleteId: 1, cardId: 999, message: 'Card 999 is not yours.' },
    ]);
  });
  it("requires the card to be the picked athlete's, in its real tier", () => {
    const wrongAthlete = buildTeam({
      picks: [withCard(1, 102), withCard(2), withCard(3), withCard(4), withCard(5)],
    });
    expect(teamViolations(wrongAthlete, manager())[0]).toEqual({
      rule: 'card-mismatch',
      athleteId: 1,
      cardId: 102,
      message: 'Card 102 is a rare card of athlete 2, not a rare card of athlete 1.',
    });
    const wrongTier = buildTeam({
      picks: [withCard(1, 101, 'legendary'), withCard(2), withCard(3), withCard(4), withCard(5)],
    });
    expect(rules(wrongTier, manager())).toEqual(['card-mismatch']);
  });
  it('requires at least 1 contract game left on the card', () => {
    const spent = ownedCards.map((card) => (card.id === 103 ? { ...card, contractGamesLeft: 0 } : card));
    expect(teamViolations(buildTeam(), manager({ ownedCards: spent }))).toEqual([
      {
        rule: 'card-no-contract-games',
        athleteId: 3,
        cardId: 103,
        message: 'Card 103 has no contract games left: extend its contract to play it.',
      },
    ]);
    const oneLeft = ownedCards.map((card) => ({ ...card, contractGamesLeft: 1 }));
    expect(teamViolations(buildTeam(), manager({ ownedCards: oneLeft }))).toEqual([]);
  });
  it('refuses a card already used in another team of the same game', () => {
    expect(teamViolations(buildTeam(), manager({ cardsInOtherTeams: [cardId(104), cardId(150)] }))).toEqual([
      {
        rule: 'card-in-other-team',
        athleteId: 4,
        cardId: 104,
        message: 'Card 104 already plays in another of your teams in this game.',
      },
    ]);
  });
});

describe('teamViolations: quickplay (GAME.md: no cards, 100 credits, price 5 + round(ASPI / 5))', () => {
  it('accepts a team costing exactly the budget', () => {
    // prices 25 + 23 + 21 + 19 + 11 = 99; with athlete 4 (13) instead of 3 (11): 101.
    expect(rules(buildTeam({ picks: [10, 9, 8, 7, 3].map(bare), captainId: a(10) }), quickplay())).toEqual(
      [],
    );
    expect(rules(buildTeam({ picks: [10, 9, 8, 7, 4].map(bare), captainId: a(10) }), quickplay())).toEqual([
      'over-budget',
    ]);
  });
  it('names the budget and the cost when over budget', () => {
    const team = buildTeam({ picks: [10, 9, 8, 7, 6].map(bare), captainId: a(10) });
    expect(teamViolations(team, quickplay())).toEqual([
      { rule: 'over-budget', message: 'Stay within the budget of 100 credits (this team costs 105).' },
    ]);
    expect(teamViolations(team, quickplay({ budget: credits(110) }))).toEqual([]);
  });
  it('refuses cards in quickplay', () => {
    const team = buildTeam({ picks: [withCard(1), bare(2), bare(3), bare(4), bare(5)] });
    expect(teamViolations(team, quickplay())).toEqual([
      {
        rule: 'card-in-quickplay',
        athleteId: 1,
        cardId: 101,
        message: 'Quickplay uses no cards (athlete 1 has card 101).',
      },
    ]);
  });
  it('prices only startlist athletes (the others are reported once, as not in the startlist)', () => {
    const team = buildTeam({ picks: [bare(10), bare(9), bare(8), bare(7), bare(77)], captainId: a(10) });
    expect(rules(team, quickplay())).toEqual(['not-in-startlist']);
  });
});

describe('teamViolations: late swap (GAME.md: a pick locks when its competition starts)', () => {
  const started = startlist.map((entry) =>
    entry.athleteId <= 2 ? { ...entry, locksAt: '2025-04-05T10:00:00Z' } : entry,
  );
  const stored = buildTeam();
  it('allows changing unlocked picks after others locked', () => {
    const next = buildTeam({ picks: [1, 2, 3, 4, 6].map((id) => withCard(id)) });
    expect(teamViolations(next, manager({ startlist: started, previous: stored }))).toEqual([]);
  });
  it('refuses changing a locked pick, in both modes', () => {
    const next = buildTeam({ picks: [6, 2, 3, 4, 5].map((id) => withCard(id)), captainId: a(6) });
    expect(rules(next, manager({ startlist: started, previous: stored }))).toEqual([
      'pick-locked',
      'captain-locked',
    ]);
    const qpStored = buildTeam({ picks: [1, 2, 3, 4, 5].map(bare) });
    const qpNext = buildTeam({ picks: [1, 6, 3, 4, 5].map(bare) });
    expect(rules(qpNext, quickplay({ startlist: started, previous: qpStored }))).toEqual(['pick-locked']);
  });
  it('refuses picking a started athlete in a new team', () => {
    expect(rules(buildTeam(), manager({ startlist: started }))).toEqual(['pick-locked', 'pick-locked']);
  });
  it('reports every broken rule at once', () => {
    const team: Team = {
      picks: [withCard(1, 999), bare(2), withCard(2), withCard(42, 142)],
      captainId: a(7),
    };
    expect(
      rules(team, manager({ startlist: started, previous: stored, cardsInOtherTeams: [cardId(102)] })),
    ).toEqual([
      'team-size',
      'captain-not-picked',
      'duplicate-athlete',
      'not-in-startlist',
      'card-not-owned',
      'card-missing',
      'card-in-other-team',
      'card-not-owned',
      'pick-locked',
      'captain-locked',
    ]);
  });
});

describe('teamsAllowedPerGame (GAME.md: premium managers up to 3 teams per game)', () => {
  it('allows 1 team, or 3 with premium', () => {
    expect(teamsAllowedPerGame(false)).toBe(1);
    expect(teamsAllowedPerGame(true)).toBe(3);
  });
});
