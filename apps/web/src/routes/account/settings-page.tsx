import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { BellIcon } from '../../features/modals/overlay-icons.tsx';
import { PremiumBadge, useIsPremium } from '../../features/subscriptions/index.ts';
import { ThemeSwitch } from '../../features/theme/theme-switch.tsx';
import { Avatar } from '../../ui/avatar.tsx';
import { Card } from '../../ui/card.tsx';
import { ChevronRightIcon, LogoutIcon, StarIcon, TrophyIcon, UserIcon } from '../../ui/icons.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

function SettingsLink({
  to,
  icon,
  title,
  detail,
}: {
  to: string;
  icon: ReactNode;
  title: ReactNode;
  detail: string;
}) {
  return (
    <Link to={to} className="flex items-center gap-4 rounded-xl px-3 py-3 transition hover:bg-surface-2">
      <span
        className="grid size-10 shrink-0 place-items-center rounded-xl bg-surface-2 text-accent"
        aria-hidden="true"
      >
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-fg">{title}</span>
        <span className="block truncate text-sm text-muted">{detail}</span>
      </span>
      <ChevronRightIcon className="shrink-0 text-muted" />
    </Link>
  );
}

/** /settings: the account hub (requires login, R2.14). */
export function SettingsPage() {
  const user = useAuthStore((state) => state.user);
  const premium = useIsPremium();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" />
      <div className="flex flex-col gap-5">
        <Card as="section" aria-labelledby="settings-account" padded={false} className="p-2 sm:p-3">
          <h2 id="settings-account" className="sr-only">
            Account
          </h2>
          <Link
            to={`/profile/${encodeURIComponent(user.username)}`}
            className="flex items-center gap-4 rounded-xl px-3 py-3 transition hover:bg-surface-2"
          >
            <Avatar src={user.profile_image} name={user.username} size="md" />
            <span className="min-w-0 flex-1">
              <span className="block truncate font-semibold text-fg">@{user.username}</span>
              <span className="block truncate text-sm text-muted">{user.email}</span>
            </span>
            <span className="text-sm font-medium text-accent">View profile</span>
          </Link>
          {user.is_athlete ? (
            <SettingsLink
              to="/athlete-zone"
              icon={<TrophyIcon />}
              title="Athlete zone"
              detail="How managers pick me, my insights and share images"
            />
          ) : null}
          <SettingsLink
            to="/settings/profile"
            icon={<UserIcon />}
            title="Edit Profile"
            detail="Username, name and photo"
          />
          <SettingsLink
            to="/settings/notifications"
            icon={<BellIcon />}
            title="Notifications"
            detail="In-app, push and e-mail"
          />
          <SettingsLink
            to="/settings/subscription"
            icon={<StarIcon />}
            title={
              <span className="flex items-center gap-2">
                Subscription {premium ? <PremiumBadge /> : null}
              </span>
            }
            detail={premium ? 'Your plan, renewal and cancel' : 'Go premium: 3 teams per game'}
          />
        </Card>
        <Card as="section" aria-labelledby="settings-appearance">
          <h2 id="settings-appearance" className="mb-4 text-lg font-semibold text-fg">
            Appearance
          </h2>
          <ThemeSwitch />
        </Card>
        <Card as="section" aria-labelledby="settings-session" padded={false} className="p-2 sm:p-3">
          <h2 id="settings-session" className="sr-only">
            Session
          </h2>
          <SettingsLink
            to="/auth/logout"
            icon={<LogoutIcon />}
            title="Log out"
            detail="Sign out on this device"
          />
        </Card>
      </div>
    </>
  );
}
