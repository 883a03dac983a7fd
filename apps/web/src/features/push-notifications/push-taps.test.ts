import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSimulatedNativePlatform,
  SIMULATED_PUSH_TAP_EVENT,
} from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { pushTapPath, startPushTaps, stopPushTapsForTesting } from './push-taps.ts';

const tap = (url?: string) =>
  window.dispatchEvent(
    new CustomEvent(SIMULATED_PUSH_TAP_EVENT, { detail: url === undefined ? {} : { url } }),
  );

describe('a tap on a push the OS showed (issue 16 note: background taps were not routed)', () => {
  afterEach(() => {
    stopPushTapsForTesting();
    delete document.documentElement.dataset.externalUrl;
  });

  it('reads our own links as in-app paths, and no other site', () => {
    const origin = 'http://localhost:8000';
    expect(pushTapPath('/manager/events?tab=1', origin)).toBe('/manager/events?tab=1');
    expect(pushTapPath('https://shredleague.app/profile/kai#top', origin)).toBe('/profile/kai#top');
    expect(pushTapPath('shredleague://invite/abc', origin)).toBe('/invite/abc');
    expect(pushTapPath('http://localhost:8000/market', origin)).toBe('/market');
    expect(pushTapPath('https://example.com/market', origin)).toBeNull();
    expect(pushTapPath('//example.com/market', origin)).toBeNull();
    expect(pushTapPath('not a url', origin)).toBeNull();
  });

  it('opens our page in the app, another site outside it, and nothing for a push without a url', () => {
    const navigate = vi.fn();
    const phone = createSimulatedNativePlatform({ platform: 'android', version: '1.0.0' });
    startPushTaps(navigate, phone);
    tap('https://shredleague.app/manager/rankings');
    tap('https://www.xgames.com/events');
    tap();
    expect(navigate.mock.calls).toEqual([['/manager/rankings']]);
    expect(document.documentElement.dataset.externalUrl).toBe('https://www.xgames.com/events');
  });

  it('listens once per run, and not at all in a browser, which routes taps in its service worker', () => {
    const navigate = vi.fn();
    startPushTaps(navigate, createWebPlatform('test'));
    tap('/manager');
    expect(navigate).not.toHaveBeenCalled();
    const phone = createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' });
    startPushTaps(navigate, phone);
    startPushTaps(navigate, phone);
    tap('/manager');
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
