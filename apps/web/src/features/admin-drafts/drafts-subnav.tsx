import { NavLink } from 'react-router';
import { cx } from '../../ui/class-names.ts';

const LINKS = [
  { to: '/admin/drafts', label: 'Drafts & odds' },
  { to: '/admin/drafts/pool', label: 'Pool' },
  { to: '/admin/drafts/simulator', label: 'Simulator' },
] as const;

/** The three staff draft screens, one tap apart. */
export function DraftsSubnav() {
  return (
    <nav aria-label="Draft tools" className="-mt-2 mb-6 overflow-x-auto">
      <ul className="flex w-max gap-1 rounded-xl border border-line bg-surface p-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end
              className={({ isActive }) =>
                cx(
                  'inline-flex h-9 items-center rounded-lg px-3 text-sm font-semibold transition',
                  'focus-visible:outline-2 focus-visible:outline-accent',
                  isActive ? 'bg-accent text-on-accent' : 'text-muted hover:text-fg',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
