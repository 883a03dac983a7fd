/**
 * Challenges (GAME.md "Engagement"): sets that run between two dates hold challenges, each a
 * condition counted to a target. A step is one thing the manager did, named by a reference, so
 * doing the same thing twice (following the same manager again, re-joining a league) counts once.
 */

/** What a challenge counts; the server's `challenges.condition` column holds one of these. */
export const CHALLENGE_CONDITIONS = [
  'join_games',
  'captain_top3',
  'open_draft',
  'market_buy',
  'follow_managers',
  'join_league',
] as const;
export type ChallengeCondition = (typeof CHALLENGE_CONDITIONS)[number];

/** The domain events that move challenges forward, and the condition each one counts for. */
export const CHALLENGE_CONDITION_OF_EVENT = {
  'team.created': 'join_games',
  'game.completed': 'captain_top3',
  'draft.opened': 'open_draft',
  'listing.sold': 'market_buy',
  'user.followed': 'follow_managers',
  'league.joined': 'join_league',
} as const satisfies Record<string, ChallengeCondition>;
export type ChallengeEventType = keyof typeof CHALLENGE_CONDITION_OF_EVENT;
export const CHALLENGE_EVENT_TYPES = Object.keys(CHALLENGE_CONDITION_OF_EVENT) as ChallengeEventType[];

/** The best final place a captain may have for the manager's game to count for captain_top3. */
export const CAPTAIN_TOP_PLACE = 3;

/** One thing done by one manager, towards every challenge of its condition. */
export interface ChallengeStep {
  userId: number;
  condition: ChallengeCondition;
  /** What was done: a game, an opening, a listing, a followee or a league, by its id. */
  reference: number;
}

/**
 * The payloads of the events with what the server read for them: a team's mode (only
 * manager-mode teams join a game for challenges), and for a completed game each manager-mode
 * team's owner with its captain's final place (null when the captain has no place).
 */
export type ChallengeEvent =
  | { type: 'team.created'; payload: { user_id: number; game_id: number }; mode: 'manager' | 'quickplay' }
  | {
      type: 'game.completed';
      payload: { game_id: number };
      captains: ReadonlyArray<{ userId: number; captainPlace: number | null }>;
    }
  | { type: 'draft.opened'; payload: { user_id: number; opening_id: number } }
  | { type: 'listing.sold'; payload: { listing_id: number; buyer_id: number } }
  | { type: 'user.followed'; payload: { follower_id: number; followee_id: number } }
  | { type: 'league.joined'; payload: { league_id: number; user_id: number } };

/** The steps an event counts: who did what, by reference, for which condition. */
export function challengeSteps(event: ChallengeEvent): ChallengeStep[] {
  const condition = CHALLENGE_CONDITION_OF_EVENT[event.type];
  switch (event.type) {
    case 'team.created':
      return event.mode === 'manager'
        ? [{ userId: event.payload.user_id, condition, reference: event.payload.game_id }]
        : [];
    case 'game.completed': {
      // A premium manager's several teams count the game once, if any captain made the top 3.
      const users = new Set(
        event.captains
          .filter((team) => team.captainPlace !== null && team.captainPlace <= CAPTAIN_TOP_PLACE)
          .map((team) => team.userId),
      );
      return [...users]
        .sort((a, b) => a - b)
        .map((userId) => ({ userId, condition, reference: event.payload.game_id }));
    }
    case 'draft.opened':
      return [{ userId: event.payload.user_id, condition, reference: event.payload.opening_id }];
    case 'listing.sold':
      // The buyer bought on the market; the seller's sale is not a purchase.
      return [{ userId: event.payload.buyer_id, condition, reference: event.payload.listing_id }];
    case 'user.followed':
      return [{ userId: event.payload.follower_id, condition, reference: event.payload.followee_id }];
    case 'league.joined':
      return [{ userId: event.payload.user_id, condition, reference: event.payload.league_id }];
  }
}

/** Where a set stands at an instant: steps count only while it is active. */
export type ChallengeSetPhase = 'upcoming' | 'active' | 'ended';

/** A set is active from its start (included) to its end (excluded). */
export function challengeSetPhase(set: { startsAt: Date; endsAt: Date }, at: Date): ChallengeSetPhase {
  const t = at.getTime();
  if (t < set.startsAt.getTime()) return 'upcoming';
  if (t < set.endsAt.getTime()) return 'active';
  return 'ended';
}

export interface ChallengeProgressView {
  /** Steps counted, never shown above the target. */
  progress: number;
  target: number;
  /** 0–100, rounded down so that only a met target shows 100. */
  percent: number;
  completed: boolean;
  /** "2 of 3". */
  label: string;
}

/** How a challenge's progress reads: n of target and the percent a bar or ring fills. */
export function challengeProgress(progress: number, target: number): ChallengeProgressView {
  if (!Number.isInteger(target) || target < 1) throw new RangeError(`target ${target}`);
  const shown = Math.min(Math.max(0, Math.floor(progress)), target);
  return {
    progress: shown,
    target,
    percent: Math.floor((shown * 100) / target),
    completed: shown === target,
    label: `${shown} of ${target}`,
  };
}
