import { BUILD_VERSION } from '../../platform/build-info.ts';
import { everyWhileVisible, type VisibilitySource } from '../../platform/visible-interval.ts';

/** Written by vite.config.ts at build time: `{version, builtAt}`. */
export const BUILD_MANIFEST_URL = '/builds/latest.json';
/** Checked when the tab becomes visible and every 5 minutes while it is. */
export const BUILD_CHECK_MS = 5 * 60_000;

/** The deployed build's version, or null when the manifest cannot be read (offline, dev server). */
export function fetchDeployedVersion(fetchImpl: typeof fetch = fetch): Promise<string | null> {
  return fetchVersionAt(BUILD_MANIFEST_URL, fetchImpl);
}

/** The `version` of the build JSON at `url` (never a cached copy), or null when it cannot be read. */
export async function fetchVersionAt(url: string, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  try {
    const response = await fetchImpl(`${url}?t=${Date.now()}`, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    const body: unknown = await response.json();
    const version =
      typeof body === 'object' && body !== null ? (body as { version?: unknown }).version : null;
    return typeof version === 'string' && version !== '' ? version : null;
  } catch {
    return null;
  }
}

interface WatchOptions {
  current?: string;
  fetchVersion?: () => Promise<string | null>;
  onNewVersion: (version: string) => void;
  visibility?: VisibilitySource;
  intervalMs?: number;
}

/**
 * Compare the deployed version with the running one at start, every 5 minutes while the
 * tab is visible and each time it becomes visible; a different one calls `onNewVersion`
 * (R4.130). Returns the stop function.
 */
export function startBuildVersionWatch({
  current = BUILD_VERSION,
  fetchVersion = () => fetchDeployedVersion(),
  onNewVersion,
  visibility,
  intervalMs = BUILD_CHECK_MS,
}: WatchOptions): () => void {
  let checking = false;
  let again = false;
  // One check at a time; a check asked for meanwhile (the tab came back while the start-up
  // check was on its way) runs once that one answers, since it may have read an older build.
  const check = async () => {
    if (checking) {
      again = true;
      return;
    }
    checking = true;
    try {
      do {
        again = false;
        const deployed = await fetchVersion();
        if (deployed !== null && deployed !== current) onNewVersion(deployed);
      } while (again);
    } finally {
      checking = false;
    }
  };
  return everyWhileVisible(() => void check(), {
    intervalMs,
    runAtStart: true,
    ...(visibility ? { visibility } : {}),
  });
}
