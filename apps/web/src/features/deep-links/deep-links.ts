import { getPlatform, type Platform } from '../../platform/index.ts';
import { DEEP_LINK_HOST, DEEP_LINK_SCHEME } from './deep-link-config.ts';

/**
 * The in-app path a link that opened the app points to: `https://shredleague.app/invite/x`
 * and `shredleague://invite/x` both give `/invite/x` (query and hash kept). Links to any
 * other site give null: the app does not open them itself.
 */
export function deepLinkPath(url: string, host = DEEP_LINK_HOST, scheme = DEEP_LINK_SCHEME): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const rest = `${parsed.search}${parsed.hash}`;
  if (parsed.protocol === `${scheme}:`) {
    // In `shredleague://invite/x` the URL parser reads `invite` as the host.
    const path = `/${parsed.host}${parsed.pathname}`.replace(/\/{2,}/g, '/');
    return `${path.length > 1 ? path.replace(/\/$/, '') : path}${rest}`;
  }
  const hostname = parsed.hostname.replace(/^www\./, '');
  if (parsed.protocol !== 'https:' || hostname !== host) return null;
  return `${parsed.pathname}${rest}`;
}

let stop: (() => void) | undefined;

/**
 * Open the links that start or wake the native app in the router (spec §4 start phase 3,
 * R4.34). Once per app: later runs of the start order keep the first listener.
 */
export function startDeepLinks(navigate: (path: string) => void, platform: Platform = getPlatform()): void {
  if (stop) return;
  stop = platform.onAppUrlOpen((url) => {
    const path = deepLinkPath(url);
    if (path) navigate(path);
  });
}

/** Tests start without a listener. */
export function stopDeepLinksForTesting(): void {
  stop?.();
  stop = undefined;
}
