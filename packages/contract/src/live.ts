import { z } from 'zod';

export { LIVE_RESULT_EVENT, LIVE_RESYNC_EVENT } from './live.endpoints.ts';

/** The data of a `result` event. */
export const liveResultSchema = z
  .object({ game_id: z.number().int().positive() })
  .meta({ id: 'LiveResult', description: 'The game whose scores and ranks changed.' });
export type LiveResult = z.infer<typeof liveResultSchema>;

/** The live stream itself, as the OpenAPI document describes it. */
export const liveStreamSchema = z.string().meta({
  description:
    'Server-Sent Events. `event: result` with `data: {"game_id": …}` when a game\'s scores change ' +
    '(at most one per game every 250 ms); `event: resync` when events may have been missed; a comment ' +
    'line every 15 s keeps the connection open. Every event has an `id:`; a reconnect that sends it ' +
    'back as `Last-Event-ID` gets the events it missed, or `resync`.',
});
