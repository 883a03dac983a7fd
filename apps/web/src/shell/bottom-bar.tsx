import { createContext, useContext } from 'react';
import { NavLink } from 'react-router';
import { cx } from '../ui/class-names.ts';
import type { NavItem } from './nav-items.tsx';

/** Whether the current layout shows the bottom bar; the shell frame provides it. */
export const BottomBarContext = createContext(false);

/** Pages with their own bottom-sticky action keep it above the bar while it is there. */
export const useShowsBottomBar = (): boolean => useContext(BottomBarContext);

/**
 * The phone tab bar of signed-in users (spec §2, R2.126, R2.127). The shell frame renders
 * it only below 1024 px; `lg:hidden` says the same before scripts measure the screen. It
 * sits above the home indicator of notched phones.
 */
export function BottomBar({ items, label }: { items: readonly NavItem[]; label: string }) {
  return (
    <nav
      aria-label={label}
      data-testid="bottom-bar"
      className="pb-safe pl-safe pr-safe fixed inset-x-0 bottom-0 z-30 border-t border-line bg-surface/90 shadow-[0_-12px_32px_-24px_rgb(0_0_0/0.6)] backdrop-blur-lg lg:hidden"
    >
      {/* The staff sections are wider than a phone: each is as wide as its label on one line (at least
          a thumb's 60 px) and the bar scrolls; a fixed minimum let 'Athlete claims' run into 'Events'. */}
      <ul className="mx-auto flex h-(--bottom-bar-h) max-w-xl items-stretch justify-around overflow-x-auto px-1 [scrollbar-width:none]">
        {items.map((item) => (
          <li key={item.label} className="flex min-w-fit flex-1 px-1">
            <NavLink
              to={item.to}
              end={item.end ?? false}
              className={({ isActive }) =>
                cx(
                  'group flex min-w-15 flex-1 flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-xl text-[11px] font-semibold tracking-wide transition-colors',
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
