import type { GameReminder, SportEvent } from '@shred/contract';
import { formatDayMonth, toEpochMs } from '@shred/game';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';
import { showErrorToast, toast } from '../toasts/index.ts';

/** When the first of the event's games opens for teams, or null when it has none yet. */
export function firstGameOpening(event: Pick<SportEvent, 'fantasy_games'>): string | null {
  const openings = event.fantasy_games
    .map((game) => game.opens_at)
    .filter((at) => !Number.isNaN(toEpochMs(at)))
    .sort((a, b) => toEpochMs(a) - toEpochMs(b));
  return openings[0] ?? null;
}

export const NOTIFY_ME_TEXTS = {
  off: 'Notify Me',
  on: 'We’ll notify you',
  savedTitle: 'We’ll notify you',
  removedTitle: 'Reminder off',
} as const;

/** What the toast says once the reminder is set: when the games open, if that is known. */
export function reminderSetMessage(event: Pick<SportEvent, 'name' | 'fantasy_games'>): string {
  const opening = firstGameOpening(event);
  return opening
    ? `You’ll get a reminder when the games of ${event.name} open on ${formatDayMonth(opening)}.`
    : `You’ll get a reminder as soon as the games of ${event.name} open.`;
}

export const reminderKey = (slug: string) => ['notifications', 'reminders', slug] as const;

/** GET notifications/reminders/{slug}/: whether the signed-in viewer asked to be reminded. */
export function useGameReminderQuery(slug: string, enabled: boolean) {
  return useQuery({
    queryKey: reminderKey(slug),
    queryFn: ({ signal }) => call('gameReminder', { params: { event_slug: slug }, signal }),
    enabled,
    staleTime: STALE_TIMES.default,
  });
}

/**
 * 'Notify Me' (R4.88, issue 16.4): PUT asks for a GAME_REMINDER when the event's games open,
 * DELETE takes it back; the answer is the new state, and a toast says what happened.
 */
export function useGameReminderMutation(event: Pick<SportEvent, 'slug' | 'name' | 'fantasy_games'>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (active: boolean) => {
      const params = { event_slug: event.slug };
      return active ? call('gameReminderCreate', { params }) : call('gameReminderDelete', { params });
    },
    onSuccess: (reminder: GameReminder) => {
      queryClient.setQueryData(reminderKey(event.slug), reminder);
      if (reminder.active) toast.success(reminderSetMessage(event), NOTIFY_ME_TEXTS.savedTitle);
      else toast.success(`You will not be reminded about ${event.name}.`, NOTIFY_ME_TEXTS.removedTitle);
    },
    onError: showErrorToast,
  });
}
