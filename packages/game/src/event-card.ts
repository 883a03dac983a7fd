/**
 * The event card (spec §4 "Event card state", R4.78–R4.93, A20, A30): its state, button,
 * badge and countdown, from the event as the API sends it and the current time.
 */
import { type Countdown, countdown } from './countdown.ts';
import { endToEpochMs, type Instant, toEpochMs } from './instants.ts';

export type FantasyGameStatus = 'UPC' | 'OPN' | 'CPL';

export interface EventCardGame {
  readonly status: FantasyGameStatus;
  /** The viewer's team in this game; null or absent when there is none. */
  readonly user_team?: unknown;
  readonly competitions: readonly { readonly date: Instant | null }[];
}

export interface EventCardEvent {
  readonly date_to: Instant | null;
  readonly fantasy_games: readonly EventCardGame[];
}

export type EventCardState = 'active' | 'over' | 'upcoming' | 'other';

export type EventCardButton =
  | 'Play Now'
  | 'Continue Playing'
  | 'Teams Submitted'
  | 'View Results'
  | 'My Results'
  | 'Notify Me'
  | 'View Event';

export interface EventCard {
  readonly state: EventCardState;
  readonly button: EventCardButton;
  /** '{time} Left to play', 'Expired', 'Pre-Register Now', or null for no badge. */
  readonly badge: string | null;
  /** Only on an active card with a known target; drive the ticking with nextChangeInMs. */
  readonly countdown: Countdown | null;
}

const hasTeam = (game: EventCardGame): boolean => game.user_team !== null && game.user_team !== undefined;

/**
 * active: some game OPN; over: games exist and all are CPL; upcoming: (no games or all UPC)
 * and date_to still ahead (A30); otherwise other.
 */
export function eventCardState(event: EventCardEvent, now: Instant): EventCardState {
  const games = event.fantasy_games;
  if (games.some((g) => g.status === 'OPN')) return 'active';
  if (games.length > 0 && games.every((g) => g.status === 'CPL')) return 'over';
  const allUpcoming = games.every((g) => g.status === 'UPC');
  if (allUpcoming && endToEpochMs(event.date_to) > toEpochMs(now)) return 'upcoming';
  return 'other';
}

/**
 * Epoch ms of the latest of the event end (date_to) and every competition date, or null
 * when none is a valid date. A date-only value counts until the end of its UTC day.
 */
export function countdownTarget(event: EventCardEvent): number | null {
  const candidates = [
    endToEpochMs(event.date_to),
    ...event.fantasy_games.flatMap((g) => g.competitions.map((c) => endToEpochMs(c.date))),
  ].filter((ms) => !Number.isNaN(ms));
  return candidates.length === 0 ? null : Math.max(...candidates);
}

/** Teams are counted over all games of the event (A20). */
function activeButton(games: readonly EventCardGame[]): EventCardButton {
  const withTeam = games.filter(hasTeam).length;
  if (withTeam === 0) return 'Play Now';
  return withTeam === games.length ? 'Teams Submitted' : 'Continue Playing';
}

export function activeBadge(clock: Countdown): string {
  return clock.expired ? 'Expired' : `${clock.text} Left to play`;
}

export function eventCard(event: EventCardEvent, now: Instant): EventCard {
  const state = eventCardState(event, now);
  switch (state) {
    case 'active': {
      const target = countdownTarget(event);
      const clock = target === null ? null : countdown(target, toEpochMs(now));
      return {
        state,
        button: activeButton(event.fantasy_games),
        badge: clock ? activeBadge(clock) : null,
        countdown: clock,
      };
    }
    case 'over':
      return {
        state,
        button: event.fantasy_games.some(hasTeam) ? 'My Results' : 'View Results',
        badge: null,
        countdown: null,
      };
    case 'upcoming':
      return { state, button: 'Notify Me', badge: 'Pre-Register Now', countdown: null };
    case 'other':
      return { state, button: 'View Event', badge: null, countdown: null };
  }
}
