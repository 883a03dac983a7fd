import { NavLink } from 'react-router';
import { useAuthStore } from '../features/auth/index.ts';
import { cx } from '../ui/class-names.ts';
import type { NavItem } from './nav-items.tsx';
import { useIsWideScreen } from './use-media-query.ts';

/** Spec §2: signed in (R2.126) and narrower than 1024 px (R2.127). */
export function useShowsBottomBar(): boolean {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const wide = useIsWideScreen();
  return signedIn && !wide;
}

/**
 * The phone tab bar of signed-in users (spec §2, R2.126, R2.127): not rendered from 1024 px
 * up (the `lg:hidden` class says the same before scripts measure the screen), and it sits
 * above the home indicator of notched phones.
 */
export function BottomBar({ items }: { items: readonly NavItem[] }) {
  if (!useShowsBottomBar()) return null;
  return (
    <nav
      aria-label="Bottom"
      data-testid="bottom-bar"
      className="pb-safe pl-safe pr-safe fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/90 shadow-[0_-12px_32px_-24px_rgb(0_0_0/0.6)] backdrop-blur-lg lg:hidden"
    >
      <ul className="mx-auto flex h-(--bottom-bar-h) max-w-xl items-stretch justify-around px-1">
        {items.map((item) => (
          <li key={item.to} className="flex flex-1">
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                cx(
                  'group flex flex-1 flex-col items-center justify-center gap-0.5 rounded-xl text-[11px] font-semibold tracking-wide transition-colors',
                  isActive ? 'text-accent' : 'text-muted hover:text-fg',
                )
              }
            >
              {({ isActive }) => (
                <>
                  <span
                    aria-hidden="true"
                    className={cx(
                      'grid h-7 w-12 place-items-center rounded-full transition-colors',
                      isActive ? 'bg-accent/15' : 'group-hover:bg-surface-2',
                    )}
                  >
                    {item.icon}
                  </span>
                  {item.label}
                </>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
