import type { SportEvent } from '@shred/contract';
import { formatDayMonth, toEpochMs } from '@shred/game';
import { showToast } from '../toasts/index.ts';

/** When the first of the event's games opens for teams, or null when it has none yet. */
export function firstGameOpening(event: Pick<SportEvent, 'fantasy_games'>): string | null {
  const openings = event.fantasy_games
    .map((game) => game.opens_at)
    .filter((at) => !Number.isNaN(toEpochMs(at)))
    .sort((a, b) => toEpochMs(a) - toEpochMs(b));
  return openings[0] ?? null;
}

/**
 * What 'Notify Me' tells the player. Reminders need push and e-mail notifications, which come
 * in a later release, so the toast says when games open and that reminders are not sent yet
 * rather than pretending to subscribe.
 */
export function notifyMeMessage(event: Pick<SportEvent, 'name' | 'fantasy_games'>): string {
  const opening = firstGameOpening(event);
  const when = opening
    ? `Games for ${event.name} open on ${formatDayMonth(opening)}.`
    : `Games for ${event.name} are not announced yet.`;
  return `${when} Push and e-mail reminders arrive in a later update; until then, find it under Upcoming in the Event Calendar.`;
}

export const NOTIFY_ME_TITLE = 'Reminders are coming soon';

export function showNotifyMe(event: Pick<SportEvent, 'name' | 'fantasy_games'>): void {
  showToast({ type: 'info', title: NOTIFY_ME_TITLE, message: notifyMeMessage(event) });
}
