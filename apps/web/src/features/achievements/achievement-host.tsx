import { AchievementModal } from './achievement-modal.tsx';
import { dismissAchievement, useShownAchievement } from './achievement-store.ts';

/** The achievement modal opened through `showAchievement()`. */
export function AchievementHost() {
  const achievement = useShownAchievement();
  // A new key per achievement: the next in line opens as a dialog of its own.
  return <AchievementModal key={achievement?.name} achievement={achievement} onClose={dismissAchievement} />;
}
