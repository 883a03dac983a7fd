import { cx } from '../../ui/class-names.ts';
import { useShowsBackButton } from '../back-button.tsx';
import { BottomBar, useShowsBottomBar } from '../bottom-bar.tsx';
import { MANAGER_NAV, TOP_LEVEL_PATHS } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { SideNav } from '../side-nav.tsx';
import { TopBar } from '../top-bar.tsx';
import { useIsWideScreen } from '../use-media-query.ts';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/**
 * The manager game. From 1024 px: the sidebar (logo, sections, account), or, on routes that
 * hide it, the header with the sections as a navbar. Below: the header and the bottom bar.
 * Route options remove the navbar, sidebar or header (R2.106).
 */
export function ManagerLayout({ meta, children }: LayoutProps) {
  const wide = useIsWideScreen();
  const sidebar = wide && !meta.hideSidebar;
  const header = !meta.hideHeader && !sidebar;
  const navbar = !meta.hideNavbar;
  const bottomBar = useShowsBottomBar() && navbar;
  const back = useShowsBackButton(meta, TOP_LEVEL_PATHS);
  return (
    <div className={cx('min-h-dvh lg:flex', !header && !sidebar && 'pt-safe')}>
      {sidebar ? <SideNav items={MANAGER_NAV} label="Manager" homeTo="/manager" /> : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {header ? (
          <TopBar
            homeTo="/manager"
            back={back}
            transparent={meta.transparentHeader}
            nav={navbar && wide ? <NavLinkList items={MANAGER_NAV} orientation="horizontal" /> : undefined}
          />
        ) : null}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className={cx(
            'px-gutter mx-auto w-full max-w-5xl flex-1 pt-6 outline-none lg:px-10 lg:pt-10',
            bottomBar ? 'pb-bottom-bar' : 'pb-safe-page lg:pb-10',
          )}
        >
          {children}
        </main>
        {navbar ? <BottomBar items={MANAGER_NAV} /> : null}
      </div>
    </div>
  );
}
