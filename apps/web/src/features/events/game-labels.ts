import type { FantasyGameSummary, GameStatus } from '@shred/contract';

/** Spec §3 status codes as players read them. */
export const GAME_STATUS_LABELS: Readonly<Record<GameStatus, string>> = {
  UPC: 'Upcoming',
  OPN: 'Open',
  CPL: 'Complete',
};

/** Fantasy games are for men or women (A12: W and F both mean women). */
export function gameGenderLabel(gender: string): string {
  return gender === 'M' ? 'Men' : 'Women';
}

/** 'Snowboarding · Slopestyle · Men': what the game is about, in one line. */
export function gameKind(game: Pick<FantasyGameSummary, 'sport' | 'discipline' | 'gender'>): string {
  return `${game.sport.name} · ${game.discipline.name} · ${gameGenderLabel(game.gender)}`;
}

/** A ruleset bonus key as a label: 'bestRun' and 'best_run' both read 'Best run'. */
export function bonusLabel(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * 'Sat 21 Nov, 16:00' in the player's own time zone: when a round starts or a pick locks.
 * Written out by hand so months read like the event dates ('Sep', where some locales say 'Sept').
 */
export function formatStartTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${WEEKDAYS[date.getDay()]} ${pad(date.getDate())} ${MONTHS[date.getMonth()]}`;
  return `${day}, ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
