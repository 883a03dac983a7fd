import { describe, expect, it } from 'vitest';
import { buildEvent, pageOfEvents } from './event-fixtures.testing.ts';
import { eventKeys, nextCalendarPage } from './event-queries.ts';

const events = (n: number) => Array.from({ length: n }, (_, i) => buildEvent({ id: i + 1 }));

describe('nextCalendarPage', () => {
  it('asks for the next page while fewer events are loaded than the list holds', () => {
    expect(nextCalendarPage([pageOfEvents(events(12), 14)])).toBe(2);
  });

  it('stops once every event is loaded', () => {
    expect(nextCalendarPage([pageOfEvents(events(12), 14), pageOfEvents(events(2), 14)])).toBeUndefined();
    expect(nextCalendarPage([pageOfEvents(events(3), 3)])).toBeUndefined();
  });

  it('stops on an empty page even if the total says more, so a shrinking list cannot loop', () => {
    expect(nextCalendarPage([pageOfEvents(events(12), 30), pageOfEvents([], 30)])).toBeUndefined();
    expect(nextCalendarPage([])).toBeUndefined();
  });
});

describe('eventKeys', () => {
  it('keeps each mode and filter apart under one root for invalidation', () => {
    const filter = { status: 'live', sport: null, pageSize: 12 } as const;
    expect(eventKeys.calendar('manager', filter)).not.toEqual(eventKeys.calendar('quickplay', filter));
    for (const key of [
      eventKeys.calendar('manager', filter),
      eventKeys.detail('manager', 'x'),
      eventKeys.game('quickplay', 1),
    ]) {
      expect(key[0]).toBe(eventKeys.all[0]);
    }
  });
});
