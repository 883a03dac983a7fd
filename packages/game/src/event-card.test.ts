import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownTarget,
  type EventCardEvent,
  type EventCardGame,
  eventCard,
  eventCardState,
  type FantasyGameStatus,
} from './event-card.ts';

const NOW = '2025-03-05T12:00:00Z';
const nowMs = Date.parse(NOW);
const H = 3_600_000;
const D = 24 * H;
const iso = (ms: number): string => new Date(ms).toISOString();

const game = (status: FantasyGameStatus, team = false, dates: (string | null)[] = []): EventCardGame => ({
  status,
  user_team: team ? { id: 1 } : null,
  competitions: dates.map((date) => ({ date })),
});
const event = (games: EventCardGame[], dateTo: string | null = iso(nowMs + 3 * D)): EventCardEvent => ({
  date_to: dateTo,
  fantasy_games: games,
});

describe('event card state (spec §4)', () => {
  it('R4.78 is active when at least one game is OPN, whatever the others are', () => {
    expect(eventCardState(event([game('OPN')]), NOW)).toBe('active');
    expect(eventCardState(event([game('CPL'), game('OPN'), game('UPC')]), NOW)).toBe('active');
    expect(eventCardState(event([game('OPN')], iso(nowMs - D)), NOW)).toBe('active');
  });
  it('R4.84 is over when all games are CPL and at least one exists', () => {
    expect(eventCardState(event([game('CPL'), game('CPL')]), NOW)).toBe('over');
    expect(eventCardState(event([game('CPL')], iso(nowMs - D)), NOW)).toBe('over');
  });
  it('R4.87 A30 is upcoming with no games or all UPC, and date_to in the future', () => {
    expect(eventCardState(event([]), NOW)).toBe('upcoming');
    expect(eventCardState(event([game('UPC'), game('UPC')]), NOW)).toBe('upcoming');
  });
  it('A30 an event without games whose date_to has passed is not upcoming', () => {
    expect(eventCardState(event([], iso(nowMs - 1)), NOW)).toBe('other');
    expect(eventCardState(event([], iso(nowMs)), NOW)).toBe('other');
    expect(eventCardState(event([game('UPC')], iso(nowMs - D)), NOW)).toBe('other');
    expect(eventCardState(event([], null), NOW)).toBe('other');
  });
  it('A30 a date-only date_to stays in the future for the whole of that UTC day', () => {
    expect(eventCardState(event([], '2025-03-05'), NOW)).toBe('upcoming');
    expect(eventCardState(event([], '2025-03-04'), NOW)).toBe('other');
  });
  it('R4.89 mixed UPC and CPL games without an OPN one are neither over nor upcoming', () => {
    expect(eventCardState(event([game('UPC'), game('CPL')]), NOW)).toBe('other');
  });
  it('accepts now as a Date or epoch milliseconds', () => {
    expect(eventCardState(event([]), new Date(nowMs))).toBe('upcoming');
    expect(eventCardState(event([]), nowMs)).toBe('upcoming');
  });
});

