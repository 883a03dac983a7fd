import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NotificationsBell } from '../features/notifications/notifications-bell.tsx';
import { SearchButton } from '../features/search/search-button.tsx';
import { AccountButton } from './account-button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import type { NavItem } from './nav-items.tsx';
import { NavLinkList } from './nav-link-list.tsx';

interface SideNavProps {
  items: readonly NavItem[];
  label: string;
  homeTo: string;
  badge?: ReactNode;
  /** The game-mode switch under the logo. */
  switcher?: ReactNode;
  footer?: ReactNode;
}

/**
 * The side bar of wide screens (from 1024 px): logo, mode, search, sections, then notifications and
 * the account at the foot, so the page column needs no header of its own.
 */
export function SideNav({ items, label, homeTo, badge, switcher, footer }: SideNavProps) {
  return (
    <aside
      aria-label="Sidebar"
      className="pt-safe pb-safe pl-safe sticky top-0 flex h-dvh w-64 shrink-0 flex-col border-r border-line bg-surface/70"
    >
      <div className="flex flex-col items-start gap-3 px-6 pt-6 pb-6">
        <Link to={homeTo} aria-label="Shred League home" className="rounded-lg">
          <BrandLogo />
        </Link>
        {badge}
        {switcher}
        <SearchButton variant="field" />
      </div>
      <nav aria-label={label} className="flex-1 overflow-y-auto px-3">
        <NavLinkList items={items} orientation="vertical" />
      </nav>
      {footer ? <div className="px-3 pb-2">{footer}</div> : null}
      <div className="mx-3 mb-4 flex items-center justify-between gap-2 border-t border-line pt-4">
        <AccountButton />
        <NotificationsBell />
      </div>
    </aside>
  );
}
