import type { ReactNode } from 'react';
import {
  CalendarIcon,
  CardsIcon,
  HomeIcon,
  SettingsIcon,
  ShuffleIcon,
  StarIcon,
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

/** The two games the shell frames: the mode tints the accent and picks where Home goes. */
export type ShellMode = 'manager' | 'quickplay';

export const MODE_HOME: Record<ShellMode, string> = { manager: '/manager', quickplay: '/quickplay' };

/**
 * The game's sections, in the one order of every signed-in page: the side bar on wide
 * screens and the bottom bar on phones show exactly these. Only Home depends on the mode.
 */
export function gameNav(mode: ShellMode): readonly NavItem[] {
  return [
    { to: MODE_HOME[mode], label: 'Home', icon: <HomeIcon />, end: true },
    { to: '/manager/events', label: 'Events', icon: <CalendarIcon /> },
    { to: '/manager/market', label: 'Market', icon: <CardsIcon /> },
    { to: '/manager/leagues', label: 'Leagues', icon: <UsersIcon /> },
    { to: '/manager/rankings', label: 'Rankings', icon: <TrophyIcon /> },
  ];
}

/** Staff sections (spec §2 Admin) that exist today; each section joins when its screens land. */
export const ADMIN_NAV: readonly NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: <HomeIcon /> },
  { to: '/admin/users', label: 'Users', icon: <UserIcon /> },
  { to: '/admin/athlete-claims', label: 'Athlete claims', icon: <StarIcon /> },
  { to: '/admin/events', label: 'Events', icon: <CalendarIcon /> },
  { to: '/admin/drafts', label: 'Drafts', icon: <CardsIcon /> },
  { to: '/admin/market', label: 'Market', icon: <ShuffleIcon /> },
  { to: '/admin/referrals', label: 'Referrals', icon: <UsersIcon /> },
  { to: '/admin/challenges', label: 'Challenges', icon: <TrophyIcon /> },
  { to: '/admin/surveys', label: 'Surveys', icon: <StarIcon /> },
  { to: '/admin/settings', label: 'Settings', icon: <SettingsIcon /> },
];

/**
 * The top level of the app: the sections, the entry pages and both homes. A phone header
 * shows Back everywhere else.
 */
export const TOP_LEVEL_PATHS: readonly string[] = [
  '/',
  '/manager/welcome',
  ...gameNav('quickplay').map((item) => item.to),
  MODE_HOME.manager,
];
