import type { AdminUser } from '@shred/contract';
import { presentMySubscription } from '../subscriptions/subscriptions.presenter.ts';
import type { AdminUserRow } from './admin-users.queries.ts';

export function presentAdminUser(row: AdminUserRow, at: Date): AdminUser {
  const { user, athlete } = row;
  // Whether the one trial was used does not show in the list: `false` leaves status untouched.
  const premium = presentMySubscription(row.subscription ?? undefined, false, at);
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    profile_image: user.profileImage,
    is_staff: user.isStaff,
    is_verified: user.isVerified,
    is_athlete: user.isAthlete,
    athlete: athlete
      ? {
          id: athlete.id,
          slug: athlete.slug,
          name: `${athlete.firstName} ${athlete.lastName}`.trim(),
          avatar: athlete.avatar,
        }
      : null,
    deactivated: user.deactivatedAt !== null,
    deactivated_at: user.deactivatedAt?.toISOString() ?? null,
    subscription_status: premium.status,
    is_premium: premium.is_premium,
    credits: row.balance ?? 0,
    date_joined: user.dateJoined.toISOString(),
  };
}
