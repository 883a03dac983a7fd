import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, settleAnimations } from './support/browser.ts';
import {
  api,
  cookieNamed,
  expectAbsent,
  expectLocation,
  loadWithSettings,
  shot,
  signIn,
  storageItem,
  welcomedManager,
} from './support/journey.ts';
import { type RunningServer, startServer } from './support/server.ts';
import {
  SIMULATED_NATIVE_BUILD_TIMEOUT,
  simulatedNativeBuild,
  simulateNative,
} from './support/simulated-native.ts';

/** The page's window, as far as these journeys touch it (the e2e project has no DOM types). */
interface PageWindow {
  localStorage: { setItem(key: string, value: string): void; removeItem(key: string): void };
  document: {
    documentElement: { dataset: Record<string, string | undefined> };
    dispatchEvent(event: unknown): boolean;
  };
  Event: new (type: string) => unknown;
  dispatchEvent(event: unknown): boolean;
  CustomEvent: new (type: string, init: { detail: unknown }) => unknown;
  navigator: { serviceWorker: { ready: Promise<unknown> } };
}

const WEB_ENDPOINT = 'https://push.example.test/send/e2e-device-1';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

// No demo season: these journeys need only their own managers, and the server starts sooner.
beforeAll(async () => {
  const web = await simulatedNativeBuild();
  [server, browser] = await Promise.all([startServer({ WEB_DIST: web, DEMO_DATA: '0' }), launchBrowser()]);
}, SIMULATED_NATIVE_BUILD_TIMEOUT);

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/**
 * A signed-in start: the manager's tokens are in the cookies before the app loads (with the
 * relaunch flag a previous run would have left), as on a phone reopening the app.
 */
async function signedIn(
  prefix: string,
  { native = true, localStorage = {} as Record<string, string>, viewport = PHONE } = {},
): Promise<Page> {
  const manager = await welcomedManager(server, prefix);
  const session = await newPage(browser, server.url, viewport, { serviceWorker: true });
  contexts.push(session.context);
  // The shared build has a tag-manager id: its script, loaded with consent, is not these journeys' subject.
  await session.context.route('https://www.googletagmanager.com/**', (route) => route.abort());
  if (native) await simulateNative(session.context, { platform: 'android', version: '1.0.0' });
  await signIn(session.context, server, manager.account);
  await session.context.addInitScript(
    (entries) => {
      for (const [key, value] of Object.entries(entries)) {
        (globalThis as unknown as PageWindow).localStorage.setItem(key, value);
      }
    },
    { loggedoutforrelaunch: 'true', ...localStorage },
  );
  return session.page;
}

const pushSaved = (page: Page) =>
  page.waitForResponse(
    (res) => res.url().includes('/api/notifications/push/') && res.request().method() === 'POST',
  );
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Push Notifications' });
const htmlData = (page: Page, key: string) =>
  page.evaluate(
    (k) => (globalThis as unknown as PageWindow).document.documentElement.dataset[k] ?? null,
    key,
  );

/** The app coming back to the foreground (the simulation follows the page's visibility). */
async function backToForeground(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = globalThis as unknown as PageWindow;
    w.document.dispatchEvent(new w.Event('visibilitychange'));
  });
}

async function simulatePush(page: Page, push: { title: string; body: string; url: string }): Promise<void> {
  await page.evaluate((detail) => {
    const w = globalThis as unknown as PageWindow;
    w.dispatchEvent(new w.CustomEvent('simulated-native:push', { detail }));
  }, push);
}

