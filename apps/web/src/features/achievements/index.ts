export { achievementIconUrl } from './achievement-icons.ts';
export { achievementKeys, useUserAchievementsQuery } from './achievement-queries.ts';
export {
  ACHIEVEMENT_EVENT,
  type Achievement,
  achievementStore,
  dismissAchievement,
  isAchievement,
  listenForAchievementEvents,
  showAchievement,
  useShownAchievement,
} from './achievement-store.ts';
export { ACHIEVEMENT_POLL_MS, toModal, useAchievementWatch } from './achievement-watch.ts';
export { ProfileAchievements } from './profile-achievements.tsx';
