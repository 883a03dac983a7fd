import { getPlatform, type Platform } from '../../platform/index.ts';
import { deepLinkPath } from '../deep-links/deep-links.ts';

/**
 * The in-app path of a tapped push's url: a path as it is, a link to this app (its public site,
 * the app scheme, or the origin the app runs on) as its path; null for any other site.
 */
export function pushTapPath(url: string, origin: string = window.location.origin): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  const link = deepLinkPath(url);
  if (link) return link;
  try {
    const parsed = new URL(url);
    return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : null;
  } catch {
    return null;
  }
}

let stop: (() => void) | undefined;

/**
 * A tap on a push the OS showed opens what it is about: our own pages in the app, any other
 * site outside it; a push without a url just brings the app forward. Once per app run.
 */
export function startPushTaps(navigate: (path: string) => void, platform: Platform = getPlatform()): void {
  if (stop || !platform.push) return;
  stop = platform.push.onTapped((url) => {
    if (!url) return;
    const path = pushTapPath(url);
    if (path) navigate(path);
    else void platform.openExternalUrl(url);
  });
}

/** Tests start without a listener. */
export function stopPushTapsForTesting(): void {
  stop?.();
  stop = undefined;
}