describe('native push permission (simulated Android)', () => {
  it("first signed-in start shows 'Push Notifications'; Enable saves the device token on the server (R2.159, R4.34, R4.111, R4.112, R3.46); revoking it deletes the subscription (R4.116)", async () => {
    const page = await signedIn('pushon');
    await page.goto('/manager');
    await dialog(page).waitFor();
    for (const benefit of ['New Games', 'Latest Results', 'Athlete Alerts', 'Social Notifications']) {
      await expect(dialog(page).getByText(benefit, { exact: true }).isVisible()).resolves.toBe(true);
    }
    await settleAnimations(page);
    await shot(page, 'push-permission-dialog');
    await page.setViewportSize(DESKTOP);
    await settleAnimations(page);
    await shot(page, 'push-permission-dialog');

    const saved = pushSaved(page);
    await dialog(page).getByRole('button', { name: 'Enable' }).click();
    const response: Response = await saved;
    expect(response.status()).toBe(201);
    const token = await htmlData(page, 'pushToken');
    expect(token).toMatch(/^sim-android-/);
    expect(response.request().postDataJSON()).toEqual({ platform: 'android', fcm_token: token });
    await dialog(page).waitFor({ state: 'detached' });
    expect(await storageItem(page, 'notification-permission-dialog')).toBe('clicked-enable');
    expect(await storageItem(page, 'pushNotificationStatus')).toBe('granted');
    expect(Number(await storageItem(page, 'lastPushPermissionCheck'))).toBeGreaterThan(0);

    // The next start has the permission: no dialog, and the same token is saved again.
    const again = pushSaved(page);
    await page.reload();
    expect((await again).request().postDataJSON()).toEqual({ platform: 'android', fcm_token: token });
    await expectAbsent(dialog(page));

    // Push switched off in the phone's settings; back in the app, this device's subscription goes.
    const removed = page.waitForResponse(
      (res) => res.url().includes('/api/notifications/push/') && res.request().method() === 'DELETE',
    );
    await page.evaluate(() =>
      (globalThis as unknown as PageWindow).localStorage.setItem('simulatedPushPermission', 'denied'),
    );
    await backToForeground(page);
    const deletion = await removed;
    expect(deletion.status()).toBe(204);
    expect(new URL(deletion.url()).searchParams.get('fcm_token')).toBe(token);
    expect(await storageItem(page, 'pushNotificationStatus')).toBe('denied');
  });

  it('a tap on a push the OS showed while the app was in the background opens its page in the app', async () => {
    const page = await signedIn('pushtap');
    await page.goto('/manager');
    await dialog(page).getByRole('button', { name: 'Not Now' }).click();
    await page.evaluate((url) => {
      const w = globalThis as unknown as PageWindow;
      w.dispatchEvent(new w.CustomEvent('simulated-native:push-tap', { detail: { url } }));
    }, `${server.url}/notifications`);
    await expectLocation(page, '/notifications');
    await page.getByRole('heading', { level: 1, name: 'Notifications' }).waitFor();
  });

  it('logging out deletes this device’s subscription as the leaving user, before the session ends', async () => {
    const page = await signedIn('pushout');
    await page.goto('/manager');
    const saved = pushSaved(page);
    await dialog(page).getByRole('button', { name: 'Enable' }).click();
    await saved;
    const token = await htmlData(page, 'pushToken');
    const calls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      const ending = `${request.method()} ${url.pathname}`;
      if (ending === 'DELETE /api/notifications/push/')
        calls.push(`${ending} fcm_token=${url.searchParams.get('fcm_token')}`);
      if (ending === 'POST /api/users/logout/') calls.push(ending);
    });
    const removed = page.waitForResponse(
      (res) => res.url().includes('/api/notifications/push/') && res.request().method() === 'DELETE',
    );
    await page.goto('/logout');
    expect((await removed).status()).toBe(204);
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(2);
    expect(calls).toEqual([`DELETE /api/notifications/push/ fcm_token=${token}`, 'POST /api/users/logout/']);
  });

  it("'Not Now' is remembered: the next start asks nothing (R4.114, R4.109, A22); allowing push later saves the token (R4.115)", async () => {
    const page = await signedIn('pushno', { viewport: DESKTOP });
    await page.goto('/manager');
    await dialog(page).getByRole('button', { name: 'Not Now' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(await storageItem(page, 'notification-permission-dialog')).toBe('not-now');

    // Forget the 24 h check time too: only the stored choice may keep the dialog away.
    await page.evaluate(() => {
      (globalThis as unknown as PageWindow).localStorage.removeItem('lastPushPermissionCheck');
      (globalThis as unknown as PageWindow).localStorage.removeItem('pushNotificationStatus');
    });
    await loadWithSettings(page, () => page.reload());
    await expect.poll(() => storageItem(page, 'pushNotificationStatus')).toBe('prompt');
    await page.waitForTimeout(300);
    await expectAbsent(dialog(page));
    expect(await htmlData(page, 'pushToken')).toBeNull();

    // Push allowed later in the phone's settings: back in the app, the token is saved (R4.115).
    const saved = pushSaved(page);
    await page.evaluate(() =>
      (globalThis as unknown as PageWindow).localStorage.setItem('simulatedPushPermission', 'granted'),
    );
    await backToForeground(page);
    expect((await saved).status()).toBe(201);
  });

  it('a refused OS prompt points to the settings (R4.113)', async () => {
    const page = await signedIn('pushrefuse', { localStorage: { simulatedPushAnswer: 'denied' } });
    await page.goto('/manager');
    await dialog(page).getByRole('button', { name: 'Enable' }).click();
    await page.getByText('You can always enable notifications later in the settings.').waitFor();
    expect(await storageItem(page, 'pushNotificationStatus')).toBe('denied');
  });

  it('a push arriving while the app is open shows as a toast, one at a time; a click opens its url outside (R2.142, R2.143, R4.58)', async () => {
    const page = await signedIn('pushtoast', { localStorage: { simulatedPushPermission: 'granted' } });
    const saved = pushSaved(page);
    await page.goto('/manager');
    await saved;
    const url = `${server.url}/manager/rankings`;
    await simulatePush(page, {
      title: 'Results are in',
      body: 'Your team scored 412 points at X Games Aspen.',
      url,
    });
    await simulatePush(page, {
      title: 'New follower',
      body: 'rider_jo follows you now.',
      url: `${server.url}/u/jo`,
    });
    const toast = page.getByTestId('push-toast');
    await toast.hover();
    await expect(toast.textContent()).resolves.toContain('Results are in');
    await settleAnimations(page);
    await shot(page, 'push-toast');

    await toast.getByRole('button', { name: /Results are in/ }).click();
    expect(await htmlData(page, 'externalUrl')).toBe(url);
    // The second one waited for its turn.
    await expect.poll(() => toast.textContent()).toContain('New follower');
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });

    await page.setViewportSize(DESKTOP);
    await simulatePush(page, { title: 'Game on', body: 'The Dew Tour game is open: pick your team.', url });
    await toast.hover();
    await settleAnimations(page);
    await shot(page, 'push-toast');
  });
});

