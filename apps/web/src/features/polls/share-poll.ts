import { openShare } from '../share/index.ts';

/** The address of an event's fan vote, as shared. */
export const pollsPath = (eventSlug: string) => `/polls/${encodeURIComponent(eventSlug)}`;

/** Share a poll through the share panel: the fan vote's address, the question as the text. */
export function sharePoll(eventSlug: string, eventName: string, question: string): void {
  openShare({
    title: 'Share the poll',
    subtitle: `${eventName} · Fan Vote`,
    content: {
      url: `${window.location.origin}${pollsPath(eventSlug)}`,
      title: `${question} Vote on Shred League.`,
      hashtags: ['ShredLeague', 'FanVote'],
    },
  });
}
