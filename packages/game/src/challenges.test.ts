import { describe, expect, it } from 'vitest';
import {
  CHALLENGE_CONDITION_OF_EVENT,
  CHALLENGE_CONDITIONS,
  challengeProgress,
  challengeSetPhase,
  challengeSteps,
} from './challenges.ts';

describe('challenge steps: which event counts for which condition, by what reference (R1.29)', () => {
  it('maps every condition to exactly one event', () => {
    expect(Object.values(CHALLENGE_CONDITION_OF_EVENT).sort()).toEqual([...CHALLENGE_CONDITIONS].sort());
  });

  it('counts a manager-mode team as joining its game, and a quickplay team not at all', () => {
    const payload = { user_id: 7, game_id: 40 };
    expect(challengeSteps({ type: 'team.created', payload, mode: 'manager' })).toEqual([
      { userId: 7, condition: 'join_games', reference: 40 },
    ]);
    expect(challengeSteps({ type: 'team.created', payload, mode: 'quickplay' })).toEqual([]);
  });

  it('counts a completed game once for each manager with a captain in the top 3', () => {
    const steps = challengeSteps({
      type: 'game.completed',
      payload: { game_id: 9 },
      captains: [
        { userId: 3, captainPlace: 4 },
        { userId: 2, captainPlace: 3 },
        { userId: 1, captainPlace: 1 },
        // A premium manager's two teams with top-3 captains count the game once.
        { userId: 2, captainPlace: 2 },
        { userId: 5, captainPlace: null },
      ],
    });
    expect(steps).toEqual([
      { userId: 1, condition: 'captain_top3', reference: 9 },
      { userId: 2, condition: 'captain_top3', reference: 9 },
    ]);
  });

  it('counts an opened draft by its opening, a purchase for the buyer by its listing, a follow by its followee and a league by its id', () => {
    expect(challengeSteps({ type: 'draft.opened', payload: { user_id: 4, opening_id: 11 } })).toEqual([
      { userId: 4, condition: 'open_draft', reference: 11 },
    ]);
    expect(challengeSteps({ type: 'listing.sold', payload: { listing_id: 12, buyer_id: 5 } })).toEqual([
      { userId: 5, condition: 'market_buy', reference: 12 },
    ]);
    expect(challengeSteps({ type: 'user.followed', payload: { follower_id: 6, followee_id: 13 } })).toEqual([
      { userId: 6, condition: 'follow_managers', reference: 13 },
    ]);
    expect(challengeSteps({ type: 'league.joined', payload: { league_id: 14, user_id: 8 } })).toEqual([
      { userId: 8, condition: 'join_league', reference: 14 },
    ]);
  });
});

describe('challenge set phase (R2.58)', () => {
  const set = { startsAt: new Date('2026-12-01T00:00:00Z'), endsAt: new Date('2026-12-08T00:00:00Z') };
  it('is upcoming before its start, active from its start up to its end, and ended from its end', () => {
    expect(challengeSetPhase(set, new Date('2026-11-30T23:59:59.999Z'))).toBe('upcoming');
    expect(challengeSetPhase(set, set.startsAt)).toBe('active');
    expect(challengeSetPhase(set, new Date('2026-12-07T23:59:59.999Z'))).toBe('active');
    expect(challengeSetPhase(set, set.endsAt)).toBe('ended');
  });
});

describe('challenge progress display (R2.59)', () => {
  it('reads as n of target with a percent rounded down', () => {
    expect(challengeProgress(0, 3)).toEqual({
      progress: 0,
      target: 3,
      percent: 0,
      completed: false,
      label: '0 of 3',
    });
    expect(challengeProgress(2, 3)).toMatchObject({ percent: 66, completed: false, label: '2 of 3' });
    expect(challengeProgress(3, 3)).toMatchObject({ percent: 100, completed: true, label: '3 of 3' });
  });

  it('never shows more than the target or less than nothing', () => {
    expect(challengeProgress(5, 3)).toMatchObject({ progress: 3, percent: 100, completed: true });
    expect(challengeProgress(-1, 3)).toMatchObject({ progress: 0, percent: 0 });
  });

  it('refuses a target below 1', () => {
    expect(() => challengeProgress(0, 0)).toThrow(RangeError);
  });
});
