import { Link } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** Signed in: the avatar opening settings. Anonymous: a Log in button. */
export function AccountButton() {
  const user = useAuthStore((state) => state.user);
  if (!user) {
    return (
      <Link to="/auth" className={buttonClasses({ size: 'sm' })}>
        Log in
      </Link>
    );
  }
  return (
    <Link
      to="/settings"
      aria-label="Settings"
      className="flex min-w-0 items-center gap-2 rounded-full p-0.5 hover:bg-surface-2 sm:pr-3"
    >
      <Avatar src={user.profile_image} name={user.username} size="sm" />
      <span className="hidden max-w-32 truncate text-sm font-medium text-fg sm:inline">{user.username}</span>
    </Link>
  );
}
