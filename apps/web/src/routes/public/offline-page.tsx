import { HOME_PATH } from '../../shell/overlays/connectivity.ts';
import { OfflineMessage } from '../../shell/overlays/offline-screen.tsx';

/** Reload, or, with the connection back, start again from the home route. */
function refresh(): void {
  if (navigator.onLine) window.location.assign(HOME_PATH);
  else window.location.reload();
}

/** /offline: the offline screen as a page of its own (spec §2). */
export function OfflinePage() {
  return (
    <div className="flex min-h-[70dvh] items-center justify-center py-12">
      <OfflineMessage as="h1" onRefresh={refresh} />
    </div>
  );
}
