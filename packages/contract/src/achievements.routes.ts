import { z } from 'zod';
import { achievementsEndpoints } from './achievements.endpoints.ts';
import { achievementKeyParamSchema, achievementSchema, ownAchievementSchema } from './achievements.ts';
import { idParamSchema } from './common.ts';
import { defineRoute } from './route.ts';

/** Achievements: milestones shown once in the achievement modal, listed on the profile. */
export const achievementsRoutes = {
  achievementList: defineRoute({
    ...achievementsEndpoints.achievementList,
    tag: 'achievements',
    summary: 'Every achievement with when the caller earned it (null: not yet) and whether it was shown',
    response: { 200: z.array(ownAchievementSchema) },
    errors: [],
  }),
  achievementSeen: defineRoute({
    ...achievementsEndpoints.achievementSeen,
    tag: 'achievements',
    summary: 'Mark an earned achievement as shown, so the modal shows it once (404 when not earned)',
    params: achievementKeyParamSchema,
    response: { 200: ownAchievementSchema },
    errors: [404],
  }),
  userAchievements: defineRoute({
    ...achievementsEndpoints.userAchievements,
    tag: 'achievements',
    summary: 'The achievements a user earned, for their profile, in the order of the list',
    params: idParamSchema,
    response: { 200: z.array(achievementSchema) },
    errors: [404],
  }),
} as const;
