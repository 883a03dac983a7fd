import { describe, expect, it } from 'vitest';
import {
  quickplayChoices,
  quickplayStep,
  quickplayTeamBody,
  repickDraft,
  spentAndLeft,
} from './quickplay-picker.ts';
import {
  BEFORE_LOCK,
  buildEntry,
  buildStartlist,
  buildTeamView,
  LATE_LOCKS_AT,
  storedPick,
} from './teams.testing.ts';

describe('quickplay picks', () => {
  const startlist = buildStartlist();

  it('prices each athlete by ASPI and keeps the whole budget on the first screen', () => {
    const choices = quickplayChoices(startlist, [], 100, 5, BEFORE_LOCK);
    expect(choices.map((c) => c.price)).toEqual([23, 21, 19, 17, 15, 13, 11, 9]);
    expect(choices.every((c) => c.blocked === null)).toBe(true);
  });

  it('disables athletes that would leave too little for the remaining picks, saying why', () => {
    // Budget 80, 23 + 21 spent: 36 left for 3 picks; the two cheapest others cost 9 + 11.
    expect(spentAndLeft(startlist, [1, 2], 80)).toEqual({ spent: 44, left: 36 });
    const choices = quickplayChoices(startlist, [1, 2], 80, 5, BEFORE_LOCK);
    const byId = new Map(choices.map((c) => [c.entry.athlete.id, c.blocked]));
    expect(byId.get(3)).toBe('Leaves too few credits for your 2 remaining picks.');
    expect(byId.get(4)).toBe('Leaves too few credits for your 2 remaining picks.');
    expect(byId.get(5)).toBeNull();
    expect(choices.map((c) => c.entry.athlete.id)).toEqual([5, 6, 7, 8, 3, 4]);
  });

  it('disables athletes that cost more than what is left', () => {
    const choices = quickplayChoices(startlist, [1, 2, 3, 4], 90, 5, BEFORE_LOCK);
    const byId = new Map(choices.map((c) => [c.entry.athlete.id, c.blocked]));
    expect(byId.get(5)).toBe('Costs 15 credits: you have 10 left.');
    expect(byId.get(8)).toBeNull();
  });

  it('disables withdrawn and locked athletes', () => {
    const list = [
      buildEntry(1, 50, { withdrawn: true }),
      buildEntry(2, 50, { locks_at: '2026-03-07T11:00:00.000Z' }),
    ];
    expect(quickplayChoices(list, [], 100, 1, BEFORE_LOCK).map((c) => c.blocked)).toEqual([
      'Withdrawn from this game.',
      'Locked: their competition has started.',
    ]);
  });

  it('walks pick screens, then the captain, then review', () => {
    expect(quickplayStep([], null, 5)).toEqual({ kind: 'pick', number: 1 });
    expect(quickplayStep([1, 2], null, 5)).toEqual({ kind: 'pick', number: 3 });
    expect(quickplayStep([1, 2, 3, 4, 5], null, 5)).toEqual({ kind: 'captain' });
    expect(quickplayStep([1, 2, 3, 4, 5], 9, 5)).toEqual({ kind: 'captain' });
    expect(quickplayStep([1, 2, 3, 4, 5], 2, 5)).toEqual({ kind: 'review' });
  });

  it('builds the quickplay team body, with the cup when there is one', () => {
    expect(quickplayTeamBody([1, 2], 2, null)).toEqual({
      mode: 'quickplay',
      picks: [{ athlete_id: 1 }, { athlete_id: 2 }],
      captain_id: 2,
    });
    expect(quickplayTeamBody([1], 1, 'winter-cup')).toMatchObject({ cup_slug: 'winter-cup' });
  });

  it('picks a stored team anew from its locked picks, keeping a locked captain', () => {
    const list = buildStartlist().map((entry) =>
      entry.athlete.id <= 2 ? entry : { ...entry, locks_at: LATE_LOCKS_AT },
    );
    const team = buildTeamView({
      id: 5,
      captain_id: 2,
      picks: [1, 2, 3, 4, 5].map((id) => storedPick(id, null)),
    });
    const afterFirstLock = Date.parse('2026-03-08T12:00:00.000Z');
    expect(repickDraft(team, list, afterFirstLock)).toEqual({ picks: [1, 2], captainId: 2, teamId: 5 });
    expect(repickDraft({ ...team, captain_id: 4 }, list, afterFirstLock).captainId).toBeNull();
    expect(repickDraft(team, list, BEFORE_LOCK)).toEqual({ picks: [], captainId: null, teamId: 5 });
  });
});
