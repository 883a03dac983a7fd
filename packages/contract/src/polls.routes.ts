import { recordIdParamSchema } from './catalog.ts';
import { pollsEndpoints } from './polls.endpoints.ts';
import {
  adminPollListQuerySchema,
  adminPollListSchema,
  adminPollSchema,
  eventPollsSchema,
  eventSlugParamSchema,
  pollCreateBodySchema,
  pollSchema,
  pollVoteBodySchema,
} from './polls.ts';
import { defineRoute } from './route.ts';

/** Fan votes on an event (INTERFACE.md "Premium, polls, insights"). */
export const pollsRoutes = {
  eventPolls: defineRoute({
    ...pollsEndpoints.eventPolls,
    tag: 'polls',
    summary:
      'An event and its polls; counts and shares only on the polls the viewer voted in (anyone may read)',
    params: eventSlugParamSchema,
    response: { 200: eventPollsSchema },
    errors: [404],
  }),
  pollVote: defineRoute({
    ...pollsEndpoints.pollVote,
    tag: 'polls',
    summary: 'Vote once in a poll: answers the poll with its results; 409 the second time or once closed',
    params: recordIdParamSchema,
    body: pollVoteBodySchema,
    response: { 201: pollSchema },
    errors: [404, 409],
  }),
  adminPollList: defineRoute({
    ...pollsEndpoints.adminPollList,
    tag: 'admin',
    summary: 'An event’s polls with every count (staff)',
    query: adminPollListQuerySchema,
    response: { 200: adminPollListSchema },
    errors: [404],
  }),
  adminPollCreate: defineRoute({
    ...pollsEndpoints.adminPollCreate,
    tag: 'admin',
    summary: 'Add a poll to an event: a question and 2 to 10 options (staff)',
    body: pollCreateBodySchema,
    response: { 201: adminPollSchema },
    errors: [],
  }),
  adminPollDelete: defineRoute({
    ...pollsEndpoints.adminPollDelete,
    tag: 'admin',
    summary: 'Delete a poll and its votes (staff)',
    params: recordIdParamSchema,
    response: { 204: null },
    errors: [],
  }),
} as const;
