import type { AdminPoll, EventPolls, Poll } from '@shred/contract';
import { presentAthleteSummary } from '../athletes/athlete-summary.ts';
import { utcDay } from '../events/events.service.ts';
import type { OptionRow, PollRow, VoteCounts } from './polls.queries.ts';

/** Votes stop at `closes_at`, or without one once the event's last day is over. */
export function isPollClosed(poll: Pick<PollRow, 'closesAt' | 'eventDateTo'>, nowMs: number): boolean {
  return poll.closesAt ? nowMs >= poll.closesAt.getTime() : utcDay(nowMs) > poll.eventDateTo;
}

interface PollParts {
  poll: PollRow;
  /** This poll's options, in their order. */
  options: readonly OptionRow[];
  counts: VoteCounts;
  nowMs: number;
}

/** Each option with its votes and its share of all votes (0 while nobody voted). */
function optionsWithResults(options: readonly OptionRow[], counts: VoteCounts) {
  const total = options.reduce((sum, option) => sum + (counts.get(option.id) ?? 0), 0);
  return {
    total,
    options: options.map((option) => {
      const votes = counts.get(option.id) ?? 0;
      return {
        id: option.id,
        label: option.label,
        athlete: option.athlete ? presentAthleteSummary(option.athlete) : null,
        votes,
        share: total === 0 ? 0 : votes / total,
      };
    }),
  };
}

/**
 * A poll for one viewer: the counts only once they voted, so what others chose cannot sway
 * the vote (INTERFACE.md "`votes` shown after voting"), or once it closed and nobody can.
 */
export function presentPoll({ poll, options, counts, nowMs }: PollParts, votedOptionId: number | null): Poll {
  const base = {
    id: poll.id,
    question: poll.question,
    voted: votedOptionId !== null,
    voted_option_id: votedOptionId,
    closes_at: poll.closesAt?.toISOString() ?? null,
    closed: isPollClosed(poll, nowMs),
    created_at: poll.createdAt.toISOString(),
  };
  if (votedOptionId === null && !base.closed) {
    return {
      ...base,
      options: options.map((option) => ({
        id: option.id,
        label: option.label,
        athlete: option.athlete ? presentAthleteSummary(option.athlete) : null,
      })),
    };
  }
  const results = optionsWithResults(options, counts);
  return { ...base, options: results.options, total_votes: results.total };
}

/** A poll as staff see it: every count, and staff's own vote like anyone's. */
export function presentAdminPoll(parts: PollParts, votedOptionId: number | null): AdminPoll {
  const results = optionsWithResults(parts.options, parts.counts);
  return {
    ...presentPoll(parts, votedOptionId),
    options: results.options,
    total_votes: results.total,
  };
}

/** The poll an event's answer puts first: the newest still open, else the newest (oldest-first input). */
export function featuredPoll(polls: readonly Poll[]): Poll | undefined {
  return polls.findLast((poll) => !poll.closed) ?? polls.at(-1);
}

/** GET polls/{eventSlug}/: the featured poll's fields at the top, every poll in `polls`. */
export function presentEventPolls(event: EventPolls['event'], polls: Poll[]): EventPolls {
  const featured = featuredPoll(polls) ?? {
    id: null,
    question: null,
    options: [],
    voted: false,
    voted_option_id: null,
    closes_at: null,
    closed: false,
    created_at: null,
  };
  return { ...featured, event, polls };
}
