import { z } from 'zod';

/** The event a live stream sends when a game's scores and ranks changed (a new board is current). */
export const LIVE_RESULT_EVENT = 'result';
/**
 * The event a live stream sends when some events may have been missed (the server's database
 * listener was down, or a reconnect asked for events it no longer holds): refetch what is shown.
 */
export const LIVE_RESYNC_EVENT = 'resync';

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
