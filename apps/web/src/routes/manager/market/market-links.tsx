import { NavLink } from 'react-router';
import { cx } from '../../../ui/class-names.ts';

const LINKS = [
  { to: '/manager/market/drafts', label: 'Drafts', end: true },
  { to: '/manager/market/drafts/credits', label: 'Credits', end: false },
  { to: '/manager/market/drafts/history', label: 'History', end: true },
  { to: '/manager/market/drafts/fairness', label: 'Fairness', end: true },
] as const;

/** The drafts pages' own tabs: drafts, credits, history and the fairness page. */
export function MarketLinks() {
  return (
    <nav aria-label="Drafts pages" className="-mx-1 mb-6 flex gap-1 overflow-x-auto px-1 pb-1">
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
  );
}
