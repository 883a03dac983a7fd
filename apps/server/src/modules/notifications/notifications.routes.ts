import { routes } from '@shred/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { mountRoute } from '../../http/route.ts';
import { createGameRemindersService } from './game-reminders.ts';
import { createNotificationsService } from './notifications.service.ts';

/** A signed-in user's own notifications, settings and 'Notify Me' reminders (spec §7). */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => number },
): Promise<void> {
  const notifications = createNotificationsService(options);
  const reminders = createGameRemindersService(options);

  mountRoute(app, routes.notificationList, async ({ user, query }) => notifications.list(user.id, query));
  mountRoute(app, routes.notificationMarkRead, async ({ user, body }) =>
    notifications.markRead(user.id, body.notification_id),
  );
  mountRoute(app, routes.notificationDelete, async ({ user, query }) => {
    await notifications.remove(user.id, query.notification_id);
    return undefined;
  });
  mountRoute(app, routes.notificationSettings, async ({ user }) => notifications.settings(user.id));
  mountRoute(app, routes.notificationSettingsUpdate, async ({ user, body }) =>
    notifications.updateSetting(user.id, body.update_field, body.update_value),
  );
  mountRoute(app, routes.gameReminder, async ({ user, params }) => reminders.get(user.id, params.event_slug));
  mountRoute(app, routes.gameReminderCreate, async ({ user, params }) =>
    reminders.set(user.id, params.event_slug),
  );
  mountRoute(app, routes.gameReminderDelete, async ({ user, params }) =>
    reminders.remove(user.id, params.event_slug),
  );
}
