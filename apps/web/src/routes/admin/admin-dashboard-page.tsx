import { Link } from 'react-router';
import { useAuthStore } from '../../features/auth/index.ts';
import { ADMIN_NAV } from '../../shell/nav-items.tsx';
import { PageHeader } from '../../ui/page-header.tsx';

const DESCRIPTIONS: Record<string, string> = {
  '/admin/events': 'Event stops, games, results and refreshes',
  '/admin/drafts': 'Draft prices, published odds, the athlete pool and the simulator',
  '/admin/market': 'Volume, fees burned and listings on sale, and the house’s market bot',
  '/admin/referrals': 'Who invited whom, how many finished the welcome and the credits it paid',
  '/admin/challenges': 'Challenge sets on a calendar, their challenges and rewards, and bulk imports',
  '/admin/settings': 'Maintenance mode, its password and the minimum app versions',
};

/** /admin/dashboard: the staff landing page with a way into each admin section. */
export function AdminDashboardPage() {
  const user = useAuthStore((state) => state.user);
  const sections = ADMIN_NAV.filter((item) => item.to in DESCRIPTIONS);
  return (
    <>
      <PageHeader title="Dashboard" subtitle={`Signed in as staff${user ? ` · @${user.username}` : ''}`} />
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((section) => (
          <li key={section.to}>
            <Link
              to={section.to}
              className="flex h-full items-start gap-4 rounded-2xl border border-line bg-surface p-5 transition hover:border-accent/60"
            >
              <span
                className="grid size-10 shrink-0 place-items-center rounded-xl bg-lime/15 text-lime"
                aria-hidden="true"
              >
                {section.icon}
              </span>
              <span>
                <span className="block font-semibold text-fg">{section.label}</span>
                <span className="mt-0.5 block text-sm text-muted">{DESCRIPTIONS[section.to]}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}
