/** Spec §9: after a chunk-load error the page reloads, at most once per 10 seconds (R4.131). */
export const CHUNK_RELOAD_THROTTLE_MS = 10_000;
/** Session storage key holding the time of the last chunk-error reload. */
export const CHUNK_RELOAD_KEY = 'chunkReloadAt';

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError/i;

/** An error from loading a code chunk that no longer exists (a deploy replaced it) or did not arrive. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof Error) return CHUNK_ERROR.test(`${error.name} ${error.message}`);
  return typeof error === 'string' && CHUNK_ERROR.test(error);
}

interface ReloadOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  now?: number;
  reload?: () => void;
}

/**
 * Reload to pick up the current build, unless this session already did so less than 10 s
 * ago: a chunk that is missing for good must end on the error page, not in a reload loop.
 * Returns whether it reloaded.
 */
export function reloadAfterChunkError({
  storage = window.sessionStorage,
  now = Date.now(),
  reload = () => window.location.reload(),
}: ReloadOptions = {}): boolean {
  let last = Number.NaN;
  try {
    last = Number(storage?.getItem(CHUNK_RELOAD_KEY));
  } catch {
    // Unreadable storage: treat as no earlier reload.
  }
  if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_THROTTLE_MS) return false;
  try {
    storage?.setItem(CHUNK_RELOAD_KEY, String(now));
  } catch {
    // Without storage the throttle cannot hold; reloading once is still right.
  }
  reload();
  return true;
}

interface PreloadErrorEvent extends Event {
  payload?: unknown;
}

/**
 * Vite fires `vite:preloadError` when a lazily loaded chunk (or its CSS) fails to load; a
 * rejected dynamic import elsewhere ends as an unhandled rejection. Both reload within the
 * throttle; when the throttle holds, the error goes on to the error page as usual.
 */
export function listenForChunkErrors(
  win: Window = window,
  reload: () => boolean = () => reloadAfterChunkError(),
): () => void {
  const onPreloadError = (event: PreloadErrorEvent) => {
    if (reload()) event.preventDefault();
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason) && reload()) event.preventDefault();
  };
  win.addEventListener('vite:preloadError', onPreloadError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('vite:preloadError', onPreloadError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
