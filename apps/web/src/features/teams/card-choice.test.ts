import { describe, expect, it } from 'vitest';
import {
  BLOCK_REASONS,
  type BuilderTeam,
  builderCards,
  builderContext,
  CARD_UNAVAILABLE,
  candidates,
  cardChoices,
  chooseCard,
  managerTeamBody,
  togglePick,
} from './manager-team-builder.ts';
import {
  BEFORE_LOCK,
  buildCard,
  buildPlayableGame,
  buildTeamView,
  LATE_LOCKS_AT,
  storedPick,
} from './teams.testing.ts';

const EMPTY: BuilderTeam = { picks: [], captainId: null };

/** Athlete 1: an epic card, two commons (one with more games left) and one with no games left. */
const cards = builderCards([
  buildCard(21, 1, { tier: 'common', contract_games_left: 2 }),
  buildCard(22, 1, { tier: 'epic', background: 'epic', contract_games_left: 1 }),
  buildCard(23, 1, { tier: 'common', contract_games_left: 9 }),
  buildCard(24, 1, { tier: 'legendary', background: 'legendary', contract_games_left: 0 }),
  buildCard(25, 2),
]);
const game = buildPlayableGame();

describe('choosing which card plays (issue 13)', () => {
  const context = builderContext(game, cards, [], null, BEFORE_LOCK);

  it('lists every card of the athlete, best first, and says which cannot play and why', () => {
    expect(cardChoices(1, context).map(({ card, unavailable }) => [card.id, unavailable])).toEqual([
      [24, CARD_UNAVAILABLE.noContract],
      [22, null],
      [23, null],
      [21, null],
    ]);
  });

  it('offers alike cards (same tier and games left) as one choice, standing for the chosen copy', () => {
    const twins = builderCards([buildCard(41, 1), buildCard(42, 1), buildCard(43, 1, { tier: 'rare' })]);
    const twinContext = builderContext(game, twins, [], null, BEFORE_LOCK);
    expect(cardChoices(1, twinContext).map(({ card, copies }) => [card.id, copies])).toEqual([
      [43, 1],
      [41, 2],
    ]);
    expect(cardChoices(1, twinContext, 42).map(({ card }) => card.id)).toEqual([43, 42]);
  });

  it('picks the best playable card by default, and plays the chosen one in the submitted team', () => {
    const picked = togglePick(EMPTY, 1, context);
    expect(picked.picks[0]?.card.id).toBe(22);
    const chosen = chooseCard(picked, 1, 21, context);
    expect(managerTeamBody(chosen).picks).toEqual([{ athlete_id: 1, card_instance_id: 21 }]);
  });

  it('refuses a card without contract games, one in another team, or for a locked pick', () => {
    const picked = togglePick(EMPTY, 1, context);
    expect(chooseCard(picked, 1, 24, context)).toBe(picked);
    expect(chooseCard(picked, 1, 25, context)).toBe(picked);

    const other = buildTeamView({ id: 1, picks: [storedPick(1, 23)] });
    const withOther = builderContext(game, cards, [other], null, BEFORE_LOCK);
    expect(cardChoices(1, withOther).find((c) => c.card.id === 23)?.unavailable).toBe(
      CARD_UNAVAILABLE.inOtherTeam,
    );
    expect(chooseCard(picked, 1, 23, withOther)).toBe(picked);

    const afterLock = builderContext(game, cards, [], null, Date.parse(LATE_LOCKS_AT));
    expect(chooseCard(picked, 1, 21, afterLock)).toBe(picked);
  });

  it('shows a listed card as unavailable with its price and never plays it (list-or-play, issue 14.8)', () => {
    const listed = builderCards([
      buildCard(51, 1, {
        tier: 'epic',
        background: 'epic',
        listing: { id: 3, price: 90, expires_at: LATE_LOCKS_AT },
      }),
      buildCard(52, 1),
      buildCard(53, 2, { listing: { id: 4, price: 1200, expires_at: LATE_LOCKS_AT } }),
    ]);
    const listedContext = builderContext(game, listed, [], null, BEFORE_LOCK);
    expect(cardChoices(1, listedContext).map(({ card, unavailable }) => [card.id, unavailable])).toEqual([
      [51, 'Listed for 90 credits.'],
      [52, null],
    ]);
    const picked = togglePick(EMPTY, 1, listedContext);
    expect(picked.picks[0]?.card.id).toBe(52);
    expect(chooseCard(picked, 1, 51, listedContext)).toBe(picked);
    expect(togglePick(EMPTY, 2, listedContext)).toEqual(EMPTY);
    expect(candidates(EMPTY, listedContext).find((c) => c.entry.athlete.id === 2)?.blocked).toBe(
      BLOCK_REASONS.listed,
    );
  });
});
