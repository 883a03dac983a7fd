import { confirm } from '../modals/index.ts';
import { NOTIFICATION_TEXTS } from './notification.constants.ts';
import { notificationStore, removeAll } from './notification-store.ts';

/** 'Delete all' asks first: the notifications cannot be brought back. */
export async function confirmDeleteAll(): Promise<void> {
  const count = notificationStore.getState().items.length;
  if (count === 0) return;
  const confirmed = await confirm({
    title: 'Delete all notifications?',
    message:
      count === 1
        ? 'Your notification will be deleted. This cannot be undone.'
        : `All ${count} of your notifications will be deleted. This cannot be undone.`,
    confirmText: NOTIFICATION_TEXTS.deleteAll,
    danger: true,
  });
  if (confirmed) removeAll();
}
