import { closePanel, useNotificationStore } from './notification-store.ts';
import { NotificationsPanel } from './notifications-panel.tsx';

/** The panel the bell toggles. */
export function NotificationsHost() {
  const isOpen = useNotificationStore((state) => state.isOpen);
  return <NotificationsPanel open={isOpen} onClose={closePanel} />;
}
