import { describe, expect, it } from 'vitest';
import {
  BLOCK_REASONS,
  type BuilderTeam,
  builderCards,
  builderContext,
  builderViolations,
  candidates,
  canMakeCaptain,
  managerTeamBody,
  togglePick,
} from './manager-team-builder.ts';
import {
  BEFORE_LOCK,
  buildCard,
  buildEntry,
  buildPlayableGame,
  buildTeamView,
  LATE_LOCKS_AT,
  storedPick,
} from './teams.testing.ts';

const EMPTY: BuilderTeam = { picks: [], captainId: null };

/** Cards 11…15 for athletes 1…5; athlete 6 has a rare and a common card. */
const cards = builderCards([
  buildCard(11, 1),
  buildCard(12, 2),
  buildCard(13, 3),
  buildCard(14, 4),
  buildCard(15, 5),
  buildCard(16, 6, { tier: 'common', background: 'common' }),
  buildCard(17, 6, { tier: 'rare', background: 'rare', contract_games_left: 3 }),
  buildCard(18, 7, { contract_games_left: 0 }),
]);
const game = buildPlayableGame();

const pickAll = (ids: number[], context = builderContext(game, cards, [], null, BEFORE_LOCK)) =>
  ids.reduce((team, id) => togglePick(team, id, context), EMPTY);

describe('manager team builder', () => {
  const context = builderContext(game, cards, [], null, BEFORE_LOCK);

  it('says why each athlete can or cannot be picked', () => {
    const byId = new Map(candidates(EMPTY, context).map((c) => [c.entry.athlete.id, c]));
    expect(byId.get(1)?.blocked).toBeNull();
    expect(byId.get(7)?.blocked).toBe(BLOCK_REASONS.noContract);
    expect(byId.get(8)?.blocked).toBe(BLOCK_REASONS.noCard);
  });

  it('plays the best card: highest tier first', () => {
    const team = togglePick(EMPTY, 6, context);
    expect(team.picks[0]?.card).toMatchObject({ id: 17, tier: 'rare' });
  });

  it('lists picks first, then pickable athletes, then blocked ones, and blocks all others when full', () => {
    const team = pickAll([5, 4, 3, 2, 1]);
    const list = candidates(team, context);
    expect(list.slice(0, 5).map((c) => c.entry.athlete.id)).toEqual([5, 4, 3, 2, 1]);
    expect(list.find((c) => c.entry.athlete.id === 6)?.blocked).toBe(BLOCK_REASONS.full);
    expect(togglePick(team, 6, context)).toBe(team);
  });

  it('removes a pick and its captaincy on a second toggle', () => {
    const team = { ...pickAll([1, 2]), captainId: 2 };
    expect(togglePick(team, 2, context)).toEqual({ picks: team.picks.slice(0, 1), captainId: null });
  });

  it('validates with the game rules: size and captain', () => {
    expect(builderViolations(pickAll([1, 2]), context).map((v) => v.rule)).toEqual([
      'team-size',
      'captain-missing',
    ]);
    const full = { ...pickAll([1, 2, 3, 4, 5]), captainId: 3 };
    expect(builderViolations(full, context)).toEqual([]);
    expect(managerTeamBody(full)).toEqual({
      mode: 'manager',
      picks: [
        { athlete_id: 1, card_instance_id: 11 },
        { athlete_id: 2, card_instance_id: 12 },
        { athlete_id: 3, card_instance_id: 13 },
        { athlete_id: 4, card_instance_id: 14 },
        { athlete_id: 5, card_instance_id: 15 },
      ],
      captain_id: 3,
    });
  });

  it('keeps a card used in another team of the game out', () => {
    const other = buildTeamView({ id: 901, picks: [storedPick(1, 11)] });
    const withOther = builderContext(game, cards, [other], null, BEFORE_LOCK);
    const athlete1 = candidates(EMPTY, withOther).find((c) => c.entry.athlete.id === 1);
    expect(athlete1?.blocked).toBe(BLOCK_REASONS.inOtherTeam);
  });

  it('marks withdrawn athletes', () => {
    const withdrawn = buildPlayableGame({ startlist: [buildEntry(1, 90, { withdrawn: true })] });
    const list = candidates(EMPTY, builderContext(withdrawn, cards, [], null, BEFORE_LOCK));
    expect(list[0]?.blocked).toBe(BLOCK_REASONS.withdrawn);
  });
});

describe('late swap while editing', () => {
  // Athletes 1 and 2 compete first and are locked now; 3–8 compete a day later.
  const lateGame = buildPlayableGame({
    startlist: game.startlist.map((entry) =>
      entry.athlete.id <= 2 ? entry : { ...entry, locks_at: LATE_LOCKS_AT },
    ),
  });
  const afterFirstLock = Date.parse('2026-03-08T12:00:00.000Z');
  const stored = buildTeamView({
    captain_id: 1,
    picks: [storedPick(1, 11), storedPick(3, 13), storedPick(4, 14), storedPick(5, 15), storedPick(6, 16)],
  });
  const context = builderContext(lateGame, cards, [stored], stored, afterFirstLock);
  const team = context.previous as BuilderTeam;

  it('keeps locked picks fixed and locked athletes out', () => {
    expect(togglePick(team, 1, context)).toBe(team);
    const athlete2 = candidates(team, context).find((c) => c.entry.athlete.id === 2);
    expect(athlete2).toMatchObject({ locked: true, blocked: BLOCK_REASONS.locked });
  });

  it('swaps an unlocked pick', () => {
    const swapped = togglePick(togglePick(team, 6, context), 7, context);
    expect(swapped.picks.map((p) => p.athleteId)).toEqual([1, 3, 4, 5]);
  });

  it('keeps a locked captain', () => {
    expect(canMakeCaptain(team, 3, context)).toBe(false);
    expect(canMakeCaptain(team, 1, context)).toBe(true);
  });

  it('lets a kept card play on after its contract ran out', () => {
    const spent = builderCards([buildCard(11, 1, { contract_games_left: 0 })]);
    const keptContext = builderContext(
      lateGame,
      [...spent, ...cards.slice(1)],
      [stored],
      stored,
      afterFirstLock,
    );
    expect(builderViolations(keptContext.previous as BuilderTeam, keptContext)).toEqual([]);
  });
});
