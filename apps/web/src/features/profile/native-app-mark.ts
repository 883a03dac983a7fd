import { call } from '../../api/index.ts';
import { addBreadcrumb, getPlatform, type Platform } from '../../platform/index.ts';
import { authStore, onUserLoaded, setUser } from '../auth/index.ts';

/**
 * A manager who signs in to the native app is marked `used_native_app` (spec §3), so staff and
 * the welcome know the app is installed. Sent once: later sessions load the flag already set. A
 * failed save is only logged, and the next session in the app tries again.
 */
export function startNativeAppMark(platform: Platform = getPlatform()): () => void {
  if (!platform.isNative) return () => undefined;
  return onUserLoaded((user) => {
    if (user.used_native_app) return;
    call('updateProfile', { params: { id: user.id }, body: { id: user.id, used_native_app: true } })
      .then((updated) => {
        // The session may have changed hands while the answer was on its way.
        if (authStore.getState().user?.id === updated.id) setUser(updated);
      })
      .catch((error: unknown) =>
        addBreadcrumb('profile', 'Could not mark the native app as used', { level: 'warning', error }),
      );
  });
}
