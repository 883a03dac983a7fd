import { addBreadcrumb } from '../../platform/index.ts';
import { pwaStore } from './pwa-store.ts';

/** The part of workbox-window's Workbox this module uses (tests pass a fake). */
export interface WorkerControl {
  addEventListener(
    type: 'installed' | 'waiting' | 'controlling' | 'activated',
    listener: (event: { isUpdate?: boolean | undefined; isExternal?: boolean | undefined }) => void,
  ): void;
  register(): Promise<ServiceWorkerRegistration | undefined>;
  update(): Promise<void>;
  messageSkipWaiting(): void;
}

export const SERVICE_WORKER_URL = '/sw.js';
/** How long an update may take to install before the page reloads without it. */
export const WORKER_INSTALL_TIMEOUT_MS = 10_000;

let control: WorkerControl | null = null;
let registration: ServiceWorkerRegistration | undefined;
let reloadPage: () => void = () => window.location.reload();
let reloading = false;
let waitingListeners: Array<() => void> = [];

function reloadOnce(): void {
  if (reloading) return;
  reloading = true;
  reloadPage();
}

interface RegisterOptions {
  createControl?: () => Promise<WorkerControl>;
  reload?: () => void;
}

const workboxControl = async (): Promise<WorkerControl> => {
  const { Workbox } = await import('workbox-window');
  return new Workbox(SERVICE_WORKER_URL, { scope: '/' });
};

/**
 * Register `/sw.js` with scope `/` (after the page has loaded, so the worker's downloads do
 * not compete with the first screen) and map its life cycle onto the flags of spec §4:
 * first install → offline-ready; a new worker waiting → need-refresh (the update prompt);
 * our new worker taking over, or a worker activated from another tab → reload (R4.127).
 */
export async function registerServiceWorker({
  createControl = workboxControl,
  reload,
}: RegisterOptions = {}): Promise<void> {
  if (reload) reloadPage = reload;
  reloading = false;
  control = await createControl();
  control.addEventListener('installed', (event) => {
    if (!event.isUpdate) pwaStore.setState({ offlineReady: true });
  });
  control.addEventListener('waiting', () => {
    pwaStore.setState({ needRefresh: true });
    for (const listener of waitingListeners) listener();
    waitingListeners = [];
  });
  control.addEventListener('controlling', (event) => {
    if (event.isUpdate || event.isExternal) reloadOnce();
  });
  control.addEventListener('activated', (event) => {
    if (event.isExternal) reloadOnce();
  });
  registration = await control.register();
}

/** The update prompt's Reload: let the waiting worker take over; the 'controlling' event reloads. */
export function applyUpdate(): void {
  if (control && registration?.waiting) {
    control.messageSkipWaiting();
    return;
  }
  reloadOnce();
}

/**
 * Fetch the newest worker and switch to it, then reload: used when the build manifest
 * announces a new version. Without a worker (first visit, unsupported browser) or when the
 * new one does not install in time, a plain reload fetches the new build from the server.
 */
export async function updateAndReload(timeoutMs: number = WORKER_INSTALL_TIMEOUT_MS): Promise<void> {
  if (!control || !registration) {
    reloadOnce();
    return;
  }
  try {
    await control.update();
  } catch (error) {
    addBreadcrumb('pwa', 'Could not check for a new service worker', { level: 'warning', error });
  }
  if (!registration.waiting && registration.installing) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      waitingListeners.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
  applyUpdate();
}

/** Forget the registration (tests). */
export function resetServiceWorkerForTesting(): void {
  control = null;
  registration = undefined;
  reloading = false;
  waitingListeners = [];
  reloadPage = () => window.location.reload();
}
