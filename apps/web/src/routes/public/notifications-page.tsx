import { useEffect } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { TrashIcon } from '../../features/modals/overlay-icons.tsx';
import { withNext } from '../../features/navigation/next-param.ts';
import {
  confirmDeleteAll,
  loadOlderNotifications,
  markAllRead,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_TEXTS,
  NotificationList,
  requestNotifications,
  unreadCount,
  useNotificationStore,
} from '../../features/notifications/index.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { SettingsIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

/**
 * /notifications: the panel's list as a page (R2.13), which also goes back past the newest
 * with 'Show older'. Visitors have no notifications (R6.14), so they get the empty list with a
 * way to log in and come back here.
 */
export function NotificationsPage() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const unread = useNotificationStore((state) => unreadCount(state.items));
  const total = useNotificationStore((state) => state.items.length);
  const hasOlder = useNotificationStore((state) => state.hasOlder);
  const loadingOlder = useNotificationStore((state) => state.isLoadingOlder);
  useEffect(() => {
    if (signedIn) void requestNotifications();
  }, [signedIn]);
  return (
    <div>
      <PageHeader
        title={NOTIFICATION_TEXTS.title}
        subtitle={unread > 0 ? `${unread} unread` : undefined}
        actions={
          signedIn ? (
            <>
              <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => markAllRead()}>
                {NOTIFICATION_TEXTS.markAllRead}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                disabled={total === 0}
                onClick={() => void confirmDeleteAll()}
                icon={<TrashIcon width={16} height={16} />}
              >
                {NOTIFICATION_TEXTS.deleteAll}
              </Button>
              <Link
                to={NOTIFICATION_SETTINGS_PATH}
                aria-label="Notification settings"
                className="grid size-9 place-items-center rounded-xl border border-line bg-surface-2 text-fg transition hover:border-accent/60"
              >
                <SettingsIcon width={18} height={18} />
              </Link>
            </>
          ) : null
        }
      />
      <Card padded={false} className="p-2 sm:p-3">
        {signedIn ? (
          <>
            <NotificationList />
            {hasOlder ? (
              <div className="flex justify-center p-3">
                <Button
                  variant="secondary"
                  size="sm"
                  loading={loadingOlder}
                  onClick={() => void loadOlderNotifications()}
                >
                  {NOTIFICATION_TEXTS.showOlder}
                </Button>
              </div>
            ) : null}
          </>
        ) : (
          <div className="flex flex-col items-center gap-3 px-6 py-14 text-center">
            <p className="text-sm font-medium text-muted">{NOTIFICATION_TEXTS.empty}</p>
            <p className="max-w-sm text-sm text-muted">
              Log in to hear about new followers, your results and the games you are waiting for.
            </p>
            <ButtonLink to={withNext('/auth', '/notifications')} size="sm">
              Log in
            </ButtonLink>
          </div>
        )}
      </Card>
    </div>
  );
}
