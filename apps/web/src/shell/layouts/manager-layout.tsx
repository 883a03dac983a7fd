import { cx } from '../../ui/class-names.ts';
import { BottomBar, BottomBarSpacer } from '../bottom-bar.tsx';
import { MANAGER_NAV } from '../nav-items.tsx';
import { SideNav } from '../side-nav.tsx';
import { TopBar } from '../top-bar.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

/**
 * The manager game: a sidebar from 1024 px up, below that a header and the bottom bar.
 * With the sidebar shown, the header moves into it on desktop.
 */
export function ManagerLayout({ meta, children }: LayoutProps) {
  const sidebar = !meta.hideSidebar;
  return (
    <div className="min-h-dvh lg:flex">
      {sidebar ? (
        <SideNav items={MANAGER_NAV} label="Manager" homeTo="/manager" className="hidden lg:flex" />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {meta.hideHeader ? null : (
          <TopBar
            homeTo="/manager"
            transparent={meta.transparentHeader}
            className={cx(sidebar && 'lg:hidden')}
          />
        )}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          {children}
        </main>
        {meta.hideNavbar ? null : (
          <>
            <BottomBarSpacer />
            <BottomBar items={MANAGER_NAV} />
          </>
        )}
      </div>
    </div>
  );
}
