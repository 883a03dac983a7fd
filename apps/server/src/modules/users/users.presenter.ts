import type { CurrentUser, PublicProfile } from '@shred/contract';
import { presentUserListItem } from './user-list-item.ts';
import type { UserRow } from './users.queries.ts';

/** `subscription`: the user's live premium, or null (see subscriptions/current-subscription.ts). */
export function presentCurrentUser(user: UserRow, subscription: CurrentUser['subscription']): CurrentUser {
  return {
    id: user.id,
    email: user.email ?? '',
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image: user.profileImage,
    date_joined: user.dateJoined.toISOString(),
    created_at: user.createdAt.toISOString(),
    is_athlete: user.isAthlete,
    is_staff: user.isStaff,
    completed_manager_welcome: user.completedManagerWelcome,
    used_native_app: user.usedNativeApp,
    subscription,
    theme_preference: user.themePreference,
  };
}

export function presentPublicProfile(
  user: UserRow,
  extra: {
    isAthlete: boolean;
    athleteName: string | null;
    following: boolean;
    followers: number;
    followingCount: number;
  },
): PublicProfile {
  return {
    ...presentUserListItem({
      ...user,
      isAthlete: extra.isAthlete,
      athleteName: extra.athleteName,
      following: extra.following,
    }),
    first_name: user.firstName,
    last_name: user.lastName,
    followers_count: extra.followers,
    following_count: extra.followingCount,
    date_joined: user.dateJoined.toISOString(),
  };
}
