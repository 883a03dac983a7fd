import type { Db } from '../../db/client.ts';
import { createPollQueries } from './polls.queries.ts';

/** A new open poll on the event with two options, written as staff's create writes it. */
export async function pollOf(db: Db, eventId: number): Promise<{ id: number; optionIds: number[] }> {
  const queries = createPollQueries(db);
  const id = await queries.createPoll(
    { eventId, question: 'Who wins the final?', closesAt: null, createdBy: null },
    [
      { label: 'Left', athleteId: null },
      { label: 'Right', athleteId: null },
    ],
  );
  const options = await queries.optionsOf([id]);
  return { id, optionIds: options.map((option) => option.id) };
}
