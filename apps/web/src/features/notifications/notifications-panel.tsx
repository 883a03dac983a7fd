import { useEffect, useId } from 'react';
import { Link } from 'react-router';
import { SettingsIcon } from '../../ui/icons.tsx';
import { Modal, ModalCloseButton } from '../modals/index.ts';
import { CheckAllIcon, TrashIcon } from '../modals/overlay-icons.tsx';
import { confirmDeleteAll } from './delete-all.ts';
import { NOTIFICATION_SETTINGS_PATH, NOTIFICATION_TEXTS } from './notification.constants.ts';
import { NotificationList } from './notification-list.tsx';
import { markAllRead, unreadCount, useNotificationStore } from './notification-store.ts';
import { requestNotifications } from './notification-sync.ts';

/** Spec §2: the panel is 80vh high. */
export const NOTIFICATIONS_PANEL_HEIGHT = '80vh';

interface NotificationsPanelProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Spec §2 notifications slide-up (80vh): title, 'Mark all as read', a settings icon to the
 * notification settings, a close icon, and the list or 'No notifications to show'.
 */
export function NotificationsPanel({ open, onClose }: NotificationsPanelProps) {
  const titleId = useId();
  const unread = useNotificationStore((state) => unreadCount(state.items));
  const total = useNotificationStore((state) => state.items.length);

  useEffect(() => {
    if (open) void requestNotifications();
  }, [open]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      size="md"
      style={{ height: NOTIFICATIONS_PANEL_HEIGHT }}
      className="overflow-hidden"
    >
      <div className="shrink-0 border-b border-line px-5 pt-2 pb-3 lg:pt-4">
        <div className="flex items-center gap-1">
          <h2
            id={titleId}
            className="mr-auto font-display text-2xl font-bold uppercase italic tracking-tight text-fg"
          >
            {NOTIFICATION_TEXTS.title}
          </h2>
          <Link
            to={NOTIFICATION_SETTINGS_PATH}
            aria-label="Notification settings"
            onClick={onClose}
            className="grid size-10 place-items-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg"
          >
            <SettingsIcon />
          </Link>
          <ModalCloseButton onClick={onClose} className="-mr-2" />
        </div>
        <div className="mt-1 flex items-center gap-1">
          <p className="mr-auto text-sm text-muted">{unread > 0 ? `${unread} unread` : null}</p>
          <button
            type="button"
            onClick={() => markAllRead()}
            disabled={unread === 0}
            className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-accent transition hover:bg-surface-2 disabled:text-muted disabled:opacity-70"
          >
            <CheckAllIcon width={18} height={18} />
            {NOTIFICATION_TEXTS.markAllRead}
          </button>
          <button
            type="button"
            onClick={() => void confirmDeleteAll()}
            disabled={total === 0}
            className="-mr-2.5 inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-muted transition hover:bg-danger-bg hover:text-danger disabled:opacity-70 disabled:hover:bg-transparent disabled:hover:text-muted"
          >
            <TrashIcon width={18} height={18} />
            {NOTIFICATION_TEXTS.deleteAll}
          </button>
        </div>
      </div>
      <NotificationList onNavigate={onClose} className="min-h-0 flex-1 overflow-y-auto px-3 py-3" />
    </Modal>
  );
}
