import type { ReactNode } from 'react';
import {
  CalendarIcon,
  CardsIcon,
  HomeIcon,
  SettingsIcon,
  ShieldIcon,
  TrophyIcon,
  UserIcon,
  UsersIcon,
} from '../ui/icons.tsx';

export interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on the exact path (home links would otherwise light up everywhere). */
  end?: boolean;
}

/** The manager game's main sections, shared by the sidebar, the top navbar and the bottom bar. */
export const MANAGER_NAV: readonly NavItem[] = [
  { to: '/manager', label: 'Home', icon: <HomeIcon />, end: true },
  { to: '/manager/events', label: 'Events', icon: <CalendarIcon /> },
  { to: '/manager/market', label: 'Market', icon: <CardsIcon /> },
  { to: '/manager/leagues', label: 'Leagues', icon: <UsersIcon /> },
  { to: '/manager/rankings', label: 'Rankings', icon: <TrophyIcon /> },
];

/** Staff sections (spec §2 Admin). */
export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: <HomeIcon /> },
  { to: '/admin/users', label: 'Users', icon: <UserIcon /> },
  { to: '/admin/events', label: 'Events', icon: <CalendarIcon /> },
  { to: '/admin/drafts', label: 'Drafts', icon: <CardsIcon /> },
  { to: '/admin/market', label: 'Market', icon: <TrophyIcon /> },
  { to: '/admin/challenges', label: 'Challenges', icon: <ShieldIcon /> },
  { to: '/admin/referrals', label: 'Referrals', icon: <UsersIcon /> },
  { to: '/admin/settings', label: 'Settings', icon: <SettingsIcon /> },
];

/**
 * The top level of the app: the sections, the entry pages and the quickplay home. A phone
 * header shows Back everywhere else.
 */
export const TOP_LEVEL_PATHS: readonly string[] = [
  '/',
  '/manager/welcome',
  '/quickplay',
  ...MANAGER_NAV.map((item) => item.to),
];
