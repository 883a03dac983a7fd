import type { RecordedRequest } from '../../api/fetch-stub.testing.ts';
import type { TrackingPayload } from './analytics-queue.ts';

/** One tracked event as the stubbed server received it, with the request that carried it. */
export interface TrackedEvent extends TrackingPayload {
  request: RecordedRequest;
}

/** The events of every POST tracking/track/ seen so far, in the order they were sent. */
export function trackedEvents(requests: readonly RecordedRequest[]): TrackedEvent[] {
  return requests
    .filter((request) => request.method === 'POST' && request.path === 'tracking/track/')
    .flatMap((request) =>
      ((request.body as { batch: TrackingPayload[] }).batch ?? []).map((event) => ({ ...event, request })),
    );
}
