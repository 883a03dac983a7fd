import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, stubApi } from '../../api/fetch-stub.testing.ts';
import '../../testing/render.tsx';
// The app's token bridge for calls, loaded with auth as in the app.
import '../auth/index.ts';
import { clearAuthCookies, seedTokens, tokenPair } from '../auth/auth-fixtures.testing.ts';
import { base64UrlToBytes } from './push-api.ts';
import { WEB_PUSH_TEXTS, WebPushOptIn } from './web-push-opt-in.tsx';

const VAPID_KEY = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
const ENDPOINT = 'https://push.example.test/send/abc';

/** The browser's side of Web Push: Notification, PushManager and the worker registration. */
function stubBrowser({
  permission = 'default' as NotificationPermission,
  answer = 'granted',
  subscribed = false,
}) {
  let subscription: PushSubscription | null = null;
  const makeSubscription = () =>
    ({
      endpoint: ENDPOINT,
      toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    }) as unknown as PushSubscription;
  if (subscribed) subscription = makeSubscription();
  const subscribe = vi.fn(async () => {
    subscription = makeSubscription();
    return subscription;
  });
  const registration = {
    active: {},
    pushManager: { getSubscription: async () => subscription, subscribe },
  } as unknown as ServiceWorkerRegistration;
  const notification = {
    permission,
    requestPermission: vi.fn(async () => {
      notification.permission = answer as NotificationPermission;
      return notification.permission;
    }),
  };
  vi.stubGlobal('Notification', notification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  return { notification, subscribe, current: () => subscription };
}

describe('Web Push opt-in (issue 16.3)', () => {
  beforeEach(() => seedTokens(tokenPair()));
  afterEach(() => {
    clearAuthCookies();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is hidden where the Push API is missing', () => {
    const { container } = render(<WebPushOptIn />);
    expect(container).toBeEmptyDOMElement();
  });

  it('asks the browser only on the click, subscribes with the VAPID key and saves the subscription', async () => {
    const browser = stubBrowser({});
    const api = stubApi({
      'GET notifications/push/vapid-key/': jsonResponse(200, { public_key: VAPID_KEY }),
      'POST notifications/push/': jsonResponse(201, {}),
    });
    render(<WebPushOptIn />);
    const turnOn = await screen.findByRole('button', { name: 'Turn on' });
    expect(screen.getByText(WEB_PUSH_TEXTS.off)).toBeInTheDocument();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(turnOn);
    await screen.findByRole('button', { name: 'Turn off' });
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: base64UrlToBytes(VAPID_KEY),
    });
    expect(api.to('POST', 'notifications/push/').map((r) => r.body)).toEqual([
      {
        platform: 'web',
        subscription: { endpoint: ENDPOINT, keys: { p256dh: 'p256dh-key', auth: 'auth-secret' } },
      },
    ]);
    expect(screen.getByText(WEB_PUSH_TEXTS.on)).toBeInTheDocument();
  });

  it('turns off: unsubscribes this browser and deletes its subscription on the server', async () => {
    const browser = stubBrowser({ permission: 'granted', subscribed: true });
    const api = stubApi({ 'DELETE notifications/push/': new Response(null, { status: 204 }) });
    render(<WebPushOptIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn off' }));
    await screen.findByRole('button', { name: 'Turn on' });
    expect(browser.current()).toBeNull();
    expect(api.to('DELETE', 'notifications/push/').map((r) => r.query.get('endpoint'))).toEqual([ENDPOINT]);
  });

  it('explains a permission blocked in the browser, with nothing to press', async () => {
    stubBrowser({ permission: 'denied' });
    render(<WebPushOptIn />);
    expect(await screen.findByText(WEB_PUSH_TEXTS.denied)).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a refusal at the browser prompt shows the blocked explanation', async () => {
    stubBrowser({ answer: 'denied' });
    stubApi();
    render(<WebPushOptIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText(WEB_PUSH_TEXTS.denied)).toBeInTheDocument();
  });

  it('says so when the subscription could not be saved', async () => {
    stubBrowser({});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubApi({
      'GET notifications/push/vapid-key/': jsonResponse(200, { public_key: VAPID_KEY }),
      'POST notifications/push/': jsonResponse(500, { detail: 'boom' }),
    });
    render(<WebPushOptIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WEB_PUSH_TEXTS.enableFailed);
    expect(screen.getByRole('button', { name: 'Turn on' })).toBeInTheDocument();
  });
});
