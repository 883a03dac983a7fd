import { adminEventsEndpoints } from './admin-events.endpoints.ts';
import {
  adminEventListQuerySchema,
  adminEventSchema,
  eventCreateBodySchema,
  eventUpdateBodySchema,
  gameCreateBodySchema,
  gameStatusBodySchema,
  gameUpdateBodySchema,
  startlistBodySchema,
} from './admin-events.ts';
import { recordIdParamSchema, slugParamSchema } from './catalog.ts';
import { eventPageSchema, gameDetailSchema, viewerQuerySchema } from './events.ts';
import { defineRoute } from './route.ts';

/** Staff tools for events, games, competitions, startlists and game status. */
export const adminEventsRoutes = {
  adminEventList: defineRoute({
    ...adminEventsEndpoints.adminEventList,
    tag: 'admin',
    summary: 'Every event, searchable by name, location or slug and filtered like the calendar (staff)',
    query: adminEventListQuerySchema,
    response: { 200: eventPageSchema },
    errors: [],
  }),
  adminEventCreate: defineRoute({
    ...adminEventsEndpoints.adminEventCreate,
    tag: 'admin',
    summary: 'Create an event (staff)',
    body: eventCreateBodySchema,
    response: { 201: adminEventSchema },
    errors: [409],
  }),
  adminEventDetail: defineRoute({
    ...adminEventsEndpoints.adminEventDetail,
    tag: 'admin',
    summary: 'An event as staff edit it (staff)',
    params: slugParamSchema,
    query: viewerQuerySchema,
    response: { 200: adminEventSchema },
    errors: [],
  }),
  adminEventUpdate: defineRoute({
    ...adminEventsEndpoints.adminEventUpdate,
    tag: 'admin',
    summary: 'Edit an event (staff)',
    params: slugParamSchema,
    body: eventUpdateBodySchema,
    response: { 200: adminEventSchema },
    errors: [409],
  }),
  adminGameCreate: defineRoute({
    ...adminEventsEndpoints.adminGameCreate,
    tag: 'admin',
    summary: 'Add a fantasy game with its competitions and startlist to an event (staff)',
    params: slugParamSchema,
    body: gameCreateBodySchema,
    response: { 201: gameDetailSchema },
    errors: [409],
  }),
  adminGameUpdate: defineRoute({
    ...adminEventsEndpoints.adminGameUpdate,
    tag: 'admin',
    summary: 'Edit a game: name, entry window, ruleset, competitions (staff)',
    params: recordIdParamSchema,
    body: gameUpdateBodySchema,
    response: { 200: gameDetailSchema },
    errors: [409],
  }),
  adminStartlistReplace: defineRoute({
    ...adminEventsEndpoints.adminStartlistReplace,
    tag: 'admin',
    summary: 'Replace a game’s startlist (staff)',
    params: recordIdParamSchema,
    body: startlistBodySchema,
    response: { 200: gameDetailSchema },
    errors: [409],
  }),
  adminGameStatus: defineRoute({
    ...adminEventsEndpoints.adminGameStatus,
    tag: 'admin',
    summary: 'Force a game to upcoming or open (staff)',
    params: recordIdParamSchema,
    body: gameStatusBodySchema,
    response: { 200: gameDetailSchema },
    errors: [409],
  }),
} as const;
