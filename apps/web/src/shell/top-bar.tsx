import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { NotificationsBell } from '../features/notifications/notifications-bell.tsx';
import { SearchButton } from '../features/search/search-button.tsx';
import { cx } from '../ui/class-names.ts';
import { AccountButton } from './account-button.tsx';
import { BackButton } from './back-button.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { useScrolled } from './use-scrolled.ts';

interface TopBarProps {
  homeTo: string;
  /** The sections' navigation, between the logo and the account (wide screens without a side bar). */
  nav?: ReactNode;
  /** The game-mode switch beside the logo. */
  switcher?: ReactNode;
  /**
   * Route option (R2.106): the header floats over the top of the page without a background,
   * and turns solid once the page has scrolled past 100 px (R9.35).
   */
  transparent?: boolean;
  /** Extra mark after the logo, e.g. the Staff badge. */
  badge?: ReactNode;
  /** Links before the bell and the account, e.g. the staff's way back to the game. */
  actions?: ReactNode;
  /** Show the smart Back button before the logo (phones, below the top level). */
  back?: boolean;
  /** Where pages put header content of their own through `<HeaderSlot>` (the quickplay budget). */
  slotRef?: Ref<HTMLDivElement>;
}

/** The header of every layout but the sign-in screens: logo, sections, search, notifications, account. */
export function TopBar({
  homeTo,
  nav,
  switcher,
  transparent = false,
  badge,
  actions,
  back = false,
  slotRef,
}: TopBarProps) {
  const scrolled = useScrolled();
  const solid = !transparent || scrolled;
  return (
    <header
      data-transparent={transparent && !scrolled ? 'true' : undefined}
      data-scrolled={scrolled ? 'true' : undefined}
      className={cx(
        'pt-safe sticky top-0 z-30 transition-[background-color,box-shadow,border-color] duration-200',
        // Floats over the page: the page starts under it.
        transparent && '-mb-[calc(var(--header-h)+env(safe-area-inset-top))]',
        solid
          ? 'border-b border-line bg-bg/85 backdrop-blur-md'
          : 'border-b border-transparent bg-transparent',
        scrolled && 'shadow-[0_8px_24px_-16px_rgb(0_0_0/0.5)]',
      )}
    >
      <div className="px-gutter mx-auto flex h-(--header-h) max-w-6xl items-center gap-2 sm:gap-3">
        {back ? <BackButton className="text-fg" /> : null}
        <Link to={homeTo} aria-label="Shred League home" className="flex shrink-0 items-center rounded-lg">
          <BrandLogo compact={Boolean(switcher)} />
        </Link>
        {badge}
        {switcher}
        {nav}
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-2">
          {slotRef ? (
            <div ref={slotRef} data-testid="header-slot" className="flex min-w-0 items-center empty:hidden" />
          ) : null}
          {actions}
          <SearchButton />
          <NotificationsBell />
          <AccountButton />
        </div>
      </div>
    </header>
  );
}
