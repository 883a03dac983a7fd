import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSimulatedNativePlatform,
  SIMULATED_OPEN_URL_EVENT,
} from '../../platform/simulated-native-platform.ts';
import { createWebPlatform } from '../../platform/web-platform.ts';
import { deepLinkPath, startDeepLinks, stopDeepLinksForTesting } from './deep-links.ts';

const openUrl = (url: string) =>
  window.dispatchEvent(new CustomEvent(SIMULATED_OPEN_URL_EVENT, { detail: { url } }));

afterEach(stopDeepLinksForTesting);

describe('deep link paths', () => {
  it.each([
    ['https://shredleague.app/invite/abc', '/invite/abc'],
    ['https://www.shredleague.app/notifications?id=4#top', '/notifications?id=4#top'],
    ['shredleague://invite/abc', '/invite/abc'],
    ['shredleague://notifications/', '/notifications'],
    ['shredleague://manager/events?x=1', '/manager/events?x=1'],
  ])('%s opens %s', (url, path) => {
    expect(deepLinkPath(url)).toBe(path);
  });

  it.each([
    'https://evil.example/invite/abc',
    'http://shredleague.app/invite/abc',
    'https://shredleague.app.evil.example/invite',
    'not a url',
  ])('%s is not opened in the app', (url) => {
    expect(deepLinkPath(url)).toBeNull();
  });
});

describe('startDeepLinks (R4.34)', () => {
  it('opens links that wake the native app in the router, once however often the start order runs', () => {
    const navigate = vi.fn();
    const phone = createSimulatedNativePlatform({ platform: 'ios', version: '1.0.0' });
    startDeepLinks(navigate, phone);
    startDeepLinks(navigate, phone);
    openUrl('https://shredleague.app/invite/ride-42');
    openUrl('https://elsewhere.example/invite/x');
    expect(navigate.mock.calls).toEqual([['/invite/ride-42']]);
  });

  it('listens to nothing in a browser, where links load the page', () => {
    const navigate = vi.fn();
    startDeepLinks(navigate, createWebPlatform('test'));
    openUrl('https://shredleague.app/invite/ride-42');
    expect(navigate).not.toHaveBeenCalled();
  });
});
