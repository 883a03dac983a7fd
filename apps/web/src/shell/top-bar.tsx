import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cx } from '../ui/class-names.ts';
import { AccountButton } from './account-button.tsx';
import { BrandLogo } from './brand-logo.tsx';

interface TopBarProps {
  /** Navigation shown between the logo and the account button (desktop only). */
  nav?: ReactNode;
  transparent?: boolean;
  /** Extra mark after the logo, e.g. the Quickplay badge. */
  badge?: ReactNode;
  homeTo?: string;
  className?: string;
}

/** The header of the default, manager and quickplay layouts. */
export function TopBar({ nav, transparent = false, badge, homeTo = '/', className }: TopBarProps) {
  return (
    <header
      className={cx(
        'pt-safe sticky top-0 z-30',
        transparent ? 'bg-transparent' : 'border-b border-line bg-bg/85 backdrop-blur-md',
        className,
      )}
    >
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link to={homeTo} aria-label="Shred League home" className="flex items-center gap-2 rounded-lg">
          <BrandLogo />
        </Link>
        {badge}
        {nav ? (
          <nav aria-label="Main" className="ml-4 hidden lg:block">
            {nav}
          </nav>
        ) : null}
        <div className="ml-auto flex items-center gap-2">
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
