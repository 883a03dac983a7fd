import { notificationsEndpoints } from './notifications.endpoints.ts';
import {
  deleteNotificationQuerySchema,
  gameReminderParamsSchema,
  gameReminderSchema,
  markNotificationReadSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  notificationSettingsSchema,
  updateNotificationSettingSchema,
} from './notifications.ts';
import { defineRoute } from './route.ts';

/** The in-app notifications, their settings and 'Notify Me' (spec §7, INTERFACE.md). */
export const notificationsRoutes = {
  notificationList: defineRoute({
    ...notificationsEndpoints.notificationList,
    tag: 'notifications',
    summary: 'The caller’s in-app notifications, newest first, with the unread count',
    query: notificationListQuerySchema,
    response: { 200: notificationListSchema },
    errors: [],
  }),
  notificationMarkRead: defineRoute({
    ...notificationsEndpoints.notificationMarkRead,
    tag: 'notifications',
    summary: 'Mark one of the caller’s notifications read (again is the same); another user’s is not found',
    body: markNotificationReadSchema,
    response: { 200: notificationSchema },
    errors: [404],
  }),
  notificationDelete: defineRoute({
    ...notificationsEndpoints.notificationDelete,
    tag: 'notifications',
    summary: 'Delete one of the caller’s notifications; another user’s is not found',
    query: deleteNotificationQuerySchema,
    response: { 204: null },
    errors: [404],
  }),
  notificationSettings: defineRoute({
    ...notificationsEndpoints.notificationSettings,
    tag: 'notifications',
    summary: 'Every notification type with the caller’s switch on each channel (in-app, push, e-mail)',
    response: { 200: notificationSettingsSchema },
    errors: [],
  }),
  notificationSettingsUpdate: defineRoute({
    ...notificationsEndpoints.notificationSettingsUpdate,
    tag: 'notifications',
    summary: 'Switch one type on one channel: update_field is TYPE.channel (NEW_FOLLOWER.email); answers all',
    body: updateNotificationSettingSchema,
    response: { 200: notificationSettingsSchema },
    errors: [],
  }),
  gameReminder: defineRoute({
    ...notificationsEndpoints.gameReminder,
    tag: 'notifications',
    summary: '‘Notify Me’: whether the caller is told when the event’s games open',
    params: gameReminderParamsSchema,
    response: { 200: gameReminderSchema },
    errors: [],
  }),
  gameReminderCreate: defineRoute({
    ...notificationsEndpoints.gameReminderCreate,
    tag: 'notifications',
    summary: '‘Notify Me’: a GAME_REMINDER once the event’s games open; 409 when none is still to open',
    params: gameReminderParamsSchema,
    response: { 200: gameReminderSchema },
    errors: [409],
  }),
  gameReminderDelete: defineRoute({
    ...notificationsEndpoints.gameReminderDelete,
    tag: 'notifications',
    summary: '‘Notify Me’ off: no reminder for this event',
    params: gameReminderParamsSchema,
    response: { 200: gameReminderSchema },
    errors: [],
  }),
} as const;
