import type { AdminUserFilter, ListPageQuery } from '@shred/contract';
import { and, count, desc, eq, inArray, isNotNull, isNull, max, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  athletes,
  cardInstances,
  creditBalances,
  creditLedger,
  events,
  fantasyGames,
  follows,
  notifications,
  refreshTokens,
  subscriptions,
  teams,
  users,
} from '../../db/schema/index.ts';
import { PREMIUM_STATUSES } from '../subscriptions/premium.ts';
import type { SubscriptionRow } from '../subscriptions/subscriptions.queries.ts';

/** An account with what the staff list shows beside it, read in one statement. */
export interface AdminUserRow {
  user: typeof users.$inferSelect;
  balance: number | null;
  athlete: { id: number; slug: string; firstName: string; lastName: string; avatar: string | null } | null;
  /** The live subscription (trial, active or cancelled), even past its end. */
  subscription: SubscriptionRow | null;
}

const liveSubscription = and(
  eq(subscriptions.userId, users.id),
  inArray(subscriptions.status, [...PREMIUM_STATUSES]),
);

/** Part of a username, an e-mail or a name; `strpos` so that % and _ are plain characters. */
function matching(query: string): SQL {
  const q = sql`lower(${query}::text)`;
  return sql`(strpos(lower(${users.username}), ${q}) > 0 or strpos(lower(coalesce(${users.email}, '')), ${q}) > 0 or strpos(lower(${users.firstName} || ' ' || ${users.lastName}), ${q}) > 0)`;
}

function filtered(filter: AdminUserFilter, at: Date): SQL | undefined {
  switch (filter) {
    case 'staff':
      return eq(users.isStaff, true);
    case 'athletes':
      return eq(users.isAthlete, true);
    case 'deactivated':
      return isNotNull(users.deactivatedAt);
    case 'premium':
      return sql`exists (select 1 from ${subscriptions} where ${liveSubscription} and ${subscriptions.endsAt} > ${at.toISOString()})`;
    case 'all':
      return undefined;
  }
}

/** The reads of the staff user pages; the writes live in the service, inside its transactions. */
export function createAdminUserQueries(db: Db) {
  const select = () =>
    db
      .select({
        user: users,
        balance: creditBalances.balance,
        athlete: {
          id: athletes.id,
          slug: athletes.slug,
          firstName: athletes.firstName,
          lastName: athletes.lastName,
          avatar: athletes.avatar,
        },
        subscription: subscriptions,
      })
      .from(users)
      .leftJoin(creditBalances, eq(creditBalances.userId, users.id))
      .leftJoin(athletes, eq(athletes.userId, users.id))
      .leftJoin(subscriptions, liveSubscription);

  return {
    /**
     * Accounts, deleted ones left out. With a query, a username equal to it comes first, then
     * those starting with it, then the rest; without one, the newest accounts first.
     */
    async list(
      query: { query?: string | undefined; filter: AdminUserFilter } & ListPageQuery,
      at: Date,
    ): Promise<{ count: number; rows: AdminUserRow[] }> {
      const text = query.query?.trim() ?? '';
      const where = and(
        isNull(users.deletedAt),
        filtered(query.filter, at),
        text ? matching(text) : undefined,
      );
      const q = sql`lower(${text}::text)`;
      const order = text
        ? [
            sql`case when lower(${users.username}) = ${q} then 0 when starts_with(lower(${users.username}), ${q}) then 1 else 2 end`,
            sql`lower(${users.username})`,
          ]
        : [desc(users.dateJoined), desc(users.id)];
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(users).where(where),
        select()
          .where(where)
          .orderBy(...order)
          .limit(query.page_size)
          .offset((query.page - 1) * query.page_size),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },

    async byUsername(username: string): Promise<AdminUserRow | undefined> {
      const [row] = await select()
        .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
        .limit(1);
      return row;
    },

    /** How much of each list the user page can open there is, and when a session last signed in. */
    async counts(userId: number) {
      const of = (table: SQL) => sql<number>`(${table})::int`;
      const [row] = await db
        .select({
          teams: of(sql`select count(*) from ${teams} where ${teams.userId} = ${userId}`),
          cards: of(sql`select count(*) from ${cardInstances} where ${cardInstances.ownerId} = ${userId}`),
          ledger: of(sql`select count(*) from ${creditLedger} where ${creditLedger.userId} = ${userId}`),
          notifications: of(
            sql`select count(*) from ${notifications} where ${notifications.userId} = ${userId} and ${notifications.inApp}`,
          ),
          followers: of(sql`select count(*) from ${follows} where ${follows.followeeId} = ${userId}`),
          following: of(sql`select count(*) from ${follows} where ${follows.followerId} = ${userId}`),
        })
        .from(sql`(select 1) as one`);
      const [seen] = await db
        .select({ at: max(refreshTokens.createdAt) })
        .from(refreshTokens)
        .where(eq(refreshTokens.userId, userId));
      return {
        counts: {
          teams: row?.teams ?? 0,
          cards: row?.cards ?? 0,
          ledger: row?.ledger ?? 0,
          notifications: row?.notifications ?? 0,
          followers: row?.followers ?? 0,
          following: row?.following ?? 0,
        },
        lastSeen: seen?.at ?? null,
      };
    },

    /** A page of the user's team ids, newest entry first, with the games they play in. */
    async teamPage(userId: number, page: ListPageQuery) {
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(teams).where(eq(teams.userId, userId)),
        db
          .select({
            id: teams.id,
            game: {
              id: fantasyGames.id,
              name: fantasyGames.name,
              status: fantasyGames.status,
            },
            event: { slug: events.slug, name: events.name },
          })
          .from(teams)
          .innerJoin(fantasyGames, eq(fantasyGames.id, teams.gameId))
          .innerJoin(events, eq(events.id, fantasyGames.eventId))
          .where(eq(teams.userId, userId))
          .orderBy(desc(teams.submittedAt), desc(teams.id))
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
      ]);
      return { count: total[0]?.n ?? 0, rows };
    },

    /** A page of the user's card ids, newest first. */
    async cardPage(userId: number, page: ListPageQuery) {
      const [total, rows] = await Promise.all([
        db.select({ n: count() }).from(cardInstances).where(eq(cardInstances.ownerId, userId)),
        db
          .select({ id: cardInstances.id })
          .from(cardInstances)
          .where(eq(cardInstances.ownerId, userId))
          .orderBy(desc(cardInstances.id))
          .limit(page.page_size)
          .offset((page.page - 1) * page.page_size),
      ]);
      return { count: total[0]?.n ?? 0, ids: rows.map((r) => r.id) };
    },
  };
}

export type AdminUserQueries = ReturnType<typeof createAdminUserQueries>;
