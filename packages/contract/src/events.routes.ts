import { z } from 'zod';
import { recordIdParamSchema, slugParamSchema } from './catalog.ts';
import { eventsEndpoints } from './events.endpoints.ts';
import {
  cupSchema,
  cupSummarySchema,
  eventListQuerySchema,
  eventPageSchema,
  eventSchema,
  gameDetailSchema,
  viewerQuerySchema,
} from './events.ts';
import { defineRoute } from './route.ts';

/** The event calendar, events, fantasy games and quickplay cups. */
export const eventsRoutes = {
  eventCalendar: defineRoute({
    ...eventsEndpoints.eventCalendar,
    tag: 'events',
    summary: 'Event calendar: live first, then upcoming soonest, then past latest',
    query: eventListQuerySchema,
    response: { 200: eventPageSchema },
    errors: [],
  }),
  eventDetail: defineRoute({
    ...eventsEndpoints.eventDetail,
    tag: 'events',
    summary: 'One event with its fantasy games and the viewer’s teams',
    params: slugParamSchema,
    query: viewerQuerySchema,
    response: { 200: eventSchema },
    errors: [],
  }),
  gameDetail: defineRoute({
    ...eventsEndpoints.gameDetail,
    tag: 'events',
    summary: 'A fantasy game: competitions, ruleset, priced startlist with lock times, viewer’s teams',
    params: recordIdParamSchema,
    query: viewerQuerySchema,
    response: { 200: gameDetailSchema },
    errors: [],
  }),
  quickplayCups: defineRoute({
    ...eventsEndpoints.quickplayCups,
    tag: 'quickplay',
    summary: 'Quickplay cups of the current and past seasons',
    query: viewerQuerySchema,
    response: { 200: z.array(cupSummarySchema) },
    errors: [],
  }),
  quickplayCup: defineRoute({
    ...eventsEndpoints.quickplayCup,
    tag: 'quickplay',
    summary: 'A quickplay cup with its games',
    params: slugParamSchema,
    query: viewerQuerySchema,
    response: { 200: cupSchema },
    errors: [],
  }),
} as const;
