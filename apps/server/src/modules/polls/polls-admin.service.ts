import type { AdminPoll, PollCreateBody } from '@shred/contract';
import type { Db } from '../../db/client.ts';
import { fieldError, notFound } from '../../http/errors.ts';
import { EVENT_NOT_FOUND } from '../events/events.service.ts';
import { presentAdminPoll } from './polls.presenter.ts';
import { createPollQueries } from './polls.queries.ts';
import { loadPolls, POLL_NOT_FOUND } from './polls.service.ts';

/** Staff's polls on an event: list with every count, create, delete. */
export function createPollAdminService(deps: { db: Db; now: () => number }) {
  const queries = createPollQueries(deps.db);

  async function adminPolls(eventId: number, staffId: number): Promise<AdminPoll[]> {
    const rows = await queries.pollsOfEvent(eventId);
    return loadPolls(queries, rows, staffId, deps.now(), presentAdminPoll);
  }

  return {
    async list(eventSlug: string, staffId: number): Promise<AdminPoll[]> {
      const eventId = await queries.eventIdBySlug(eventSlug);
      if (eventId === undefined) throw notFound(EVENT_NOT_FOUND);
      return adminPolls(eventId, staffId);
    },

    /**
     * An option whose label is the full name of exactly one athlete on the event's startlists
     * is linked to that athlete, so it shows their picture; any other label stands alone.
     */
    async create(body: PollCreateBody, staffId: number): Promise<AdminPoll> {
      const eventId = await queries.eventIdBySlug(body.event_slug);
      if (eventId === undefined) throw fieldError('event_slug', EVENT_NOT_FOUND);
      const athletesByName = await queries.eventAthletesByName(eventId);
      const options = body.options.map((label) => {
        const ids = athletesByName.get(label.toLocaleLowerCase('en')) ?? [];
        return { label, athleteId: ids.length === 1 ? (ids[0] ?? null) : null };
      });
      const id = await queries.createPoll(
        {
          eventId,
          question: body.question,
          closesAt: body.closes_at ? new Date(body.closes_at) : null,
          createdBy: staffId,
        },
        options,
      );
      const created = (await adminPolls(eventId, staffId)).find((poll) => poll.id === id);
      if (!created) throw notFound(POLL_NOT_FOUND);
      return created;
    },

    async remove(id: number): Promise<void> {
      if (!(await queries.deletePoll(id))) throw notFound(POLL_NOT_FOUND);
    },
  };
}
