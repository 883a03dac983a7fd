import type { ChallengeCondition } from '@shred/game';

export const CHALLENGES_PATH = '/manager/challenges';
/** Where a completed challenge's reward waits to be claimed. */
export const REWARDS_PATH = '/manager/rewards';

export const challengeSetPath = (setId: number) => `${CHALLENGES_PATH}/${setId}`;
export const challengePath = (setId: number, id: number) => `${CHALLENGES_PATH}/${setId}/${id}`;

/** Where a fan goes to do what a condition counts. */
export const CHALLENGE_ACTIONS: Record<ChallengeCondition, { label: string; to: string }> = {
  join_games: { label: 'Find a game', to: '/manager/events' },
  captain_top3: { label: 'Pick a captain', to: '/manager/events' },
  open_draft: { label: 'Open a draft', to: '/manager/market/drafts' },
  market_buy: { label: 'Browse the market', to: '/manager/market/listings' },
  follow_managers: { label: 'Find managers', to: '/search' },
  join_league: { label: 'Go to leagues', to: '/manager/leagues' },
};

/** What a condition asks, as a short line under the challenge's name. */
export function conditionText(condition: ChallengeCondition, target: number): string {
  const times = (one: string, many: string) => (target === 1 ? one : many.replace('{n}', String(target)));
  switch (condition) {
    case 'join_games':
      return times('Enter a team in a game', 'Enter teams in {n} games');
    case 'captain_top3':
      return times('Pick a captain who finishes top 3', 'Pick captains who finish top 3 in {n} games');
    case 'open_draft':
      return times('Open a draft', 'Open {n} drafts');
    case 'market_buy':
      return times('Buy a card on the market', 'Buy {n} cards on the market');
    case 'follow_managers':
      return times('Follow a manager', 'Follow {n} managers');
    case 'join_league':
      return times('Join a league', 'Join {n} leagues');
  }
}
