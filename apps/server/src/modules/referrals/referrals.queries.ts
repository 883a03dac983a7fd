import { and, desc, eq, ilike, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { type UserListItemRow, userListItemColumns } from '../users/user-list-item.ts';

/** A referral as read: the invitee is `users`, the inviter its alias. */
export interface ReferralRow {
  invitee: UserListItemRow;
  inviter: UserListItemRow;
  registeredAt: Date;
  onboarded: boolean;
  league: { slug: string; name: string } | null;
  /** From JSON: the timestamp arrives as text. */
  reward: { credits: number; paid_at: string } | null;
  /** Every referral the search matches, counted over the whole result. */
  total: number;
}

export interface ReferralSummaryRow {
  referrals: number;
  onboarded: number;
  creditsPaid: number;
  /** Null on the one row of a summary with no inviters. */
  inviterReferrals: number | null;
  inviter: UserListItemRow | null;
}

const inviters = alias(users, 'inviter');

/** A referral: an account, not deleted, registered with someone else as its inviter. */
const isReferral: SQL = and(
  isNotNull(users.inviterId),
  ne(users.inviterId, users.id),
  isNull(users.deletedAt),
) as SQL;

/** "…%" for ILIKE, with the searcher's own wildcards taken literally. */
const startingWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The inviter's reward for one invitee: the ledger row `grantReferralReward` writes, found by the
 * inviter's ledger index. `invitee` and `inviterId` are the outer query's columns.
 */
const rewardOf = (invitee: SQL, inviterId: SQL) =>
  sql`(select c.amount from credit_ledger c where c.user_id = ${inviterId} and c.reason = 'referral' and c.reference = 'referral:' || ${invitee} order by c.id limit 1)`;

/** The only place that reads referrals: users with an inviter, their leagues and ledger rows. */
export function createReferralQueries(db: Db) {
  return {
    /**
     * One page of referrals, newest first, with the count of all that match (0 on a page past
     * the end, where no row carries it): one query.
     */
    async page(input: {
      viewerId: number;
      search: string;
      limit: number;
      offset: number;
    }): Promise<ReferralRow[]> {
      const search = input.search
        ? or(
            ilike(users.username, startingWith(input.search)),
            ilike(inviters.username, startingWith(input.search)),
          )
        : undefined;
      const rows = await db
        .select({
          invitee: userListItemColumns(input.viewerId),
          // The invitee is `users` itself, the inviter its alias.
          inviter: userListItemColumns(input.viewerId, 'inviter'),
          registeredAt: users.dateJoined,
          onboarded: users.completedManagerWelcome,
          // The league joined through this inviter's link: at sign-up, or later by the same link.
          league: sql<ReferralRow['league']>`(select json_build_object('slug', l.slug, 'name', l.name)
            from league_members m join leagues l on l.id = m.league_id
            where m.user_id = ${users.id} and m.inviter_id = ${users.inviterId}
            order by m.joined_at, l.id limit 1)`,
          reward: sql<
            ReferralRow['reward']
          >`(select json_build_object('credits', c.amount, 'paid_at', c.created_at)
            from credit_ledger c
            where c.user_id = ${users.inviterId} and c.reason = 'referral' and c.reference = 'referral:' || ${users.id}
            order by c.id limit 1)`,
          total: sql<number>`(count(*) over ())::int`,
        })
        .from(users)
        .innerJoin(inviters, eq(inviters.id, users.inviterId))
        .where(and(isReferral, search))
        .orderBy(desc(users.dateJoined), desc(users.id))
        .limit(input.limit)
        .offset(input.offset);
      return rows as ReferralRow[];
    },

    /** How many match the search: only needed for a page past the end. */
    async count(search: string): Promise<number> {
      const matching = search
        ? or(ilike(users.username, startingWith(search)), ilike(inviters.username, startingWith(search)))
        : undefined;
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .innerJoin(inviters, eq(inviters.id, users.inviterId))
        .where(and(isReferral, matching));
      return row?.n ?? 0;
    },

    /**
     * The totals and the top inviters in one query: one row per top inviter, each carrying the
     * totals, or a single row with no inviter when nobody has invited anyone.
     */
    async summary(viewerId: number, top: number): Promise<ReferralSummaryRow[]> {
      const invitee = alias(users, 'invitee');
      const referred = and(
        isNotNull(invitee.inviterId),
        ne(invitee.inviterId, invitee.id),
        isNull(invitee.deletedAt),
      );
      const totals = db
        .select({
          referrals: sql<number>`count(*)::int`.as('referrals'),
          onboarded: sql<number>`(count(*) filter (where ${invitee.completedManagerWelcome}))::int`.as(
            'onboarded',
          ),
          creditsPaid:
            sql<number>`coalesce(sum(${rewardOf(sql`${invitee.id}`, sql`${invitee.inviterId}`)}), 0)::int`.as(
              'credits_paid',
            ),
        })
        .from(invitee)
        .where(referred)
        .as('totals');
      const ranked = db
        .select({
          inviterId: sql<number>`${invitee.inviterId}`.as('ranked_inviter_id'),
          inviterReferrals: sql<number>`count(*)::int`.as('inviter_referrals'),
        })
        .from(invitee)
        .where(referred)
        .groupBy(invitee.inviterId)
        .orderBy(sql`count(*) desc`, invitee.inviterId)
        .limit(top)
        .as('ranked');
      const rows = await db
        .select({
          referrals: totals.referrals,
          onboarded: totals.onboarded,
          creditsPaid: totals.creditsPaid,
          inviterReferrals: ranked.inviterReferrals,
          inviter: userListItemColumns(viewerId),
        })
        .from(totals)
        .leftJoin(ranked, sql`true`)
        .leftJoin(users, eq(users.id, ranked.inviterId))
        .orderBy(sql`${ranked.inviterReferrals} desc nulls last`, users.id);
      return rows as ReferralSummaryRow[];
    },
  };
}

export type ReferralQueries = ReturnType<typeof createReferralQueries>;
