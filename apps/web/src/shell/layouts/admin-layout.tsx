import { Link } from 'react-router';
import { cx } from '../../ui/class-names.ts';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { AccountButton } from '../account-button.tsx';
import { BrandLogo } from '../brand-logo.tsx';
import { ADMIN_NAV } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { SideNav } from '../side-nav.tsx';
import { useIsWideScreen } from '../use-media-query.ts';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

const StaffBadge = () => (
  <span className="rounded-md bg-lime/15 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-widest text-lime">
    Staff
  </span>
);

const backToGame = (
  <Link
    to="/manager"
    className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
  >
    <ChevronLeftIcon width={18} height={18} />
    Back to the game
  </Link>
);

/**
 * Staff screens: from 1024 px a sidebar; below it (or where a route hides the sidebar) a
 * header whose navbar is a row of scrollable section tabs. Route options remove each (R2.106).
 */
export function AdminLayout({ meta, children }: LayoutProps) {
  const wide = useIsWideScreen();
  const sidebar = wide && !meta.hideSidebar;
  const header = !meta.hideHeader && !sidebar;
  return (
    <div className={cx('min-h-dvh lg:flex', !header && !sidebar && 'pt-safe')}>
      {sidebar ? (
        <SideNav
          items={ADMIN_NAV}
          label="Admin"
          homeTo="/admin/dashboard"
          badge={<StaffBadge />}
          footer={backToGame}
        />
      ) : null}
      <div className="flex min-w-0 flex-1 flex-col">
        {header ? (
          <header
            data-transparent={meta.transparentHeader ? 'true' : undefined}
            className={cx(
              'pt-safe sticky top-0 z-30',
              meta.transparentHeader ? 'bg-transparent' : 'border-b border-line bg-bg/85 backdrop-blur-md',
            )}
          >
            <div className="px-gutter flex h-14 items-center gap-2">
              <Link
                to="/admin/dashboard"
                aria-label="Shred League admin dashboard"
                className="shrink-0 rounded-lg"
              >
                <BrandLogo />
              </Link>
              <StaffBadge />
              <div className="ml-auto">
                <AccountButton />
              </div>
            </div>
            {meta.hideNavbar ? null : (
              <nav
                aria-label="Admin"
                className="pl-safe pr-safe overflow-x-auto px-2 pb-2 [scrollbar-width:none]"
              >
                <NavLinkList items={ADMIN_NAV} orientation="horizontal" className="w-max" />
              </nav>
            )}
          </header>
        ) : null}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="px-gutter pb-safe-page w-full flex-1 pt-6 outline-none lg:px-10 lg:py-10"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
