import { useEffect } from 'react';
import { useAuthStore } from '../auth/index.ts';
import { BellIcon } from '../modals/overlay-icons.tsx';
import { togglePanel, unreadCount, useNotificationStore } from './notification-store.ts';
import { startNotificationSync } from './notification-sync.ts';

/** The top bar's bell: opens the notifications panel and shows how many are unread. */
export function NotificationsBell() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const unread = useNotificationStore((state) => unreadCount(state.items));
  const isOpen = useNotificationStore((state) => state.isOpen);
  // The start order fetches for a user signed in at start; one who signs in later is caught here.
  useEffect(() => {
    if (signedIn) startNotificationSync();
  }, [signedIn]);
  if (!signedIn) return null;
  return (
    <button
      type="button"
      onClick={togglePanel}
      aria-haspopup="dialog"
      aria-expanded={isOpen}
      aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
      data-testid="notifications-bell"
      className="relative grid size-10 place-items-center rounded-full text-fg transition hover:bg-surface-2"
    >
      <BellIcon width={22} height={22} />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          className="absolute top-1 right-1 grid h-4.5 min-w-4.5 place-items-center rounded-full bg-danger px-1 text-[10px] font-bold leading-none text-white ring-2 ring-bg"
        >
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </button>
  );
}
