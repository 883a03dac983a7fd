/*
 * Web Push in the service worker (issue 16.3), loaded into the generated /sw.js through
 * workbox `importScripts`. The server sends JSON {title, body, url, tag}. With a window of
 * the app focused, the push goes to that page as a push toast (features/push-notifications
 * worker-messages.ts); otherwise the system shows it, and a click opens its url.
 */
const PUSH_MESSAGE = 'shred:push';
const ICON = '/icons/icon-192.png';

function readPush(event) {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const text = (value) => (typeof value === 'string' ? value : '');
  return {
    title: text(data.title) || 'Shred League',
    body: text(data.body),
    url: text(data.url) || null,
    tag: text(data.tag) || undefined,
  };
}

async function windows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

self.addEventListener('push', (event) => {
  const push = readPush(event);
  event.waitUntil(
    (async () => {
      const focused = (await windows()).filter((client) => client.focused);
      if (focused.length > 0) {
        for (const client of focused) {
          client.postMessage({
            type: PUSH_MESSAGE,
            push: { title: push.title, body: push.body, url: push.url },
          });
        }
        return;
      }
      await self.registration.showNotification(push.title, {
        body: push.body,
        icon: ICON,
        badge: ICON,
        tag: push.tag,
        data: { url: push.url },
      });
    })(),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url || '/', self.location.origin);
  event.waitUntil(
    (async () => {
      const all = await windows();
      const open = all.find((client) => client.url === target.href);
      if (open) {
        await open.focus();
        return;
      }
      // An app window already open goes to the address; navigate() works only for windows this
      // worker controls, so a refusal falls back to a new window.
      const app = all.find((client) => new URL(client.url).origin === self.location.origin);
      if (app && target.origin === self.location.origin) {
        try {
          const moved = await app.navigate(target.href);
          if (moved) {
            await moved.focus();
            return;
          }
        } catch {
          // Not controlled by this worker: open a window instead.
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
