import { ACHIEVEMENT_ICONS, ACHIEVEMENT_KEYS } from '@shred/game';
import { z } from 'zod';

/** An achievement (spec §3, R3.22): icon, name, description, link, and when it was earned. */
export const achievementSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** One of the app's achievement pictures. */
  icon: z.enum(ACHIEVEMENT_ICONS),
  /** Where 'Learn More' leads; null, no button. */
  link: z.string().nullable(),
  earned_at: z.string().nullable(),
});
export type AchievementView = z.infer<typeof achievementSchema>;

/** The caller's view of an achievement: also whether the modal showed it yet. */
export const ownAchievementSchema = achievementSchema.extend({ seen_at: z.string().nullable() });
export type OwnAchievement = z.infer<typeof ownAchievementSchema>;

export const achievementKeyParamSchema = z.object({
  key: z.enum(ACHIEVEMENT_KEYS as [string, ...string[]], { error: 'No achievement has this key.' }),
});
