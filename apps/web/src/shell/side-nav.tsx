import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../ui/class-names.ts';
import { AccountButton } from './account-button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import type { NavItem } from './nav-items.tsx';
import { NavLinkList } from './nav-link-list.tsx';

interface SideNavProps {
  items: readonly NavItem[];
  label: string;
  homeTo: string;
  badge?: ReactNode;
  footer?: ReactNode;
  className?: string;
}

/** The desktop sidebar of the manager and admin layouts: logo, sections, account. */
export function SideNav({ items, label, homeTo, badge, footer, className }: SideNavProps) {
  return (
    <aside
      className={cx(
        'sticky top-0 h-dvh w-64 shrink-0 flex-col gap-6 border-r border-line bg-surface/60 px-4 py-6',
        className,
      )}
    >
      <div className="flex flex-col items-start gap-2 px-2">
        <Link to={homeTo} aria-label="Shred League home" className="rounded-lg">
          <BrandLogo />
        </Link>
        {badge}
      </div>
      <nav aria-label={label} className="flex-1 overflow-y-auto">
        <NavLinkList items={items} orientation="vertical" />
      </nav>
      {footer}
      <div className="border-t border-line pt-4">
        <AccountButton />
      </div>
    </aside>
  );
}
