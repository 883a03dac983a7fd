import type { AdminUser } from '@shred/contract';
import { cx } from '../../ui/class-names.ts';

const TONES = {
  staff: 'bg-accent/15 text-accent',
  verified: 'bg-sky-500/15 text-sky-600 dark:text-sky-300',
  athlete: 'bg-lime/20 text-fg',
  premium: 'bg-amber-400/20 text-amber-700 dark:text-amber-300',
  trial: 'bg-amber-400/10 text-amber-700 dark:text-amber-300',
  deactivated: 'bg-danger/15 text-danger',
} as const;

/** What an account is, in small words: staff, verified, athlete, premium or trial, deactivated. */
export function userBadges(user: AdminUser): { key: keyof typeof TONES; label: string }[] {
  return [
    ...(user.deactivated ? [{ key: 'deactivated' as const, label: 'Deactivated' }] : []),
    ...(user.is_staff ? [{ key: 'staff' as const, label: 'Staff' }] : []),
    ...(user.is_verified ? [{ key: 'verified' as const, label: 'Verified' }] : []),
    ...(user.is_athlete ? [{ key: 'athlete' as const, label: 'Athlete' }] : []),
    ...(user.is_premium
      ? user.subscription_status === 'trial'
        ? [{ key: 'trial' as const, label: 'Premium trial' }]
        : [{ key: 'premium' as const, label: 'Premium' }]
      : []),
  ];
}

export function UserBadges({ user, className }: { user: AdminUser; className?: string }) {
  const badges = userBadges(user);
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Account" className={cx('flex flex-wrap gap-1.5', className)}>
      {badges.map((badge) => (
        <li
          key={badge.key}
          className={cx(
            'rounded-full px-2 py-0.5 text-[11px] font-bold uppercase tracking-wide',
            TONES[badge.key],
          )}
        >
          {badge.label}
        </li>
      ))}
    </ul>
  );
}

/** A person's name, or nothing when they gave none. */
export const fullName = (user: Pick<AdminUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`.trim();
