import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { AccountButton } from '../account-button.tsx';
import { BrandLogo } from '../brand-logo.tsx';
import { ADMIN_NAV } from '../nav-items.tsx';
import { NavLinkList } from '../nav-link-list.tsx';
import { SideNav } from '../side-nav.tsx';
import { type LayoutProps, MAIN_ID } from './layout-props.ts';

const StaffBadge = () => (
  <span className="rounded-md bg-lime/15 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-widest text-lime">
    Staff
  </span>
);

const backToGame = (
  <Link
    to="/manager"
    className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-muted hover:text-fg"
  >
    <ChevronLeftIcon width={18} height={18} />
    Back to the game
  </Link>
);

/** Staff screens: a sidebar on desktop, a header with scrollable section tabs on phones. */
export function AdminLayout({ meta, children }: LayoutProps) {
  return (
    <div className="min-h-dvh lg:flex">
      {meta.hideSidebar ? null : (
        <SideNav
          items={ADMIN_NAV}
          label="Admin"
          homeTo="/admin/dashboard"
          badge={<StaffBadge />}
          footer={backToGame}
          className="hidden lg:flex"
        />
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        {meta.hideHeader ? null : (
          <header className="pt-safe sticky top-0 z-30 border-b border-line bg-bg/85 backdrop-blur-md lg:hidden">
            <div className="flex h-14 items-center gap-2 px-4">
              <Link to="/admin/dashboard" aria-label="Admin dashboard" className="rounded-lg">
                <BrandLogo />
              </Link>
              <StaffBadge />
              <div className="ml-auto">
                <AccountButton />
              </div>
            </div>
            {meta.hideNavbar ? null : (
              <nav aria-label="Admin" className="overflow-x-auto px-2 pb-2">
                <NavLinkList items={ADMIN_NAV} orientation="horizontal" className="w-max" />
              </nav>
            )}
          </header>
        )}
        <main
          id={MAIN_ID}
          tabIndex={-1}
          className="w-full flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-10"
        >
          {children}
        </main>
      </div>
    </div>
  );
}
