import { NavLink } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { cx } from '../ui/class-names.ts';
import type { NavItem } from './nav-items.tsx';

/**
 * Spec §2: the bottom bar is for signed-in users on screens narrower than 1024 px
 * (R2.126, R2.127); the width rule is the `lg:hidden` breakpoint.
 */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  if (!signedIn) return null;
  return (
    <nav
      aria-label="Bottom"
      data-testid="bottom-bar"
      className="pb-safe fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/95 backdrop-blur-md lg:hidden"
    >
      <ul className="mx-auto flex h-16 max-w-xl items-stretch justify-around px-2">
        {items.map((item) => (
          <li key={item.to} className="flex flex-1">
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                cx(
                  'flex flex-1 flex-col items-center justify-center gap-1 rounded-xl text-[11px] font-semibold transition',
                  isActive ? 'text-accent' : 'text-muted hover:text-fg',
                )
              }
            >
              {item.icon}
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Room under the page content so the fixed bottom bar never covers it. */
export function BottomBarSpacer() {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  return signedIn ? <div aria-hidden="true" className="pb-safe h-20 lg:hidden" /> : null;
}
