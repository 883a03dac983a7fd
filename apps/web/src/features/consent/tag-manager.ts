/**
 * Spec §5: a tag-manager container id is a three-letter prefix, a hyphen, then uppercase
 * letters and digits (GTM-AB12CD).
 */
const CONTAINER_ID = /^[A-Z]{3}-[A-Z0-9]+$/;

export function isValidTagManagerId(id: string | null | undefined): id is string {
  return typeof id === 'string' && CONTAINER_ID.test(id);
}

export const TAG_MANAGER_SCRIPT_ID = 'tag-manager';

const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The origins a container and the analytics it usually runs (Google Analytics 4) load from and
 * send to, by Content Security Policy directive. A build with a container id hands them to the
 * server's policy (vite.config.ts contentSecuritySources); without one the policy allows none.
 */
export const TAG_MANAGER_SOURCES: Record<string, readonly string[]> = {
  'script-src': [TAG_MANAGER_ORIGIN],
  'img-src': [TAG_MANAGER_ORIGIN, 'https://*.google-analytics.com'],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
  ],
};

interface TagManagerWindow {
  dataLayer?: unknown[];
}

/**
 * Add the tag-manager script once. Nothing happens without a valid container id: an invalid
 * one would load someone else's container or nothing at all.
 */
export function loadTagManager(id: string | null | undefined, doc: Document = document): boolean {
  if (!isValidTagManagerId(id)) return false;
  if (doc.getElementById(TAG_MANAGER_SCRIPT_ID)) return true;
  const win = (doc.defaultView ?? window) as unknown as TagManagerWindow;
  win.dataLayer = win.dataLayer ?? [];
  win.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.id = TAG_MANAGER_SCRIPT_ID;
  script.async = true;
  script.src = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(id)}`;
  doc.head.append(script);
  return true;
}
