import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { PlusIcon } from '../../../ui/icons.tsx';

interface PillLink {
  readonly to: string;
  readonly label: string;
  readonly end: boolean;
}

const MARKET_LINKS: readonly PillLink[] = [
  { to: '/manager/market', label: 'Search', end: true },
  { to: '/manager/market/listings', label: 'All listings', end: true },
  { to: '/manager/market/listings/my-listings', label: 'My listings', end: true },
  { to: '/manager/market/alerts', label: 'Alerts', end: true },
  { to: '/manager/market/drafts', label: 'Drafts', end: false },
];

const DRAFT_LINKS: readonly PillLink[] = [
  { to: '/manager/market/drafts', label: 'Drafts', end: true },
  { to: '/manager/market/drafts/credits', label: 'Credits', end: false },
  { to: '/manager/market/drafts/history', label: 'History', end: true },
  { to: '/manager/market/drafts/fairness', label: 'Fairness', end: true },
];

function PillNav({
  label,
  links,
  className,
  children,
}: {
  label: string;
  links: readonly PillLink[];
  className: string;
  children?: ReactNode;
}) {
  return (
    <nav aria-label={label} className={className}>
      {links.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          end={link.end}
          className={({ isActive }) =>
            cx(
              'shrink-0 rounded-full border px-4 py-1.5 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-accent',
              isActive
                ? 'border-accent bg-accent text-on-accent'
                : 'border-line bg-surface text-muted hover:text-fg',
            )
          }
        >
          {link.label}
        </NavLink>
      ))}
      {children}
    </nav>
  );
}

/** The market's sections, on every listings page, with listing a card always one tap away. */
export function MarketSections() {
  return (
    <PillNav label="Market pages" links={MARKET_LINKS} className="mb-5 flex flex-wrap items-center gap-1.5">
      <NavLink
        to="/manager/market/listings/create"
        end
        className={cx(buttonClasses({ size: 'sm' }), 'h-8.5 rounded-full sm:ml-auto')}
      >
        <PlusIcon width={16} height={16} aria-hidden="true" />
        List a card
      </NavLink>
    </PillNav>
  );
}

/** The drafts pages' own tabs: drafts, credits, history and the fairness page. */
export function MarketLinks() {
  return (
    <PillNav
      label="Drafts pages"
      links={DRAFT_LINKS}
      className="-mx-1 mb-6 flex gap-1 overflow-x-auto px-1 pb-1"
    />
  );
}
