import { NavLink } from 'react-router';
import { cx } from '../ui/class-names.ts';
import type { NavItem } from './nav-items.tsx';

interface NavLinkListProps {
  items: readonly NavItem[];
  orientation: 'horizontal' | 'vertical';
  className?: string;
}

/** Links of a navigation landmark; the current page gets aria-current from NavLink. */
export function NavLinkList({ items, orientation, className }: NavLinkListProps) {
  const vertical = orientation === 'vertical';
  return (
    <ul className={cx('flex', vertical ? 'flex-col gap-1' : 'items-center gap-1', className)}>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink
            to={item.to}
            end={item.end ?? false}
            className={({ isActive }) =>
              cx(
                'flex items-center gap-3 rounded-xl font-medium transition',
                vertical ? 'px-3 py-2.5' : 'px-3 py-2 text-sm',
                isActive ? 'bg-accent/12 text-accent' : 'text-muted hover:bg-surface-2 hover:text-fg',
              )
            }
          >
            {vertical ? item.icon : null}
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
