export {
  CHALLENGE_ACTIONS,
  CHALLENGES_PATH,
  challengePath,
  challengeSetPath,
  conditionText,
  REWARDS_PATH,
} from './challenge-paths.ts';
export {
  challengeKeys,
  useChallengeQuery,
  useChallengeSetQuery,
  useChallengeSetsQuery,
} from './challenge-queries.ts';
export { ChallengeRow } from './challenge-row.tsx';
export { ChallengeSetCard, ChallengeSetCardsSkeleton } from './challenge-set-card.tsx';
export { ProgressBar, ProgressRing } from './progress.tsx';
export { RewardBadge, rewardText } from './reward-badge.tsx';
export { SetTiming } from './set-timing.tsx';
