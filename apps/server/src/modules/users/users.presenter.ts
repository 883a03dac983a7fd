import type { CurrentUser, PublicProfile } from '@shred/contract';
import { levelForXp } from '@shred/game';
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
  extra: { following: boolean; followers: number; followingCount: number },
): PublicProfile {
  const athleteName = `${user.firstName} ${user.lastName}`.trim();
  return {
    id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image: user.profileImage,
    is_verified: user.isVerified,
    level: { name: levelForXp(user.xp) },
    profile_type: user.isAthlete
      ? { type: 'athlete', athlete_name: athleteName || user.username }
      : { type: 'manager' },
    follow_status: { following: extra.following },
    followers_count: extra.followers,
    following_count: extra.followingCount,
    date_joined: user.dateJoined.toISOString(),
  };
}
