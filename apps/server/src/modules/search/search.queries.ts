import { SEARCH_RESULTS_MAX } from '@shred/contract';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { athletes, events, leagueMembers, leagues, sports, users } from '../../db/schema/index.ts';
import { athleteColumns } from '../athletes/athletes.queries.ts';
import { queryRows } from '../scoring/sql-rows.ts';
import { type UserListItemRow, userListItemSelect } from '../users/user-list-item.ts';

/**
 * How much of the query must appear, trigram by trigram, in some run of words of a name (pg_trgm
 * word similarity). A short query has few trigrams: at half of them, "ner" would match every name
 * starting "ne" (31,000 of a million users, each read and ranked), so it must nearly start a word.
 * Longer ones forgive a wrong letter: in a 7-letter name one costs 3 of its 8 trigrams.
 */
export function wordSimilarityFor(query: string): number {
  const length = [...query].length;
  if (length <= 4) return 0.75;
  return length <= 6 ? 0.55 : 0.5;
}

/**
 * The order of matches: the whole name, then a name or one of its words starting with the query,
 * then containing it, then the rest; within each, the closest first. `strpos` rather than LIKE,
 * so that % and _ in a query are plain characters.
 */
function rankedBy(name: SQL, q: SQL): SQL[] {
  return [
    sql`case when ${name} = ${q} then 3 when strpos(' ' || ${name}, ' ' || ${q}) > 0 then 2 when strpos(${name}, ${q}) > 0 then 1 else 0 end desc`,
    sql`word_similarity(${q}, ${name}) desc`,
    sql`similarity(${q}, ${name}) desc`,
    name,
  ];
}

/**
 * A name matches when enough of the query's trigrams appear in it (`<%`, which the GIN trigram
 * index of that very expression serves), ranked by `rankedBy`.
 */
function matching(name: SQL, query: string): { where: SQL; orderBy: SQL[] } {
  const q = sql`lower(${query}::text)`;
  return { where: sql`${q} <% ${name}`, orderBy: rankedBy(name, q) };
}

/**
 * The threshold holds for one transaction only (`set_config(…, true)`): a pooled connection
 * goes back as it came, and each search states its own. A sequential scan is ruled out with it:
 * with names that share common words the planner expects many matches and would rather compute
 * the similarity of every row (50 ms over 10,000 leagues) than read the trigram index (5 ms).
 */
export function withThreshold<T>(db: Db, query: string, run: (tx: Db) => PromiseLike<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(wordSimilarityFor(query))}, true), set_config('enable_seqscan', 'off', true)`,
    );
    return await run(tx);
  });
}

/** The expressions here are those of the trigram indexes (migration 0009), character for character. */
const athleteName = sql`lower(${athletes.firstName} || ' ' || ${athletes.lastName})`;
const eventName = sql`lower(${events.name})`;
const leagueName = sql`lower(${leagues.name})`;

export interface SearchLeagueRow {
  slug: string;
  name: string;
  image: string | null;
  description: string;
  joiningClosed: boolean;
  createdAt: Date;
  ownerId: number;
  ownerUsername: string;
  membersCount: number;
  isMember: boolean;
}

/**
 * The four statements of a search, unrun: the queries below run them, and a test can ask
 * PostgreSQL how it would (EXPLAIN), to see the trigram indexes at work.
 */
export const searchStatements = {
  /**
   * Usernames are one word, so a name starting with the query outranks every name that only
   * contains it or resembles it. Those come first, from a btree over the lower-cased names that
   * holds the names themselves (read without touching the table: a 3-letter query starts 2,000
   * of a million names); only when fewer than a page of them match is the trigram index read
   * for the contained and misspelt ones (fenced off, deleted accounts dropped after it: told
   * `deleted_at is null` there the planner could read the whole prefix index instead, which
   * holds only the live accounts). The page is ranked on the names alone, then its 20
   * accounts read.
   */
  users: (_db: Db, query: string, viewerId: number | null): SQL => {
    const q = sql`lower(${query}::text)`;
    const startsWith = sql`replace(replace(replace(${q}, '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%'`;
    const order = rankedBy(sql`c.name`, q);
    return sql`
      with prefixed as (
        select u.id, lower(u.username) as name from ${users} u
        where lower(u.username) like ${startsWith} and u.deleted_at is null and ${q} <% lower(u.username)
      ),
      resembling as materialized (
        select u.id, lower(u.username) as name, u.deleted_at from ${users} u
        where ${q} <% lower(u.username) and (select count(*) from prefixed) < ${SEARCH_RESULTS_MAX}
      ),
      candidates as (
        select id, name from prefixed
        union
        select id, name from resembling where deleted_at is null
      ),
      page as (
        select c.id, row_number() over (order by ${sql.join(order, sql`, `)}, c.id) as position
        from candidates c
        order by ${sql.join(order, sql`, `)}, c.id
        limit ${SEARCH_RESULTS_MAX}
      )
      select ${userListItemSelect(viewerId)}
      from page join ${users} on ${users.id} = page.id
      order by page.position`;
  },

  athletes: (db: Db, query: string) => {
    const match = matching(athleteName, query);
    return db
      .select(athleteColumns)
      .from(athletes)
      .innerJoin(sports, eq(sports.id, athletes.primarySportId))
      .where(match.where)
      .orderBy(...match.orderBy, athletes.id)
      .limit(SEARCH_RESULTS_MAX);
  },

  events: (db: Db, query: string) => {
    const match = matching(eventName, query);
    return db
      .select()
      .from(events)
      .where(match.where)
      .orderBy(...match.orderBy, events.id)
      .limit(SEARCH_RESULTS_MAX);
  },

  leagues: (db: Db, query: string, viewerId: number | null) => {
    const match = matching(leagueName, query);
    return db
      .select({
        slug: leagues.slug,
        name: leagues.name,
        image: leagues.image,
        description: leagues.description,
        joiningClosed: leagues.joiningClosed,
        createdAt: leagues.createdAt,
        ownerId: leagues.ownerId,
        ownerUsername: users.username,
        membersCount:
          sql<number>`(select count(*) from ${leagueMembers} where ${leagueMembers.leagueId} = ${leagues.id})`.mapWith(
            Number,
          ),
        isMember:
          viewerId === null
            ? sql<boolean>`false`
            : sql<boolean>`exists(select 1 from ${leagueMembers} where ${leagueMembers.leagueId} = ${leagues.id} and ${leagueMembers.userId} = ${viewerId})`,
      })
      .from(leagues)
      .innerJoin(users, eq(users.id, leagues.ownerId))
      .where(match.where)
      .orderBy(...match.orderBy, leagues.id)
      .limit(SEARCH_RESULTS_MAX);
  },
};

/** The only place that reads for the global search: the four categories, best match first. */
export function createSearchQueries(db: Db) {
  return {
    /**
     * All four categories in one transaction on one connection: the threshold is stated once,
     * and a search costs 7 round trips instead of 16 over four connections. Under load (2
     * cores, many searches at once) the round trips are most of the work; one after the other,
     * a search alone is a few milliseconds slower than with the four side by side.
     */
    all: (query: string, viewerId: number | null) =>
      withThreshold(db, query, async (tx) => ({
        events: await searchStatements.events(tx, query),
        users: await queryRows<UserListItemRow>(tx, searchStatements.users(tx, query, viewerId)),
        leagues: await searchStatements.leagues(tx, query, viewerId),
        athletes: await searchStatements.athletes(tx, query),
      })),
  };
}