describe('Web Push in the browser', () => {
  it('a push the service worker receives while the app is focused shows as a toast (R2.142, R4.58)', async () => {
    const page = await signedIn('pushweb', { native: false, viewport: DESKTOP });
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    await page.goto('/manager');
    await page.evaluate(() =>
      (globalThis as unknown as PageWindow).navigator.serviceWorker.ready.then(() => true),
    );

    const cdp = await page.context().newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: list }) => {
      for (const r of list) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await expect.poll(() => registrations.get(`${server.url}/`)).toBeDefined();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: server.url,
      registrationId: registrations.get(`${server.url}/`) ?? '',
      data: JSON.stringify({
        title: 'Results are in',
        body: 'You finished 4th at X Games Aspen.',
        url: '/manager/rankings',
        tag: 'NEW_RESULT_USER-1',
      }),
    });
    const toast = page.getByTestId('push-toast');
    await toast.waitFor();
    expect(await toast.textContent()).toContain('You finished 4th at X Games Aspen.');
  });

  it('the settings turn push on for this browser only on the button, and off again (issue 16.3)', async () => {
    const page = await signedIn('pushoptin', { native: false });
    await page.context().grantPermissions(['notifications'], { origin: server.url });
    // The browser's push service is out of reach here; the test plays it, as the simulation plays a phone's.
    await page.context().addInitScript((endpoint) => {
      type Sub = { endpoint: string; toJSON(): unknown; unsubscribe(): Promise<boolean> };
      const proto = (globalThis as unknown as { PushManager: { prototype: Record<string, unknown> } })
        .PushManager.prototype;
      const store = globalThis as unknown as { testSubscription: Sub | null; testSubscribeCalls: number };
      store.testSubscription = null;
      store.testSubscribeCalls = 0;
      proto.getSubscription = async () => store.testSubscription;
      proto.subscribe = async () => {
        store.testSubscribeCalls += 1;
        store.testSubscription = {
          endpoint,
          toJSON: () => ({ endpoint, keys: { p256dh: 'BPt3-test-p256dh-key', auth: 'test-auth-secret' } }),
          unsubscribe: async () => {
            store.testSubscription = null;
            return true;
          },
        };
        return store.testSubscription;
      };
    }, WEB_ENDPOINT);
    await page.goto('/settings/notifications');
    const card = page.getByTestId('web-push-opt-in');
    await expect.poll(() => card.getAttribute('data-state'), { timeout: 45_000 }).toBe('off');
    expect(
      await page.evaluate(() => (globalThis as unknown as { testSubscribeCalls: number }).testSubscribeCalls),
    ).toBe(0);
    await settleAnimations(page);
    await shot(page, 'push-web-opt-in');
    await page.setViewportSize(DESKTOP);
    await settleAnimations(page);
    await shot(page, 'push-web-opt-in');

    const saved = pushSaved(page);
    await card.getByRole('button', { name: 'Turn on' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      platform: 'web',
      subscription: {
        endpoint: WEB_ENDPOINT,
        keys: { p256dh: 'BPt3-test-p256dh-key', auth: 'test-auth-secret' },
      },
    });
    await expect.poll(() => card.getAttribute('data-state')).toBe('on');

    const removed = page.waitForResponse(
      (res) => res.url().includes('/api/notifications/push/') && res.request().method() === 'DELETE',
    );
    await card.getByRole('button', { name: 'Turn off' }).click();
    const deletion = await removed;
    expect(deletion.status()).toBe(204);
    expect(new URL(deletion.url()).searchParams.get('endpoint')).toBe(WEB_ENDPOINT);
    await expect.poll(() => card.getAttribute('data-state')).toBe('off');
  });
});

describe('native app start', () => {
  it('marks a manager who starts the native app signed in as used_native_app; a browser start does not (R3.01)', async () => {
    const usedNativeApp = async (page: Page) => {
      const token = (await cookieNamed(page.context(), 'access_token'))?.value ?? '';
      const me = await api(server, 'GET', 'users/me/', { token });
      return (me.body as { used_native_app: boolean }).used_native_app;
    };
    const web = await signedIn('webstart', { native: false });
    await web.goto('/manager');
    await web.getByRole('heading', { level: 1 }).first().waitFor();
    const app = await signedIn('appstart');
    await app.goto('/manager');
    await expect.poll(() => usedNativeApp(app), { timeout: 10_000 }).toBe(true);
    expect(await usedNativeApp(web)).toBe(false);
  });
});
