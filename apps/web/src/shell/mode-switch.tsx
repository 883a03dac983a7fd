import { Link } from 'react-router';
import { cx } from '../ui/class-names.ts';
import { MODE_HOME, type ShellMode } from './nav-items.tsx';

const MODES: ReadonlyArray<{ mode: ShellMode; label: string }> = [
  { mode: 'manager', label: 'Manager' },
  { mode: 'quickplay', label: 'Quickplay' },
];

/**
 * Which game the shell frames, and the way into the other one: the same two choices on
 * every signed-in page, the current one filled with the mode's accent.
 */
export function ModeSwitch({ mode, className }: { mode: ShellMode; className?: string }) {
  return (
    <nav aria-label="Game mode" className={className}>
      <ul className="flex w-max rounded-full border border-line bg-surface-2/70 p-0.5 text-xs font-semibold">
        {MODES.map((item) => {
          const current = item.mode === mode;
          return (
            <li key={item.mode}>
              <Link
                to={MODE_HOME[item.mode]}
                aria-current={current ? 'true' : undefined}
                className={cx(
                  'block rounded-full px-2.5 py-1.5 leading-none transition-colors',
                  current ? 'bg-accent text-on-accent shadow-sm' : 'text-muted hover:text-fg',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
