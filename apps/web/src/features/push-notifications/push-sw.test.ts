import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { WORKER_PUSH_MESSAGE } from './worker-messages.ts';

/** public/push-sw.js, as the generated /sw.js runs it through importScripts. */
const SOURCE = readFileSync(path.resolve(import.meta.dirname, '../../../public/push-sw.js'), 'utf8');

interface FakeWindow {
  url: string;
  focused: boolean;
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function fakeWindow(url: string, focused = false, navigates = true): FakeWindow {
  const client: FakeWindow = {
    url,
    focused,
    postMessage: vi.fn(),
    focus: vi.fn(async () => client),
    navigate: vi.fn(async (to: string) => {
      if (!navigates) throw new TypeError('not controlled');
      client.url = to;
      return client;
    }),
  };
  return client;
}

/** The worker's global scope, played by the test: its handlers, clients and registration. */
function worker(windows: FakeWindow[]) {
  const handlers = new Map<string, (event: unknown) => void>();
  const scope = {
    location: new URL('https://shredleague.app/sw.js'),
    addEventListener: (type: string, handler: (event: unknown) => void) => handlers.set(type, handler),
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    registration: { showNotification: vi.fn(async () => {}) },
  };
  new Function('self', SOURCE)(scope);
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    let work: Promise<unknown> = Promise.resolve();
    handlers.get(type)?.({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  return { scope, dispatch };
}

const payload = { title: 'Results are in', body: 'You finished 4th.', url: '/manager/rankings', tag: 'r-1' };
const pushEvent = (data: unknown) => ({ data: { json: () => data, text: () => JSON.stringify(data) } });

describe('service worker push (issue 16.3)', () => {
  it('shows a system notification with title, body, icon, tag and url when no app window is focused', async () => {
    const background = fakeWindow('https://shredleague.app/manager');
    const { scope, dispatch } = worker([background]);
    await dispatch('push', pushEvent(payload));
    expect(scope.registration.showNotification).toHaveBeenCalledWith('Results are in', {
      body: 'You finished 4th.',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: 'r-1',
      data: { url: '/manager/rankings' },
    });
    expect(background.postMessage).not.toHaveBeenCalled();
  });

  it('hands the push to a focused app window instead, as a push toast (R4.58)', async () => {
    const focused = fakeWindow('https://shredleague.app/manager', true);
    const { scope, dispatch } = worker([focused]);
    await dispatch('push', pushEvent(payload));
    expect(focused.postMessage).toHaveBeenCalledWith({
      type: WORKER_PUSH_MESSAGE,
      push: { title: 'Results are in', body: 'You finished 4th.', url: '/manager/rankings' },
    });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });

  it('a click focuses the window already at the url, else moves an app window there, else opens one', async () => {
    const notification = (url: string) => ({ notification: { close: vi.fn(), data: { url } } });
    const atUrl = fakeWindow('https://shredleague.app/manager/rankings');
    const first = worker([atUrl]);
    await first.dispatch('notificationclick', notification('/manager/rankings'));
    expect(atUrl.focus).toHaveBeenCalled();

    const elsewhere = fakeWindow('https://shredleague.app/manager');
    const second = worker([elsewhere]);
    await second.dispatch('notificationclick', notification('/manager/rankings'));
    expect(elsewhere.navigate).toHaveBeenCalledWith('https://shredleague.app/manager/rankings');
    expect(elsewhere.focus).toHaveBeenCalled();

    const uncontrolled = fakeWindow('https://shredleague.app/manager', false, false);
    const third = worker([uncontrolled]);
    await third.dispatch('notificationclick', notification('/manager/rankings'));
    expect(third.scope.clients.openWindow).toHaveBeenCalledWith('https://shredleague.app/manager/rankings');
  });
});
