import { NavLink } from 'react-router';
import { buttonClasses } from '../../../ui/button.tsx';
import { cx } from '../../../ui/class-names.ts';
import { PlusIcon } from '../../../ui/icons.tsx';

const LINKS = [
  { to: '/manager/market', label: 'Search', end: true },
  { to: '/manager/market/listings', label: 'All listings', end: true },
  { to: '/manager/market/listings/my-listings', label: 'My listings', end: true },
  { to: '/manager/market/alerts', label: 'Alerts', end: true },
  { to: '/manager/market/drafts', label: 'Drafts', end: false },
] as const;

/** The market's sections, on every listings page, with listing a card always one tap away. */
export function MarketSections() {
  return (
    <nav aria-label="Market pages" className="mb-5 flex flex-wrap items-center gap-1.5">
      {LINKS.map((link) => (
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
      <NavLink
        to="/manager/market/listings/create"
        end
        className={cx(buttonClasses({ size: 'sm' }), 'h-8.5 rounded-full sm:ml-auto')}
      >
        <PlusIcon width={16} height={16} aria-hidden="true" />
        List a card
      </NavLink>
    </nav>
  );
}
