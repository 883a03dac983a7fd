import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CrownIcon } from '../../features/notifications/notification-icons.tsx';
import { GiftIcon } from '../../features/rewards/reward-look.tsx';
import {
  BoltIcon,
  CalendarIcon,
  CardsIcon,
  ShieldIcon,
  StarIcon,
  TrophyIcon,
  UsersIcon,
} from '../../ui/icons.tsx';

interface QuickLink {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const LINKS: readonly QuickLink[] = [
  { to: '/manager/events', title: 'Events', text: 'Pick a team for the next stop', icon: <CalendarIcon /> },
  { to: '/manager/market', title: 'Market', text: 'Buy and sell athlete cards', icon: <CardsIcon /> },
  { to: '/manager/my-athletes', title: 'My athletes', text: 'Your cards and contracts', icon: <StarIcon /> },
  { to: '/manager/leagues', title: 'Leagues', text: 'Play against your crew', icon: <UsersIcon /> },
  { to: '/manager/rankings', title: 'Rankings', text: 'See where you stand', icon: <TrophyIcon /> },
  { to: '/manager/rewards', title: 'Rewards', text: 'Claim what you earned', icon: <GiftIcon /> },
  { to: '/manager/challenges', title: 'Challenges', text: 'Earn credits, cards and XP', icon: <BoltIcon /> },
  { to: '/quickplay', title: 'Quickplay', text: 'Any game, 100 credits, no cards', icon: <ShieldIcon /> },
  {
    to: '/manager/subscribe',
    title: 'Go Premium',
    text: '3 teams per game, insights, credits',
    icon: <CrownIcon />,
  },
];

/** Shortcuts into the manager game from its home page. */
export function QuickLinks() {
  return (
    <nav aria-labelledby="quick-links-title">
      <h2 id="quick-links-title" className="mb-3 text-lg font-semibold text-fg">
        Jump in
      </h2>
      <ul className="grid grid-cols-2 gap-3 md:grid-cols-3">
        {LINKS.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full flex-col gap-3 rounded-2xl border border-line bg-surface p-4 transition hover:-translate-y-0.5 hover:border-accent/60"
            >
              <span
                className="grid size-10 place-items-center rounded-xl bg-accent/12 text-accent"
                aria-hidden="true"
              >
                {link.icon}
              </span>
              <span>
                <span className="block font-semibold text-fg">{link.title}</span>
                <span className="mt-0.5 block text-sm text-muted">{link.text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
