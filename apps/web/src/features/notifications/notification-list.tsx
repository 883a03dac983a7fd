import { type ReactNode, useId } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/class-names.ts';
import { AlertCircleIcon, BellIcon, TrashIcon } from '../modals/overlay-icons.tsx';
import { isExternalTarget, openExternally } from './follow-target.ts';
import { NOTIFICATION_TEXTS } from './notification.constants.ts';
import {
  type AppNotification,
  markRead,
  reloadNotifications,
  remove,
  useNotificationStore,
} from './notification-store.ts';
import { notificationLook } from './notification-types.tsx';
import { notificationAge } from './relative-time.ts';

function NotificationRow({ item, onNavigate }: { item: AppNotification; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const titleId = useId();
  const look = notificationLook(item.type);
  const TypeIcon = look.icon;
  // Following the call to action reads the item (R4.50); where it leads decides how (A11).
  const followCta = () => {
    markRead(item.id);
    const target = item.target;
    if (!target) return;
    if (isExternalTarget(target)) openExternally(target);
    else {
      onNavigate?.();
      void navigate(target);
    }
  };
  return (
    <li
      aria-labelledby={titleId}
      data-read={item.is_read}
      data-type={item.type}
      className={cx(
        'group relative flex gap-3 rounded-2xl border p-3.5 transition',
        item.is_read ? 'border-transparent' : 'border-line bg-surface-2',
      )}
    >
      <span
        aria-hidden="true"
        data-testid="notification-icon"
        className={cx('grid size-10 shrink-0 place-items-center rounded-xl', look.tone)}
      >
        <TypeIcon width={20} height={20} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-fg">
          {item.is_read ? null : (
            <span className="size-2 shrink-0 rounded-full bg-accent">
              <span className="sr-only">Unread: </span>
            </span>
          )}
          <span id={titleId} className="min-w-0 truncate">
            {item.title}
          </span>
        </p>
        <p className="mt-0.5 text-sm text-muted">{item.body}</p>
        <time dateTime={item.created_at} className="mt-1 block text-xs text-muted">
          {notificationAge(item.created_at)}
        </time>
        {(item.cta && item.target) || !item.is_read ? (
          <div className="mt-2 flex flex-wrap gap-2">
            {item.cta && item.target ? (
              <button
                type="button"
                onClick={followCta}
                className="rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent transition hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
              >
                {item.cta}
              </button>
            ) : null}
            {item.is_read ? null : (
              <button
                type="button"
                aria-label={`Mark as read: ${item.title}`}
                onClick={() => markRead(item.id)}
                className="rounded-lg px-2 py-1.5 text-xs font-semibold text-muted transition hover:bg-surface hover:text-fg focus-visible:outline-2 focus-visible:outline-accent"
              >
                Mark as read
              </button>
            )}
          </div>
        ) : null}
      </div>
      <button
        type="button"
        aria-label={`Delete notification: ${item.title}`}
        onClick={() => remove(item.id)}
        className="grid size-9 shrink-0 place-items-center self-start rounded-lg text-muted transition hover:bg-danger-bg hover:text-danger focus-visible:outline-2 focus-visible:outline-accent"
      >
        <TrashIcon width={18} height={18} />
      </button>
    </li>
  );
}

function RowSkeleton() {
  return (
    <li className="flex gap-3 p-3.5">
      <span className="size-10 shrink-0 animate-pulse rounded-xl bg-surface-2" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-3.5 w-2/5 animate-pulse rounded bg-surface-2" />
        <span className="h-3 w-4/5 animate-pulse rounded bg-surface-2" />
        <span className="h-3 w-1/5 animate-pulse rounded bg-surface-2" />
      </span>
    </li>
  );
}

function ListMessage({
  icon,
  text,
  className,
  children,
}: {
  icon: ReactNode;
  text: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <div className={cx('flex flex-col items-center justify-center gap-3 px-6 py-14 text-center', className)}>
      <span
        aria-hidden="true"
        className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-accent"
      >
        {icon}
      </span>
      <p className="text-sm font-medium text-muted">{text}</p>
      {children}
    </div>
  );
}

/**
 * The notifications, newest first, or 'No notifications to show' (R2.130); shared by the
 * panel and /notifications. While the first fetch runs it shows placeholder rows, and when
 * it failed with nothing to show, says so with a way to try again.
 */
export function NotificationList({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const items = useNotificationStore((state) => state.items);
  const isLoading = useNotificationStore((state) => state.isLoading);
  const failed = useNotificationStore((state) => state.failed);
  if (items.length === 0 && isLoading)
    return (
      <div className={className}>
        <ul aria-hidden="true" className="flex flex-col gap-2">
          <RowSkeleton />
          <RowSkeleton />
          <RowSkeleton />
        </ul>
        <p role="status" className="sr-only">
          Loading notifications…
        </p>
      </div>
    );
  if (items.length === 0 && failed)
    return (
      <ListMessage
        icon={<AlertCircleIcon width={26} height={26} />}
        text={NOTIFICATION_TEXTS.loadFailed}
        className={className}
      >
        <Button variant="secondary" size="sm" onClick={() => void reloadNotifications()}>
          Try again
        </Button>
      </ListMessage>
    );
  if (items.length === 0)
    return (
      <ListMessage
        icon={<BellIcon width={26} height={26} />}
        text={NOTIFICATION_TEXTS.empty}
        className={className}
      />
    );
  return (
    <ul aria-label={NOTIFICATION_TEXTS.title} className={cx('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
