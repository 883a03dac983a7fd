import { Link, useLocation } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { withNext } from '../features/navigation/next-param.ts';
import { Avatar } from '../ui/avatar.tsx';
import { buttonClasses } from '../ui/button.tsx';

/** Pages a signed-out visitor logs in from without wanting to come back to them. */
const NO_RETURN = /^\/(auth|login|register|forgot-password|reset-password)(\/|$)/;

/**
 * Where the anonymous Log in button goes: /auth, carrying the page it was pressed on (an
 * invite, a profile, a shared result) so logging in or signing up brings the visitor back.
 */
export function loginPathFrom(pathname: string, search: string): string {
  if (pathname === '/' || NO_RETURN.test(pathname)) return '/auth';
  return withNext('/auth', `${pathname}${search}`);
}

/** Signed in: the avatar opening settings. Anonymous: a Log in button. */
export function AccountButton() {
  const user = useAuthStore((state) => state.user);
  const { pathname, search } = useLocation();
  if (!user) {
    return (
      <Link to={loginPathFrom(pathname, search)} className={buttonClasses({ size: 'sm' })}>
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
