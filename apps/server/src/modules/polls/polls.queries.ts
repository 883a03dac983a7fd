import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  events,
  fantasyGames,
  pollOptions,
  polls,
  pollVotes,
  sports,
  startlistEntries,
} from '../../db/schema/index.ts';
import type { AthleteSummaryRow } from '../athletes/athlete-summary.ts';

export type PollRow = typeof polls.$inferSelect & { eventDateTo: string };

export interface OptionRow {
  id: number;
  pollId: number;
  label: string;
  position: number;
  athlete: AthleteSummaryRow | null;
}

/** Votes per option of some polls. */
export type VoteCounts = ReadonlyMap<number, number>;
/** The option a viewer chose, per poll they voted in. */
export type ViewerVotes = ReadonlyMap<number, number>;

const pollColumns = {
  id: polls.id,
  eventId: polls.eventId,
  question: polls.question,
  closesAt: polls.closesAt,
  createdBy: polls.createdBy,
  createdAt: polls.createdAt,
  eventDateTo: events.dateTo,
};

/** Reads and writes of polls, their options and votes. */
export function createPollQueries(db: Db) {
  return {
    eventIdBySlug: async (slug: string): Promise<number | undefined> =>
      (await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1))[0]?.id,

    /** An event's polls, oldest first: the order staff made them in. */
    pollsOfEvent: (eventId: number): Promise<PollRow[]> =>
      db
        .select(pollColumns)
        .from(polls)
        .innerJoin(events, eq(events.id, polls.eventId))
        .where(eq(polls.eventId, eventId))
        .orderBy(asc(polls.id)),

    pollById: async (id: number): Promise<PollRow | undefined> =>
      (
        await db
          .select(pollColumns)
          .from(polls)
          .innerJoin(events, eq(events.id, polls.eventId))
          .where(eq(polls.id, id))
          .limit(1)
      )[0],

    async optionsOf(pollIds: readonly number[]): Promise<OptionRow[]> {
      if (pollIds.length === 0) return [];
      const rows = await db
        .select({
          id: pollOptions.id,
          pollId: pollOptions.pollId,
          label: pollOptions.label,
          position: pollOptions.position,
          athleteId: athletes.id,
          slug: athletes.slug,
          firstName: athletes.firstName,
          lastName: athletes.lastName,
          avatar: athletes.avatar,
          gender: athletes.gender,
          nationality: athletes.nationality,
          sportName: sports.name,
          sportSlug: sports.slug,
        })
        .from(pollOptions)
        .leftJoin(athletes, eq(athletes.id, pollOptions.athleteId))
        .leftJoin(sports, eq(sports.id, athletes.primarySportId))
        .where(inArray(pollOptions.pollId, [...pollIds]))
        .orderBy(asc(pollOptions.pollId), asc(pollOptions.position));
      return rows.map(
        ({
          athleteId,
          slug,
          firstName,
          lastName,
          avatar,
          gender,
          nationality,
          sportName,
          sportSlug,
          ...option
        }) => ({
          ...option,
          athlete:
            athleteId === null || slug === null || firstName === null || lastName === null || gender === null
              ? null
              : {
                  id: athleteId,
                  slug,
                  firstName,
                  lastName,
                  avatar,
                  gender,
                  nationality: nationality ?? '',
                  sportName: sportName ?? '',
                  sportSlug: sportSlug ?? '',
                },
        }),
      );
    },

    async voteCounts(pollIds: readonly number[]): Promise<VoteCounts> {
      if (pollIds.length === 0) return new Map();
      const rows = await db
        .select({ optionId: pollVotes.optionId, votes: count() })
        .from(pollVotes)
        .where(inArray(pollVotes.pollId, [...pollIds]))
        .groupBy(pollVotes.optionId);
      return new Map(rows.map((r) => [r.optionId, Number(r.votes)]));
    },

    async viewerVotes(userId: number | null, pollIds: readonly number[]): Promise<ViewerVotes> {
      if (userId === null || pollIds.length === 0) return new Map();
      const rows = await db
        .select({ pollId: pollVotes.pollId, optionId: pollVotes.optionId })
        .from(pollVotes)
        .where(and(eq(pollVotes.userId, userId), inArray(pollVotes.pollId, [...pollIds])));
      return new Map(rows.map((r) => [r.pollId, r.optionId]));
    },

    optionInPoll: async (pollId: number, optionId: number): Promise<boolean> =>
      (
        await db
          .select({ id: pollOptions.id })
          .from(pollOptions)
          .where(and(eq(pollOptions.id, optionId), eq(pollOptions.pollId, pollId)))
          .limit(1)
      ).length > 0,

    /** One insert: the primary key (poll, user) refuses a second vote, even a concurrent one. */
    insertVote: async (pollId: number, userId: number, optionId: number): Promise<boolean> =>
      (
        await db
          .insert(pollVotes)
          .values({ pollId, userId, optionId })
          .onConflictDoNothing()
          .returning({ pollId: pollVotes.pollId })
      ).length === 1,

    /** The athletes on the event's startlists by lower-cased full name, to link options naming one. */
    async eventAthletesByName(eventId: number): Promise<Map<string, number[]>> {
      const rows = await db
        .selectDistinct({
          id: athletes.id,
          name: sql<string>`lower(${athletes.firstName} || ' ' || ${athletes.lastName})`,
        })
        .from(startlistEntries)
        .innerJoin(fantasyGames, eq(fantasyGames.id, startlistEntries.gameId))
        .innerJoin(athletes, eq(athletes.id, startlistEntries.athleteId))
        .where(eq(fantasyGames.eventId, eventId));
      const byName = new Map<string, number[]>();
      for (const row of rows) byName.set(row.name, [...(byName.get(row.name) ?? []), row.id]);
      return byName;
    },

    /** A poll and its options in one transaction: both or neither. */
    createPoll: (
      poll: { eventId: number; question: string; closesAt: Date | null; createdBy: number | null },
      options: ReadonlyArray<{ label: string; athleteId: number | null }>,
    ): Promise<number> =>
      db.transaction(async (tx) => {
        const [row] = await tx.insert(polls).values(poll).returning({ id: polls.id });
        if (!row) throw new Error('poll insert returned nothing');
        await tx
          .insert(pollOptions)
          .values(options.map((option, position) => ({ pollId: row.id, ...option, position })));
        return row.id;
      }),

    deletePoll: async (id: number): Promise<boolean> =>
      (await db.delete(polls).where(eq(polls.id, id)).returning({ id: polls.id })).length === 1,
  };
}

export type PollQueries = ReturnType<typeof createPollQueries>;
