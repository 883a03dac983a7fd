import {
  type EventPolls,
  POLL_ALREADY_VOTED,
  POLL_CLOSED,
  POLL_OPTION_NOT_IN_POLL,
  type Poll,
} from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { conflict, fieldError, notFound } from '../../http/errors.ts';
import { createEventService } from '../events/events.service.ts';
import { isPollClosed, presentEventPolls, presentPoll } from './polls.presenter.ts';
import { createPollQueries, type PollQueries, type PollRow } from './polls.queries.ts';

export const POLL_NOT_FOUND = 'This poll does not exist.';

/**
 * Polls with everything their answer needs (options, counts, the viewer's votes) in three
 * queries whatever their number, each handed to `present` in the polls' order.
 */
export async function loadPolls<T>(
  queries: PollQueries,
  rows: readonly PollRow[],
  viewerId: number | null,
  nowMs: number,
  present: (parts: Parameters<typeof presentPoll>[0], votedOptionId: number | null) => T,
): Promise<T[]> {
  const ids = rows.map((row) => row.id);
  const [options, counts, votes] = await Promise.all([
    queries.optionsOf(ids),
    queries.voteCounts(ids),
    queries.viewerVotes(viewerId, ids),
  ]);
  return rows.map((poll) =>
    present(
      { poll, options: options.filter((option) => option.pollId === poll.id), counts, nowMs },
      votes.get(poll.id) ?? null,
    ),
  );
}

/** The fan vote of an event (INTERFACE.md "Premium, polls, insights"). */
export function createPollService(deps: { db: Db; now: () => number }) {
  const queries = createPollQueries(deps.db);
  const events = createEventService(deps);

  async function pollFor(row: PollRow, viewerId: number): Promise<Poll> {
    const [poll] = await loadPolls(queries, [row], viewerId, deps.now(), presentPoll);
    if (!poll) throw notFound(POLL_NOT_FOUND);
    return poll;
  }

  return {
    /** An event with its polls; an anonymous reader sees the options without counts. */
    async ofEvent(slug: string, viewerId: number | null): Promise<EventPolls> {
      const event = await events.detail(slug, null);
      const rows = await queries.pollsOfEvent(event.id);
      return presentEventPolls(event, await loadPolls(queries, rows, viewerId, deps.now(), presentPoll));
    },

    /**
     * One vote per player and poll, kept by the primary key: a second vote, even sent at the
     * same moment as the first, inserts nothing and answers 409.
     */
    async vote(pollId: number, userId: number, optionId: number): Promise<Poll> {
      const poll = await queries.pollById(pollId);
      if (!poll) throw notFound(POLL_NOT_FOUND);
      if (!(await queries.optionInPoll(pollId, optionId)))
        throw fieldError('option_id', POLL_OPTION_NOT_IN_POLL);
      if (isPollClosed(poll, deps.now())) throw conflict(POLL_CLOSED);
      if (!(await queries.insertVote(pollId, userId, optionId))) throw conflict(POLL_ALREADY_VOTED);
      return pollFor(poll, userId);
    },
  };
}
