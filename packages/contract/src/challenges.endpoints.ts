import type { Endpoint } from './endpoints.ts';

/**
 * Challenges (INTERFACE.md "Notifications, rewards, challenges, live"): the manager area's
 * screens need a signed-in manager, and progress is the caller's own, so every call is a user's.
 */
export const challengesEndpoints = {
  challengeSets: { method: 'GET', path: 'challenges/sets/', access: 'user', status: 200 },
  challengeSet: { method: 'GET', path: 'challenges/sets/{id}/', access: 'user', status: 200 },
  challenge: { method: 'GET', path: 'challenges/{id}/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
