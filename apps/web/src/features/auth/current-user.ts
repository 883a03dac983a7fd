import type { CurrentUser } from '@shred/contract';
import { ApiError, call } from '../../api/index.ts';
import { authStore } from './auth-store.ts';

/** GET users/me/; any failure becomes 'Failed to fetch user: …' with the cause (spec §8). */
export async function fetchUser(): Promise<CurrentUser> {
  try {
    return await call('me');
  } catch (error) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new ApiError(
      error instanceof ApiError ? error.status : 0,
      error instanceof ApiError ? error.body : undefined,
      {
        message: `Failed to fetch user: ${cause}`,
        cause: error,
      },
    );
  }
}

/** Reload the signed-in user, e.g. after a screen changed something the server derives. */
export async function refreshUser(): Promise<CurrentUser> {
  const user = await fetchUser();
  authStore.setState({ user });
  return user;
}

/** Replace the stored user with the answer of a profile update. */
export function setUser(user: CurrentUser): void {
  authStore.setState({ user });
}