describe('event card button and badge (spec §4)', () => {
  it("R4.79 active with no team: 'Play Now'", () => {
    expect(eventCard(event([game('OPN'), game('UPC')]), NOW).button).toBe('Play Now');
  });
  it("R4.80 A20 active with teams in some games (counted over all games): 'Continue Playing'", () => {
    expect(eventCard(event([game('OPN', true), game('OPN')]), NOW).button).toBe('Continue Playing');
    expect(eventCard(event([game('OPN'), game('CPL', true)]), NOW).button).toBe('Continue Playing');
    expect(eventCard(event([game('OPN', true), game('UPC')]), NOW).button).toBe('Continue Playing');
  });
  it("R4.81 A20 active with a team in every game: 'Teams Submitted'", () => {
    expect(eventCard(event([game('OPN', true), game('CPL', true)]), NOW).button).toBe('Teams Submitted');
  });
  it("R4.82 A20 active badge reads '{time} Left to play' with the countdown text", () => {
    const days = eventCard(event([game('OPN')], iso(nowMs + 3 * D + H)), NOW);
    expect(days.badge).toBe('3 days Left to play');
    expect(days.countdown?.text).toBe('3 days');
    const clock = eventCard(event([game('OPN')], iso(nowMs + 2 * H + 5_000)), NOW);
    expect(clock.badge).toBe('02:00:05 Left to play');
    expect(clock.countdown?.nextChangeInMs).toBe(1000);
  });
  it("R4.83 R4.93 active badge reads 'Expired' once the countdown reaches zero, and the ticking stops", () => {
    const card = eventCard(event([game('OPN', false, [iso(nowMs - H)])], iso(nowMs - D)), NOW);
    expect(card.badge).toBe('Expired');
    expect(card.countdown).toMatchObject({ expired: true, nextChangeInMs: null });
    expect(eventCard(event([game('OPN')], NOW), NOW).badge).toBe('Expired');
  });
  it('an active card without any valid date has no badge and no countdown', () => {
    const card = eventCard(event([game('OPN', false, ['?'])], null), NOW);
    expect(card).toEqual({ state: 'active', button: 'Play Now', badge: null, countdown: null });
  });
  it("R4.85 over with no user teams: 'View Results' and no badge", () => {
    expect(eventCard(event([game('CPL'), game('CPL')]), NOW)).toEqual({
      state: 'over',
      button: 'View Results',
      badge: null,
      countdown: null,
    });
  });
  it("R4.86 over with at least one user team: 'My Results'", () => {
    expect(eventCard(event([game('CPL'), game('CPL', true)]), NOW).button).toBe('My Results');
  });
  it("R4.88 upcoming: 'Notify Me' and 'Pre-Register Now'", () => {
    expect(eventCard(event([game('UPC', false, [iso(nowMs + 9 * D)])]), NOW)).toEqual({
      state: 'upcoming',
      button: 'Notify Me',
      badge: 'Pre-Register Now',
      countdown: null,
    });
  });
  it("R4.89 any other card: 'View Event' and no badge", () => {
    expect(eventCard(event([game('UPC'), game('CPL', true)]), NOW)).toEqual({
      state: 'other',
      button: 'View Event',
      badge: null,
      countdown: null,
    });
  });
  it('treats an absent user_team like null', () => {
    const noField: EventCardGame = { status: 'OPN', competitions: [] };
    expect(eventCard(event([noField]), NOW).button).toBe('Play Now');
  });
});

describe('countdownTarget (R4.90)', () => {
  it('R4.90 is the latest of the event end date and all competition dates', () => {
    const latest = nowMs + 5 * D;
    const e = event(
      [game('OPN', false, [iso(nowMs + D), iso(latest)]), game('UPC', false, [iso(nowMs + 2 * D)])],
      iso(nowMs + 3 * D),
    );
    expect(countdownTarget(e)).toBe(latest);
    expect(countdownTarget(event([game('OPN', false, [iso(nowMs + D)])], iso(nowMs + 4 * D)))).toBe(
      nowMs + 4 * D,
    );
  });
  it('R4.90 counts a date-only end until the end of that UTC day', () => {
    expect(countdownTarget(event([], '2025-03-09'))).toBe(Date.UTC(2025, 2, 10));
  });
  it('ignores invalid dates and is null when none is valid', () => {
    expect(countdownTarget(event([game('OPN', false, [null, 'x', iso(nowMs)])], 'never'))).toBe(nowMs);
    expect(countdownTarget(event([game('OPN', false, [null])], null))).toBeNull();
  });
  it('is never earlier than any valid date it was given', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 4e12 }), { maxLength: 4 }), { maxLength: 4 }),
        fc.integer({ min: 0, max: 4e12 }),
        (gameDates, end) => {
          const e = event(
            gameDates.map((dates) => game('OPN', false, dates.map(iso))),
            iso(end),
          );
          const target = countdownTarget(e);
          expect(target).toBe(Math.max(end, ...gameDates.flat()));
        },
      ),
    );
  });
});

describe('event card invariants', () => {
  const status = fc.constantFrom<FantasyGameStatus>('UPC', 'OPN', 'CPL');
  const games = fc.array(
    fc.record({ status, team: fc.boolean() }).map((g) => game(g.status, g.team, [iso(nowMs + D)])),
    { maxLength: 6 },
  );
  const dateTo = fc.integer({ min: nowMs - 10 * D, max: nowMs + 10 * D }).map(iso);
  const buttons = {
    active: ['Play Now', 'Continue Playing', 'Teams Submitted'],
    over: ['View Results', 'My Results'],
    upcoming: ['Notify Me'],
    other: ['View Event'],
  } as const;

  it('every event has exactly one state, and its button belongs to that state', () => {
    fc.assert(
      fc.property(games, dateTo, (gs, to) => {
        const card = eventCard(event(gs, to), NOW);
        expect(buttons[card.state]).toContain(card.button);
        expect(card.countdown !== null).toBe(card.state === 'active');
      }),
    );
  });
  it('the badge is one of the spec texts', () => {
    fc.assert(
      fc.property(games, dateTo, (gs, to) => {
        const { badge } = eventCard(event(gs, to), NOW);
        if (badge !== null) expect(badge).toMatch(/^(.+ Left to play|Expired|Pre-Register Now)$/);
      }),
    );
  });
});
