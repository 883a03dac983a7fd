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

/** Team scores can carry tier boosts and the captain's ×1.5: show at most one decimal. */
export function formatScore(score: number): string {
  return score.toLocaleString('en-GB', { maximumFractionDigits: 1 });
}

const TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const SHORT_TIME_FORMAT = new Intl.DateTimeFormat('en-GB', {
  day: '2-digit',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
});

const formatWith = (format: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
};

/** 'Sat 21 Nov, 16:00' in the player's own time zone: when a round starts or a pick locks. */
export function formatStartTime(iso: string): string {
  return formatWith(TIME_FORMAT, iso);
}

/** '21 Nov, 16:00': the same, short enough for a list row. */
export function formatShortTime(iso: string): string {
  return formatWith(SHORT_TIME_FORMAT, iso);
}
