import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../scoring/sql-rows.ts';

/** A set as read with its counts; raw rows, so timestamps may arrive as text. */
export interface ChallengeSetRow {
  id: number;
  name: string;
  description: string;
  starts_at: Date | string;
  ends_at: Date | string;
  created_at: Date | string;
  challenges_count: number;
  completions: number;
  players_completed: number;
  total: number;
}

export interface ChallengeRow {
  id: number;
  set_id: number;
  name: string;
  description: string;
  condition: string;
  target: number;
  reward_kind: string;
  /** Read as float8: node-postgres answers the bigint column as text, PGlite as a number. */
  reward_amount: number;
  reward_card_tier: string | null;
  position: number;
  created_at: Date | string;
  completions: number;
}

export interface NamedSetRow {
  id: number;
  name: string;
  description: string;
  starts_at: Date | string;
  ends_at: Date | string;
}

export interface SetFilter {
  ids?: readonly number[];
  /** Sets whose range overlaps [from, to). */
  from?: Date;
  to?: Date;
  status?: 'upcoming' | 'active' | 'ended';
  now: Date;
  limit: number;
  offset: number;
}

const completedOf = (setId: SQL) =>
  sql`select p.user_id from challenge_progress p join challenges c on c.id = p.challenge_id
      where c.set_id = ${setId} and p.completed_at is not null`;

/** Reads of challenge sets and challenges with how many players completed them. */
export function createAdminChallengeQueries(db: Db) {
  return {
    async sets(filter: SetFilter): Promise<ChallengeSetRow[]> {
      const where: SQL[] = [sql`true`];
      if (filter.ids) where.push(sql`s.id = any(${`{${filter.ids.join(',')}}`}::int[])`);
      if (filter.from) where.push(sql`s.ends_at > ${filter.from.toISOString()}::timestamptz`);
      if (filter.to) where.push(sql`s.starts_at < ${filter.to.toISOString()}::timestamptz`);
      const now = sql`${filter.now.toISOString()}::timestamptz`;
      if (filter.status === 'upcoming') where.push(sql`s.starts_at > ${now}`);
      if (filter.status === 'active') where.push(sql`s.starts_at <= ${now} and s.ends_at > ${now}`);
      if (filter.status === 'ended') where.push(sql`s.ends_at <= ${now}`);
      return queryRows<ChallengeSetRow>(
        db,
        sql`select s.id, s.name, s.description, s.starts_at, s.ends_at, s.created_at,
              (select count(*)::int from challenges c where c.set_id = s.id) as challenges_count,
              (select count(*)::int from (${completedOf(sql`s.id`)}) done) as completions,
              (select count(*)::int from (
                 select user_id from (${completedOf(sql`s.id`)}) done group by user_id
                 having count(*) = (select count(*) from challenges c where c.set_id = s.id)
               ) finished) as players_completed,
              count(*) over ()::int as total
            from challenge_sets s
            where ${sql.join(where, sql` and `)}
            order by s.starts_at desc, s.id desc
            limit ${filter.limit} offset ${filter.offset}`,
      );
    },

    async count(filter: Omit<SetFilter, 'limit' | 'offset'>): Promise<number> {
      const [row] = await this.sets({ ...filter, limit: 1, offset: 0 });
      return row?.total ?? 0;
    },

    challengesOf(setId: number): Promise<ChallengeRow[]> {
      return queryRows<ChallengeRow>(
        db,
        sql`select c.id, c.set_id, c.name, c.description, c.condition, c.target, c.reward_kind,
              c.reward_amount::float8 as reward_amount, c.reward_card_tier, c.position, c.created_at,
              (select count(*)::int from challenge_progress p
                where p.challenge_id = c.id and p.completed_at is not null) as completions
            from challenges c where c.set_id = ${setId}
            order by c.position, c.id`,
      );
    },

    async challenge(id: number): Promise<ChallengeRow | undefined> {
      const [row] = await queryRows<ChallengeRow>(
        db,
        sql`select c.id, c.set_id, c.name, c.description, c.condition, c.target, c.reward_kind,
              c.reward_amount::float8 as reward_amount, c.reward_card_tier, c.position, c.created_at,
              (select count(*)::int from challenge_progress p
                where p.challenge_id = c.id and p.completed_at is not null) as completions
            from challenges c where c.id = ${id}`,
      );
      return row;
    },

    /** Stored sets whose name matches, ignoring case and surrounding space. */
    setsNamed(names: readonly string[]): Promise<NamedSetRow[]> {
      if (names.length === 0) return Promise.resolve([]);
      const lowered = sql.join(
        names.map((name) => sql`${name.trim().toLowerCase()}`),
        sql`, `,
      );
      return queryRows<NamedSetRow>(
        db,
        sql`select id, name, description, starts_at, ends_at from challenge_sets
            where lower(btrim(name)) in (${lowered}) order by id`,
      );
    },
  };
}

export type AdminChallengeQueries = ReturnType<typeof createAdminChallengeQueries>;
