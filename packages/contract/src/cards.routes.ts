import { z } from 'zod';
import { cardsEndpoints } from './cards.endpoints.ts';
import {
  athleteCardSchema,
  athleteCardsQuerySchema,
  creditsSchema,
  extendContractBodySchema,
  extendContractResultSchema,
} from './cards.ts';
import { recordIdParamSchema } from './catalog.ts';
import { viewerQuerySchema } from './events.ts';
import { defineRoute } from './route.ts';

/** Athlete cards, their contracts and the draft credits that pay for them (spec §7). */
export const cardsRoutes = {
  athleteCards: defineRoute({
    ...cardsEndpoints.athleteCards,
    tag: 'cards',
    summary: 'The signed-in user’s athlete cards, or ?username= someone else’s',
    query: athleteCardsQuerySchema,
    response: { 200: z.array(athleteCardSchema) },
    errors: [401, 404],
  }),
  athleteCard: defineRoute({
    ...cardsEndpoints.athleteCard,
    tag: 'cards',
    summary: 'One athlete card instance',
    params: recordIdParamSchema,
    query: viewerQuerySchema,
    response: { 200: athleteCardSchema },
    errors: [],
  }),
  primaryAthleteCard: defineRoute({
    ...cardsEndpoints.primaryAthleteCard,
    tag: 'cards',
    summary: 'The viewer’s best card of athlete {id}: highest tier, then most contract games',
    params: recordIdParamSchema,
    query: viewerQuerySchema,
    response: { 200: athleteCardSchema },
    errors: [],
  }),
  extendContract: defineRoute({
    ...cardsEndpoints.extendContract,
    tag: 'cards',
    summary: 'Add contract games to an own card, paid in credits per game by tier (1/2/4/8)',
    body: extendContractBodySchema,
    response: { 200: extendContractResultSchema },
    errors: [402, 403, 404],
  }),
  credits: defineRoute({
    ...cardsEndpoints.credits,
    tag: 'cards',
    summary: 'The viewer’s credit balance and latest ledger movements',
    query: viewerQuerySchema,
    response: { 200: creditsSchema },
    errors: [],
  }),
} as const;
