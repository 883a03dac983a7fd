import { liveEndpoints } from './live.endpoints.ts';
import { liveStreamSchema } from './live.ts';
import { defineRoute } from './route.ts';

/** Live updates of open screens: Server-Sent Events. */
export const liveRoutes = {
  liveEvents: defineRoute({
    ...liveEndpoints.liveEvents,
    tag: 'live',
    summary:
      "A stream of Server-Sent Events telling open screens that a game's scores changed; 429 when the caller's address or account holds its share of open streams, 503 when this server holds all the streams it takes",
    response: { 200: liveStreamSchema },
    produces: 'text/event-stream',
    errors: [429, 503],
  }),
} as const;
