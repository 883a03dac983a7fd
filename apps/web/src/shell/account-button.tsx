import { Link } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonClasses } from '../ui/button.tsx';
import { cx } from '../ui/class-names.ts';

interface AccountButtonProps {
  /** 'bright': on the quickplay header's bright gradient, where the accent button would vanish. */
  tone?: 'default' | 'bright';
}

/** Signed in: the avatar opening settings. Anonymous: a Log in button. */
export function AccountButton({ tone = 'default' }: AccountButtonProps) {
  const user = useAuthStore((state) => state.user);
  const bright = tone === 'bright';
  if (!user) {
    return (
      <Link
        to="/auth"
        className={
          bright
            ? 'inline-flex h-9 items-center rounded-full bg-[#041017] px-4 text-sm font-semibold text-white shadow-sm transition hover:bg-[#0b1f2a]'
            : buttonClasses({ size: 'sm' })
        }
      >
        Log in
      </Link>
    );
  }
  return (
    <Link
      to="/settings"
      aria-label="Settings"
      className={cx(
        'flex min-w-0 items-center gap-2 rounded-full p-0.5 sm:pr-3',
        bright ? 'hover:bg-black/10' : 'hover:bg-surface-2',
      )}
    >
      <Avatar src={user.profile_image} name={user.username} size="sm" />
      <span
        className={cx(
          'hidden max-w-32 truncate text-sm font-medium sm:inline',
          bright ? 'text-[#041017]' : 'text-fg',
        )}
      >
        {user.username}
      </span>
    </Link>
  );
}
