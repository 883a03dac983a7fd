import { describe, expect, it } from 'vitest';
import { DEFAULT_META, type RouteMeta } from '../features/route-meta/route-meta.ts';
import {
  initialPageSwitch,
  MAX_KEPT_PAGES,
  type PageSwitchState,
  pageSwitchReducer,
  type ShellPage,
  shownPage,
} from './page-switch.ts';

const page = (key: string, meta: Partial<RouteMeta> = {}): ShellPage => ({
  key,
  element: key,
  meta: { ...DEFAULT_META, layout: 'manager', ...meta },
});
const keys = (state: PageSwitchState) => state.pages.map((p) => p.key);
const arrive = (state: PageSwitchState, next: ShellPage, animate = true, scrollY = 0) =>
  pageSwitchReducer(state, { type: 'arrive', page: next, animate, scrollY });
/** Arrive and run the whole fade: out, then in, then at rest. */
const go = (state: PageSwitchState, next: ShellPage, scrollY = 0) => {
  const out = arrive(state, next, true, scrollY);
  const shown = pageSwitchReducer(out, { type: 'faded-out', page: next });
  return pageSwitchReducer(shown, { type: 'faded-in' });
};

describe('page switch', () => {
  it('R2.107 fades the old page out first, then shows the new one fading in', () => {
    const start = initialPageSwitch(page('/a'));
    const out = arrive(start, page('/b'));
    expect(out).toMatchObject({ shownKey: '/a', phase: 'out' });
    const fadingIn = pageSwitchReducer(out, { type: 'faded-out', page: page('/b') });
    expect(fadingIn).toMatchObject({ shownKey: '/b', phase: 'in' });
    expect(keys(fadingIn)).toEqual(['/b']);
    expect(pageSwitchReducer(fadingIn, { type: 'faded-in' }).phase).toBe('idle');
  });

  it('R2.108 switches at once when the new route blocks transitions', () => {
    const next = arrive(initialPageSwitch(page('/a')), page('/b', { transition: 'none' }), false);
    expect(next).toMatchObject({ shownKey: '/b', phase: 'idle' });
  });

  it('shows whichever page is newest when the fade-out ends, and fades back in on returning', () => {
    const out = arrive(initialPageSwitch(page('/a')), page('/b'));
    expect(arrive(out, page('/c'))).toBe(out);
    expect(pageSwitchReducer(out, { type: 'faded-out', page: page('/c') }).shownKey).toBe('/c');
    expect(arrive(out, page('/a'))).toMatchObject({ shownKey: '/a', phase: 'in' });
  });

  it('keeps a kept-alive page rendered (hidden) with its scroll position, and returns to it in place', () => {
    let state = initialPageSwitch(page('/manager/events', { keepAlive: true }));
    state = go(state, page('/manager/leagues'), 640);
    expect(keys(state)).toEqual(['/manager/events', '/manager/leagues']);
    expect(state.pages[0]?.scrollY).toBe(640);
    state = go(state, page('/manager/events', { keepAlive: true }));
    // The ordinary page is let go; the kept one is shown in its old place with its scroll.
    expect(keys(state)).toEqual(['/manager/events']);
    expect(shownPage(state)?.scrollY).toBe(640);
  });

  it('lets kept pages go when another layout takes over', () => {
    let state = initialPageSwitch(page('/manager/market', { keepAlive: true }));
    state = go(state, page('/settings', { layout: 'default' }));
    expect(keys(state)).toEqual(['/settings']);
  });

  it(`holds at most ${MAX_KEPT_PAGES} kept pages, letting the oldest go`, () => {
    let state = initialPageSwitch(page('/k/0', { keepAlive: true }));
    for (let i = 1; i <= MAX_KEPT_PAGES + 1; i++) state = go(state, page(`/k/${i}`, { keepAlive: true }));
    expect(keys(state)).toHaveLength(MAX_KEPT_PAGES + 1);
    expect(keys(state)).not.toContain('/k/0');
    expect(state.shownKey).toBe(`/k/${MAX_KEPT_PAGES + 1}`);
  });
});
