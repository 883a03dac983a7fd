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
