import type { Endpoint } from './endpoints.ts';

/** Achievements: milestones shown once in the achievement modal, listed on the profile. */
export const achievementsEndpoints = {
  achievementList: { method: 'GET', path: 'achievements/', access: 'user', status: 200 },
  achievementSeen: { method: 'POST', path: 'achievements/{key}/seen/', access: 'user', status: 200 },
  userAchievements: { method: 'GET', path: 'users/{id}/achievements/', access: 'public', status: 200 },
} as const satisfies Record<string, Endpoint>;
