import type { Endpoint } from './endpoints.ts';

/** The in-app notifications, their settings and 'Notify Me' (spec §7, INTERFACE.md). */
export const notificationsEndpoints = {
  notificationList: { method: 'GET', path: 'notifications/', access: 'user', status: 200 },
  notificationMarkRead: { method: 'PATCH', path: 'notifications/', access: 'user', status: 200 },
  notificationDelete: { method: 'DELETE', path: 'notifications/', access: 'user', status: 204 },
  notificationSettings: { method: 'GET', path: 'notifications/settings/', access: 'user', status: 200 },
  notificationSettingsUpdate: { method: 'PUT', path: 'notifications/settings/', access: 'user', status: 200 },
  gameReminder: { method: 'GET', path: 'notifications/reminders/{event_slug}/', access: 'user', status: 200 },
  gameReminderCreate: {
    method: 'PUT',
    path: 'notifications/reminders/{event_slug}/',
    access: 'user',
    status: 200,
  },
  gameReminderDelete: {
    method: 'DELETE',
    path: 'notifications/reminders/{event_slug}/',
    access: 'user',
    status: 200,
  },
} as const satisfies Record<string, Endpoint>;
