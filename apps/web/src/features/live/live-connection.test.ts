import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VisibilitySource } from '../../platform/visible-interval.ts';
import { createLiveConnection, type LiveMessage, type LiveSource } from './live-connection.ts';
import { applyLiveMessage, showsScoresOf } from './use-live-results.ts';

/** The browser's EventSource as far as the connection uses it: tests play the server's side. */
class StandInSource implements LiveSource {
  readyState = 0;
  closed = false;
  private readonly handlers = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  readonly url: string;
  constructor(url: string) {
    this.url = url;
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), listener]);
  }
  close(): void {
    this.closed = true;
    this.readyState = 2;
  }
  fire(type: string, data = ''): void {
    if (type === 'open') this.readyState = 1;
    for (const handler of this.handlers.get(type) ?? []) handler(new MessageEvent(type, { data }));
  }
  /** The browser gave up on this stream (an answer other than a stream). */
  fail(): void {
    this.readyState = 2;
    this.fire('error');
  }
}

function visibilityStandIn() {
  let visible = true;
  const listeners = new Set<(visible: boolean) => void>();
  const source: VisibilitySource = {
    isVisible: () => visible,
    onChange: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    set(next: boolean) {
      visible = next;
      for (const listener of listeners) listener(next);
    },
  };
}

let sources: StandInSource[];
let visibility: ReturnType<typeof visibilityStandIn>;
const connect = () =>
  createLiveConnection({
    url: '/api/live/',
    createSource: (url) => {
      const source = new StandInSource(url);
      sources.push(source);
      return source;
    },
    visibility: visibility.source,
    random: () => 1,
  });

beforeEach(() => {
  sources = [];
  visibility = visibilityStandIn();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the live connection (issue 16.4)', () => {
  it('opens one stream for every screen that listens and closes it when the last one leaves', () => {
    const live = connect();
    const heard: LiveMessage[] = [];
    const leaveA = live.subscribe((message) => heard.push(message));
    const leaveB = live.subscribe(() => undefined);
    expect(sources).toHaveLength(1);
    sources[0]?.fire('open');
    sources[0]?.fire('result', '{"game_id":7}');
    expect(heard).toEqual([{ type: 'result', gameId: 7 }]);
    leaveA();
    expect(sources[0]?.closed).toBe(false);
    leaveB();
    expect(sources[0]?.closed).toBe(true);
  });

  it('pauses while the page is hidden and resyncs on its return', () => {
    const live = connect();
    const heard: LiveMessage[] = [];
    live.subscribe((message) => heard.push(message));
    sources[0]?.fire('open');
    visibility.set(false);
    expect(sources[0]?.closed).toBe(true);
    visibility.set(true);
    expect(sources).toHaveLength(2);
    sources[1]?.fire('open');
    expect(heard).toEqual([{ type: 'resync' }]);
  });

  it('opens a new stream after a growing wait when the browser gives up, then resyncs', () => {
    const live = connect();
    const heard: LiveMessage[] = [];
    live.subscribe((message) => heard.push(message));
    sources[0]?.fail();
    vi.advanceTimersByTime(999);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    sources[1]?.fail();
    vi.advanceTimersByTime(1_999);
    expect(sources).toHaveLength(2);
    vi.advanceTimersByTime(1);
    sources[2]?.fire('open');
    expect(heard).toEqual([{ type: 'resync' }]);
    sources[2]?.fire('resync', '{}');
    expect(heard).toHaveLength(2);
  });

  it('leaves a dropped connection to the browser, which reconnects by itself', () => {
    const live = connect();
    live.subscribe(() => undefined);
    sources[0]?.fire('open');
    sources[0]?.fire('error');
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
  });
});

describe('what a live message refetches (issue 16.4)', () => {
  it("marks the game's results, rankings, the viewer's teams, events, league standings and profile stats stale, and not other games", () => {
    const of7 = [
      ['results', 'leaderboard', 7, 'manager', 1, 50],
      ['results', 'fantasy-stats', 7, null, null],
      ['results', 'season', { page: 1 }],
      ['teams', 'mine', 7, 'manager'],
      ['teams', 'detail', 3],
      ['events', 'manager', 'detail', 'laax-open'],
      ['events', 'manager', 'game', 7],
      ['leagues', 'mine', 1],
      ['leagues', 'one', 'crew', 'standings', 1],
      ['profile-stats', 12],
    ];
    for (const key of of7) expect(showsScoresOf(key, 7), JSON.stringify(key)).toBe(true);
    const unaffected = [
      ['results', 'leaderboard', 8, 'manager', 1, 50],
      ['teams', 'mine', 8, 'manager'],
      ['events', 'manager', 'game', 8],
      ['events', 'manager', 'calendar', {}],
      ['leagues', 'one', 'crew', 'members', 1],
      ['cards', 'mine'],
    ];
    for (const key of unaffected) expect(showsScoresOf(key, 7), JSON.stringify(key)).toBe(false);
    expect(showsScoresOf(['results', 'leaderboard', 8, 'manager', 1, 50], null)).toBe(true);
  });

  it('invalidates those queries in the query client', () => {
    const client = new QueryClient();
    client.setQueryData(['results', 'leaderboard', 7, 'manager', 1, 50], { rows: [] });
    client.setQueryData(['results', 'leaderboard', 8, 'manager', 1, 50], { rows: [] });
    applyLiveMessage(client, { type: 'result', gameId: 7 });
    expect(client.getQueryState(['results', 'leaderboard', 7, 'manager', 1, 50])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['results', 'leaderboard', 8, 'manager', 1, 50])?.isInvalidated).toBe(false);
    applyLiveMessage(client, { type: 'resync' });
    expect(client.getQueryState(['results', 'leaderboard', 8, 'manager', 1, 50])?.isInvalidated).toBe(true);
  });
});
