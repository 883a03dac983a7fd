import { reportError } from '../../platform/index.ts';
import { startBuildVersionWatch } from './build-version.ts';
import { listenForChunkErrors } from './chunk-reload.ts';
import { listenForInstallPrompt } from './install-prompt.ts';
import { onNewBuild } from './new-build.ts';
import { registerServiceWorker } from './service-worker.ts';

/**
 * The installable web app (spec §4 Web app update): chunk-error reloads and the install
 * offer from the first moment; in a production build also the service worker and the
 * build-manifest watch. The native app ships its files inside the app: no worker there.
 */
export function startPwa({ isNative }: { isNative: boolean }): void {
  listenForChunkErrors();
  listenForInstallPrompt();
  if (!import.meta.env.PROD || isNative) return;
  if ('serviceWorker' in navigator) {
    registerServiceWorker().catch((error: unknown) =>
      reportError('Service worker registration failed', error),
    );
  }
  // After the first screen has loaded: the check is never worth delaying it.
  afterLoad(() => startBuildVersionWatch({ onNewVersion: (version) => void onNewBuild(version) }));
}

function afterLoad(task: () => void): void {
  if (document.readyState === 'complete') task();
  else window.addEventListener('load', task, { once: true });
}
