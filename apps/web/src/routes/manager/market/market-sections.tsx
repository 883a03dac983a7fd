import { NavLink } from 'react-router';
import { ButtonLink } from '../../../ui/button.tsx';
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
    <div className="mb-5 flex flex-wrap items-center justify-between gap-2">
      <nav aria-label="Market pages" className="flex min-w-0 flex-wrap gap-1.5">
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
      </nav>
      <ButtonLink to="/manager/market/listings/create" size="sm" icon={<PlusIcon width={16} height={16} />}>
        List a card
      </ButtonLink>
    </div>
  );
}
