import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pollVotes } from '../../db/schema/index.ts';
import { MAIN_DEMO_USERNAME } from '../cards/cards.demo.ts';
import { utcDay } from '../events/events.service.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { createPollQueries } from './polls.queries.ts';

/** Events that get demo polls: the first ones not over yet, so their polls take votes. */
const DEMO_POLL_EVENTS = 2;

interface Rider {
  id: number;
  name: string;
}

/** The best-rated riders on an event's startlists, to name in its polls. */
const topRiders = (db: Db, eventId: number, limit: number) =>
  queryRows<Rider>(
    db,
    sql`select a.id, a.first_name || ' ' || a.last_name as name
        from athletes a
        where a.id in (select s.athlete_id from startlist_entries s
                       join fantasy_games g on g.id = s.game_id where g.event_id = ${eventId})
        order by a.aspi desc, a.id limit ${limit}`,
  );

/**
 * Demo fan votes: two polls on each of the next events, voted in by the demo managers, so the
 * bars have something to show; the demo account has not voted, so it can try voting itself.
 */
export async function seedDemoPolls(db: Db, now: () => number = Date.now): Promise<void> {
  const queries = createPollQueries(db);
  const events = await queryRows<{ id: number; name: string }>(
    db,
    sql`select e.id, e.name from events e
        where e.date_to >= ${utcDay(now())}
          and exists (select 1 from fantasy_games g join startlist_entries s on s.game_id = g.id where g.event_id = e.id)
        order by e.date_from, e.id limit ${DEMO_POLL_EVENTS}`,
  );
  const voters = await queryRows<{ id: number }>(
    db,
    sql`select id from users where not is_staff and username <> ${MAIN_DEMO_USERNAME} order by id`,
  );
  for (const event of events) {
    const riders = await topRiders(db, event.id, 4);
    if (riders.length < 2) continue;
    const questions = [
      {
        question: `Who wins ${event.name}?`,
        labels: riders.map((r) => ({ label: r.name, athleteId: r.id })),
      },
      {
        question: 'Who lands the biggest trick?',
        labels: [
          ...riders.slice(0, 3).map((r) => ({ label: r.name, athleteId: r.id })),
          { label: 'Someone from the qualifiers', athleteId: null },
        ],
      },
    ];
    for (const [index, { question, labels }] of questions.entries()) {
      const pollId = await queries.createPoll(
        { eventId: event.id, question, closesAt: null, createdBy: null },
        labels,
      );
      const options = await queries.optionsOf([pollId]);
      // Uneven, fixed spreads: the favourite leads, every option has its fans.
      const votes = voters.flatMap((voter, k) => {
        const option = options[(k * (index + 1) + (k % 3 === 0 ? 0 : 1)) % options.length];
        return option ? [{ pollId, userId: voter.id, optionId: option.id }] : [];
      });
      if (votes.length > 0) await db.insert(pollVotes).values(votes);
    }
  }
}
