import { Link } from 'react-router';
import { ChevronLeftIcon } from '../../ui/icons.tsx';
import { ADMIN_NAV } from '../nav-items.tsx';
import type { LayoutProps } from './layout-props.ts';
import { ShellFrame } from './shell-frame.tsx';

const StaffBadge = () => (
  <span className="rounded-md bg-lime/15 px-1.5 py-0.5 text-[10px] font-bold uppercase tracking-widest text-lime">
    Staff
  </span>
);

const backToGame = (
  <Link
    to="/manager"
    className="flex items-center gap-2 rounded-xl px-3 py-2 text-sm font-medium text-muted hover:bg-surface-2 hover:text-fg"
  >
    <ChevronLeftIcon width={18} height={18} />
    Back to the game
  </Link>
);

const backToGameIcon = (
  <Link
    to="/manager"
    aria-label="Back to the game"
    className="grid size-10 place-items-center rounded-full text-muted transition hover:bg-surface-2 hover:text-fg"
  >
    <ChevronLeftIcon width={22} height={22} />
  </Link>
);

/**
 * Staff screens in the app's one structure, with the staff sections: a side bar from
 * 1024 px, the header and a bottom bar below it. Route options remove each (R2.106).
 */
export function AdminLayout({ meta, children }: LayoutProps) {
  return (
    <ShellFrame
      meta={meta}
      items={ADMIN_NAV}
      navLabel="Admin"
      homeTo="/admin/dashboard"
      back={false}
      badge={<StaffBadge />}
      sideFooter={backToGame}
      headerActions={backToGameIcon}
      mainClassName="lg:px-10 lg:pt-10"
    >
      {children}
    </ShellFrame>
  );
}
