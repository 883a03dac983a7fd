import type { ThemePreference } from '@shred/contract';
import { call } from '../../api/index.ts';
import { addBreadcrumb } from '../../platform/index.ts';
import { authStore, onUserLoaded, setUser } from '../auth/index.ts';
import { useThemeStore } from './theme-store.ts';

/** Spec §4: when a session starts, the user's saved preference wins over this device's. */
export function startThemeSync(): () => void {
  return onUserLoaded((user) => useThemeStore.getState().setPreference(user.theme_preference));
}

/**
 * Change the theme: at once on this device and, for a signed-in user, in the profile with
 * PUT users/profile/{id}/ {id, theme_preference}. A failed save is only logged: the
 * device keeps the new theme and the next change tries again.
 */
export async function changeTheme(preference: ThemePreference): Promise<void> {
  useThemeStore.getState().setPreference(preference);
  const { user } = authStore.getState();
  if (!user || user.theme_preference === preference) return;
  try {
    setUser(
      await call('updateProfile', {
        params: { id: user.id },
        body: { id: user.id, theme_preference: preference },
      }),
    );
  } catch (error) {
    addBreadcrumb('theme', 'Could not save the theme preference', { level: 'warning', error });
  }
}
