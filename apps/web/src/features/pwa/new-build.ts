import { pwaStore } from './pwa-store.ts';
import { updateAndReload } from './service-worker.ts';

/** Session storage key: the announced version this tab already reloaded for. */
export const RELOADED_FOR_KEY = 'buildReloadedFor';

interface NewBuildOptions {
  storage?: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  update?: () => Promise<void>;
}

/**
 * A newer build is deployed (R4.130): reload into it, once per announced version. Should the
 * reload still bring the old build (a cache or proxy holding it), the tab does not loop: it
 * shows the update prompt instead and lets the visitor reload when ready.
 */
export async function onNewBuild(
  version: string,
  { storage = window.sessionStorage, update = () => updateAndReload() }: NewBuildOptions = {},
): Promise<'reloading' | 'prompted'> {
  let already = false;
  try {
    already = storage?.getItem(RELOADED_FOR_KEY) === version;
    if (!already) storage?.setItem(RELOADED_FOR_KEY, version);
  } catch {
    // Without storage the guard cannot hold: ask instead of reloading blindly.
    already = true;
  }
  if (already) {
    pwaStore.setState({ needRefresh: true });
    return 'prompted';
  }
  await update();
  return 'reloading';
}
