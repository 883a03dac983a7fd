import { type ReactNode, useState } from 'react';
import { useAuthStore } from '../../features/auth/index.ts';
import { cx } from '../../ui/class-names.ts';
import { BottomBar, BottomBarContext } from '../bottom-bar.tsx';
import { HeaderSlotContext } from '../header-slot.tsx';
import type { NavItem, ShellMode } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { SideNav } from '../side-nav.tsx';
import { TopBar } from '../top-bar.tsx';
import { useIsWideScreen } from '../use-media-query.ts';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

interface ShellFrameProps extends LayoutProps {
  /** The sections, in their one order: side bar on wide screens, bottom bar on phones. */
  items: readonly NavItem[];
  /** The name of the sections' navigation landmark. */
  navLabel: string;
  homeTo: string;
  /** The Back button in the phone header (the layout knows its top level). */
  back: boolean;
  /** The game the frame shows (its accent colour); none in the staff area. */
  gameMode?: ShellMode;
  /** The game-mode switch, beside the sections wherever they show. */
  switcher?: ReactNode;
  badge?: ReactNode;
  /** The foot of the side bar above the account, e.g. the staff's way back to the game. */
  sideFooter?: ReactNode;
  /** The same way out in the header, where there is no side bar. */
  headerActions?: ReactNode;
  /** Width and padding of the page column. */
  mainClassName: string;
}

/**
 * The one navigation structure of the app. Signed in: from 1024 px a side bar (logo, mode,
 * sections, account); below it the header and a bottom bar with the same sections (spec §2,
 * R2.126, R2.127). Signed out: the header with Log in. Route options remove the navbar,
 * side bar or header (R2.106); a page can fill the header slot (`<HeaderSlot>`).
 */
export function ShellFrame({
  meta,
  children,
  items,
  navLabel,
  homeTo,
  back,
  gameMode,
  switcher,
  badge,
  sideFooter,
  headerActions,
  mainClassName,
}: ShellFrameProps) {
  const signedIn = useAuthStore((state) => state.isAuthenticated);
  const wide = useIsWideScreen();
  const [slot, setSlot] = useState<HTMLDivElement | null>(null);
  const navbar = signedIn && !meta.hideNavbar;
  const sidebar = signedIn && wide && !meta.hideSidebar;
  const header = !meta.hideHeader && !sidebar;
  const bottomBar = navbar && !wide;
  const shownSwitcher = navbar ? switcher : undefined;
  return (
    <div data-game-mode={gameMode} className={cx('min-h-dvh lg:flex', !header && !sidebar && 'pt-safe')}>
      {sidebar ? (
        <SideNav
          items={items}
          label={navLabel}
          homeTo={homeTo}
          badge={badge}
          switcher={shownSwitcher}
          footer={sideFooter}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {header ? (
          <TopBar
            homeTo={homeTo}
            back={back}
            transparent={meta.transparentHeader}
            badge={badge}
            switcher={shownSwitcher}
            actions={headerActions}
            slotRef={setSlot}
            nav={
              navbar && wide ? (
                <nav aria-label={navLabel} className="ml-4">
                  <NavLinkList items={items} orientation="horizontal" />
                </nav>
              ) : undefined
            }
          />
        ) : null}
        {sidebar ? (
          <div
            ref={setSlot}
            data-testid="header-slot"
            className="px-gutter sticky top-0 z-20 flex justify-end pt-4 empty:hidden lg:px-10"
          />
        ) : null}
        <HeaderSlotContext.Provider value={slot}>
          <BottomBarContext.Provider value={bottomBar}>
            <main
              id={MAIN_ID}
              tabIndex={-1}
              className={cx(
                'px-gutter mx-auto w-full flex-1 pt-6 outline-none',
                mainClassName,
                bottomBar ? 'pb-bottom-bar' : 'pb-safe-page sm:pb-10',
              )}
            >
              {children}
            </main>
          </BottomBarContext.Provider>
        </HeaderSlotContext.Provider>
        {bottomBar ? <BottomBar items={items} label={navLabel} /> : null}
      </div>
    </div>
  );
}
