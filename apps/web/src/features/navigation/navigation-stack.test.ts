import { beforeEach, describe, expect, it } from 'vitest';
import {
  type ArrivalKind,
  NAVIGATION_STACK_KEY,
  NAVIGATION_STACK_MAX,
  readNavigationStack,
  recordArrival,
  SMART_BACK_FALLBACK,
  takeBackTarget,
} from './navigation-stack.ts';

const storage = window.sessionStorage;
const visit = (path: string, kind: ArrivalKind = 'PUSH', excluded = false) =>
  recordArrival(storage, { path, kind, excluded });

describe('navigation stack', () => {
  beforeEach(() => storage.clear());

  it('R9.20 holds at most 100 entries', () => {
    expect(NAVIGATION_STACK_MAX).toBe(100);
  });

  it('R4.124 A24 keeps up to 100 paths in session storage; the 101st push drops the oldest', () => {
    for (let i = 1; i <= 100; i++) visit(`/page/${i}`);
    expect(readNavigationStack(storage)).toHaveLength(100);
    expect(readNavigationStack(storage)[0]).toBe('/page/1');

    visit('/page/101');
    const stack = readNavigationStack(storage);
    expect(stack).toHaveLength(100);
    expect(stack[0]).toBe('/page/2');
    expect(stack.at(-1)).toBe('/page/101');
    expect(JSON.parse(storage.getItem(NAVIGATION_STACK_KEY) ?? '[]')).toEqual(stack);
  });

  it('R3.48 R4.124 persists in session storage, so a reload keeps it', () => {
    visit('/manager');
    visit('/manager/events?sport=bmx');
    // A fresh read (what the app does after a reload) finds the same paths.
    expect(readNavigationStack(window.sessionStorage)).toEqual(['/manager', '/manager/events?sport=bmx']);
    // The reload itself arrives on the same path again: still one entry.
    visit('/manager/events?sport=bmx', 'POP');
    expect(readNavigationStack(storage)).toEqual(['/manager', '/manager/events?sport=bmx']);
  });

  it('R2.109 R4.126 never records a route flagged no back-tracking', () => {
    visit('/quickplay/events/x/1');
    visit('/quickplay/events/x/1/play', 'PUSH', true);
    expect(readNavigationStack(storage)).toEqual(['/quickplay/events/x/1']);
  });

  it('R4.125 smart back goes to the previous path of the stack', () => {
    visit('/manager');
    visit('/manager/leagues');
    visit('/settings');
    expect(takeBackTarget(storage, '/settings')).toBe('/manager/leagues');
    // Arriving there records it again, so the next back goes one further.
    visit('/manager/leagues');
    expect(takeBackTarget(storage, '/manager/leagues')).toBe('/manager');
  });

  it('R4.125 smart back from an excluded page returns to the last recorded one', () => {
    visit('/quickplay/events/x/1');
    visit('/quickplay/events/x/1/play', 'PUSH', true);
    expect(takeBackTarget(storage, '/quickplay/events/x/1/play')).toBe('/quickplay/events/x/1');
  });

  it('falls back to /manager with nothing before the current page', () => {
    expect(SMART_BACK_FALLBACK).toBe('/manager');
    expect(takeBackTarget(storage, '/settings')).toBe('/manager');
    visit('/settings');
    expect(takeBackTarget(storage, '/settings')).toBe('/manager');
  });

  it('pops instead of pushing when the browser goes back onto the previous entry', () => {
    visit('/manager');
    visit('/settings');
    visit('/manager', 'POP');
    expect(readNavigationStack(storage)).toEqual(['/manager']);
  });

  it('updates the entry of a page that replaces its own query, but records a redirect as a new page', () => {
    visit('/manager/market');
    visit('/manager/market?tab=alerts', 'REPLACE');
    expect(readNavigationStack(storage)).toEqual(['/manager/market?tab=alerts']);
    visit('/manager/welcome', 'REPLACE');
    expect(readNavigationStack(storage)).toEqual(['/manager/market?tab=alerts', '/manager/welcome']);
  });

  it('survives a foreign or broken stored value and a missing storage', () => {
    storage.setItem(NAVIGATION_STACK_KEY, '{not json');
    expect(readNavigationStack(storage)).toEqual([]);
    storage.setItem(NAVIGATION_STACK_KEY, JSON.stringify(['/a', 3, null, '/b']));
    expect(readNavigationStack(storage)).toEqual(['/a', '/b']);
    expect(recordArrival(undefined, { path: '/x', kind: 'PUSH', excluded: false })).toEqual(['/x']);
    expect(takeBackTarget(undefined, '/x')).toBe('/manager');
  });
});
