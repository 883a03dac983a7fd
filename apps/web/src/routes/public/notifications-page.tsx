import { useEffect } from 'react';
import { Link } from 'react-router';
import {
  markAllRead,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_TEXTS,
  NotificationList,
  refreshIfStale,
  unreadCount,
  useNotificationStore,
} from '../../features/notifications/index.ts';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SettingsIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/** /notifications: the same list and empty state as the panel, as a page. */
export function NotificationsPage() {
  const unread = useNotificationStore((state) => unreadCount(state.items));
  useEffect(() => {
    void refreshIfStale();
  }, []);
  return (
    <div>
      <PageHeader
        title={NOTIFICATION_TEXTS.title}
        actions={
          <>
            <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => markAllRead()}>
              {NOTIFICATION_TEXTS.markAllRead}
            </Button>
            <Link
              to={NOTIFICATION_SETTINGS_PATH}
              aria-label="Notification settings"
              className="grid size-9 place-items-center rounded-xl border border-line bg-surface-2 text-fg transition hover:border-accent/60"
            >
              <SettingsIcon width={18} height={18} />
            </Link>
          </>
        }
      />
      <Card padded={false} className="p-2 sm:p-3">
        <NotificationList />
      </Card>
    </div>
  );
}
