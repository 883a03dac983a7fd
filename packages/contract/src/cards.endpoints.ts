import type { Endpoint } from './endpoints.ts';

/** Athlete cards, their contracts and the draft credits that pay for them (spec §7). */
export const cardsEndpoints = {
  athleteCards: { method: 'GET', path: 'cards/athlete-cards/', access: 'public', status: 200 },
  athleteCard: { method: 'GET', path: 'cards/athlete-cards/{id}/', access: 'public', status: 200 },
  primaryAthleteCard: {
    method: 'GET',
    path: 'cards/athlete-cards/primary/{id}/',
    access: 'user',
    status: 200,
  },
  extendContract: { method: 'POST', path: 'cards/contracts/extend/', access: 'user', status: 200 },
  credits: { method: 'GET', path: 'cards/credits/', access: 'user', status: 200 },
} as const satisfies Record<string, Endpoint>;
