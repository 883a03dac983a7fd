import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeVisibility } from '../app-settings/app-settings.testing.ts';
import { BUILD_CHECK_MS, fetchDeployedVersion, startBuildVersionWatch } from './build-version.ts';
import { onNewBuild, RELOADED_FOR_KEY } from './new-build.ts';
import { INITIAL_PWA_STATE, pwaStore } from './pwa-store.ts';
import {
  applyUpdate,
  registerServiceWorker,
  resetServiceWorkerForTesting,
  updateAndReload,
  type WorkerControl,
} from './service-worker.ts';

type Listener = (event: { isUpdate?: boolean; isExternal?: boolean }) => void;

/** A stand-in for workbox-window that the test drives through the worker's life cycle. */
function fakeWorkbox(registration: Partial<ServiceWorkerRegistration> = {}) {
  const listeners = new Map<string, Listener[]>();
  const control: WorkerControl & { emit(type: string, event?: Parameters<Listener>[0]): void } = {
    addEventListener: (type, listener) => listeners.set(type, [...(listeners.get(type) ?? []), listener]),
    register: vi.fn(async () => registration as ServiceWorkerRegistration),
    update: vi.fn(async () => {}),
    messageSkipWaiting: vi.fn(),
    emit: (type, event = {}) => {
      for (const listener of listeners.get(type) ?? []) listener(event);
    },
  };
  return control;
}

afterEach(() => {
  pwaStore.setState(INITIAL_PWA_STATE);
  resetServiceWorkerForTesting();
  sessionStorage.removeItem(RELOADED_FOR_KEY);
});

describe('service worker life cycle (spec §4 Web app update)', () => {
  it('starts with both flags down and raises offline-ready on the first install (R4.128)', async () => {
    const wb = fakeWorkbox();
    await registerServiceWorker({ createControl: async () => wb, reload: vi.fn() });
    expect(pwaStore.getState()).toMatchObject({ offlineReady: false, needRefresh: false });
    wb.emit('installed', { isUpdate: false });
    expect(pwaStore.getState()).toMatchObject({ offlineReady: true, needRefresh: false });
  });

  it('raises need-refresh when a new version waits (R4.128)', async () => {
    const wb = fakeWorkbox();
    await registerServiceWorker({ createControl: async () => wb, reload: vi.fn() });
    wb.emit('installed', { isUpdate: true });
    expect(pwaStore.getState().offlineReady).toBe(false);
    wb.emit('waiting', { isUpdate: true });
    expect(pwaStore.getState().needRefresh).toBe(true);
  });

  it('lets the waiting worker take over on Reload, then reloads once (R4.127)', async () => {
    const reload = vi.fn();
    const wb = fakeWorkbox({ waiting: {} as ServiceWorker });
    await registerServiceWorker({ createControl: async () => wb, reload });
    applyUpdate();
    expect(wb.messageSkipWaiting).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    wb.emit('controlling', { isUpdate: true });
    wb.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads when another tab activates a new worker (R4.127)', async () => {
    const reload = vi.fn();
    const wb = fakeWorkbox();
    await registerServiceWorker({ createControl: async () => wb, reload });
    wb.emit('activated', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('does not reload for the very first worker taking control', async () => {
    const reload = vi.fn();
    const wb = fakeWorkbox();
    await registerServiceWorker({ createControl: async () => wb, reload });
    wb.emit('activated', {});
    wb.emit('controlling', {});
    expect(reload).not.toHaveBeenCalled();
  });

  it('fetches the new worker before reloading into a new build', async () => {
    const reload = vi.fn();
    const wb = fakeWorkbox({ waiting: {} as ServiceWorker });
    await registerServiceWorker({ createControl: async () => wb, reload });
    await updateAndReload();
    expect(wb.update).toHaveBeenCalled();
    expect(wb.messageSkipWaiting).toHaveBeenCalled();
  });

  it('reloads right away without a worker', async () => {
    const reload = vi.fn();
    const wb = fakeWorkbox();
    await registerServiceWorker({ createControl: async () => wb, reload });
    await updateAndReload();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('build manifest (R4.130)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the version of builds/latest.json without any cache', async () => {
    const fetchImpl = vi.fn(async () => new Response(JSON.stringify({ version: 'b2' }), { status: 200 }));
    await expect(fetchDeployedVersion(fetchImpl as unknown as typeof fetch)).resolves.toBe('b2');
    expect(fetchImpl).toHaveBeenCalledWith(expect.stringMatching(/^\/builds\/latest\.json\?t=\d+$/), {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    const failing = vi.fn(async () => new Response('<html>', { status: 200 }));
    await expect(fetchDeployedVersion(failing as unknown as typeof fetch)).resolves.toBeNull();
  });

  it('calls for a reload when another version is deployed, checking at start and while visible', async () => {
    const versions = ['b1', 'b1', 'b2'];
    const fetchVersion = vi.fn(async () => versions.shift() ?? 'b2');
    const onNewVersion = vi.fn();
    const visibility = fakeVisibility(true);
    const stop = startBuildVersionWatch({ current: 'b1', fetchVersion, onNewVersion, visibility });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS);
    expect(onNewVersion).not.toHaveBeenCalled();
    visibility.set(false);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(onNewVersion).toHaveBeenCalledWith('b2');
    stop();
  });

  it('checks again when the tab comes back while the start-up check is still on its way (R4.130)', async () => {
    let answerFirst: (version: string) => void = () => {};
    const fetchVersion = vi
      .fn<() => Promise<string | null>>()
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementation(async () => 'b2');
    const onNewVersion = vi.fn();
    const visibility = fakeVisibility(true);
    const stop = startBuildVersionWatch({ current: 'b1', fetchVersion, onNewVersion, visibility });
    await vi.advanceTimersByTimeAsync(0);
    visibility.set(false);
    visibility.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(1);
    answerFirst('b1');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchVersion).toHaveBeenCalledTimes(2);
    expect(onNewVersion).toHaveBeenCalledWith('b2');
    stop();
  });

  it('ignores an unreadable manifest', async () => {
    const onNewVersion = vi.fn();
    const stop = startBuildVersionWatch({ current: 'b1', fetchVersion: async () => null, onNewVersion });
    await vi.advanceTimersByTimeAsync(BUILD_CHECK_MS * 2);
    expect(onNewVersion).not.toHaveBeenCalled();
    stop();
  });

  it('reloads once per announced version, then asks with the update prompt instead of looping', async () => {
    const update = vi.fn(async () => {});
    await expect(onNewBuild('b2', { update })).resolves.toBe('reloading');
    expect(sessionStorage.getItem(RELOADED_FOR_KEY)).toBe('b2');
    // After the reload the same announcement comes again: no second reload.
    await expect(onNewBuild('b2', { update })).resolves.toBe('prompted');
    expect(update).toHaveBeenCalledTimes(1);
    expect(pwaStore.getState().needRefresh).toBe(true);
    // A newer build gets its own reload.
    await expect(onNewBuild('b3', { update })).resolves.toBe('reloading');
    expect(update).toHaveBeenCalledTimes(2);
  });
});
