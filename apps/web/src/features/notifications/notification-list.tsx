import { useNavigate } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { BellIcon, TrashIcon } from '../modals/overlay-icons.tsx';
import { isExternalTarget, openExternally } from './follow-target.ts';
import { NOTIFICATION_TEXTS } from './notification.constants.ts';
import { type AppNotification, markRead, remove, useNotificationStore } from './notification-store.ts';

function NotificationRow({ item, onNavigate }: { item: AppNotification; onNavigate?: () => void }) {
  const navigate = useNavigate();
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
      data-read={item.is_read}
      className={cx(
        'group relative flex gap-3 rounded-2xl border p-3.5 transition',
        item.is_read ? 'border-transparent' : 'border-line bg-surface-2',
      )}
    >
      <span
        aria-hidden="true"
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent/12 text-accent"
      >
        <BellIcon width={18} height={18} />
      </span>
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 text-sm font-semibold text-fg">
          {item.is_read ? null : (
            <span className="size-2 shrink-0 rounded-full bg-accent">
              <span className="sr-only">Unread: </span>
            </span>
          )}
          <span className="min-w-0 truncate">{item.title}</span>
        </p>
        <p className="mt-0.5 text-sm text-muted">{item.body}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {item.cta && item.target ? (
            <button
              type="button"
              onClick={followCta}
              className="rounded-lg bg-accent px-3 py-1.5 text-xs font-semibold text-on-accent transition hover:bg-accent-strong"
            >
              {item.cta}
            </button>
          ) : null}
          {item.is_read ? null : (
            <button
              type="button"
              onClick={() => markRead(item.id)}
              className="rounded-lg px-2 py-1.5 text-xs font-semibold text-muted transition hover:bg-surface hover:text-fg"
            >
              Mark as read
            </button>
          )}
        </div>
      </div>
      <button
        type="button"
        aria-label={`Delete notification: ${item.title}`}
        onClick={() => remove(item.id)}
        className="grid size-9 shrink-0 place-items-center self-start rounded-lg text-muted transition hover:bg-danger-bg hover:text-danger"
      >
        <TrashIcon width={18} height={18} />
      </button>
    </li>
  );
}

/** The notifications, or 'No notifications to show' (R2.130); shared by the panel and /notifications. */
export function NotificationList({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  const items = useNotificationStore((state) => state.items);
  if (items.length === 0)
    return (
      <div
        className={cx('flex flex-col items-center justify-center gap-3 px-6 py-14 text-center', className)}
      >
        <span
          aria-hidden="true"
          className="grid size-14 place-items-center rounded-2xl bg-surface-2 text-accent"
        >
          <BellIcon width={26} height={26} />
        </span>
        <p className="text-sm font-medium text-muted">{NOTIFICATION_TEXTS.empty}</p>
      </div>
    );
  return (
    <ul aria-label={NOTIFICATION_TEXTS.title} className={cx('flex flex-col gap-2', className)}>
      {items.map((item) => (
        <NotificationRow key={item.id} item={item} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}
