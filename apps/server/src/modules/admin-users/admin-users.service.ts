import {
  type AdminUserCardPage,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserPage,
  type AdminUserTeamPage,
  type AdminUserUpdateBody,
  type LedgerPage,
  type ListPageQuery,
  type NotificationList,
  STAFF_ACTIONS_SHOWN,
} from '@shred/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import { createCardService } from '../cards/cards.service.ts';
import { pageOf } from '../credits/credits.presenter.ts';
import { ledgerPage } from '../credits/credits.service.ts';
import { createNotificationsService } from '../notifications/notifications.service.ts';
import { loadGameScoring } from '../scoring/game-scoring.ts';
import { presentMySubscription } from '../subscriptions/subscriptions.presenter.ts';
import { subscriptionState } from '../subscriptions/subscriptions.queries.ts';
import { createTeamReads } from '../teams/team-reads.queries.ts';
import { presentTeam } from '../teams/teams.presenter.ts';
import { createSessionQueries } from '../users/sessions.queries.ts';
import { presentAdminUser } from './admin-users.presenter.ts';
import { type AdminUserRow, createAdminUserQueries } from './admin-users.queries.ts';
import { linkAthlete } from './athlete-link.ts';
import { recordStaffAction, type StaffActionKind, staffActionsOf } from './staff-actions.ts';

export const NO_SUCH_USER = 'There is no user with this username.';
export const NOT_YOURSELF_STAFF = 'You cannot take away your own staff access: ask another staff member.';
export const NOT_YOURSELF_DEACTIVATE = 'You cannot deactivate your own account.';
// The link itself lives beside this service, shared with approved athlete claims (requirements A7).
export { NO_SUCH_ATHLETE } from './athlete-link.ts';

export interface AdminUserServiceDeps {
  db: Db;
  now: () => number;
  staleReads: StaleReads;
  /** Sessions that were just revoked: this process stops accepting their access tokens at once. */
  sessionsEnded: (sessionIds: readonly string[]) => void;
}

/** Staff user management (issue 17): find accounts, read one with its lists, set its flags. */
export function createAdminUserService(deps: AdminUserServiceDeps) {
  const { db, now, staleReads } = deps;
  const queries = createAdminUserQueries(db);
  const cards = createCardService(db, now);
  const notices = createNotificationsService({ db });
  const teamReads = createTeamReads(db);

  async function target(username: string): Promise<AdminUserRow> {
    const row = await queries.byUsername(username);
    if (!row) throw notFound(NO_SUCH_USER);
    return row;
  }

  async function detail(username: string): Promise<AdminUserDetail> {
    const row = await target(username);
    const at = new Date(now());
    const userId = row.user.id;
    const [{ counts, lastSeen }, subscription, history] = await Promise.all([
      queries.counts(userId),
      subscriptionState(db, userId),
      staffActionsOf(db, userId, STAFF_ACTIONS_SHOWN),
    ]);
    return {
      ...presentAdminUser(row, at),
      counts,
      subscription: presentMySubscription(subscription.live, subscription.trialUsed, at),
      last_seen: lastSeen?.toISOString() ?? null,
      staff_actions: history,
    };
  }

  return {
    async list(query: AdminUserListQuery): Promise<AdminUserPage> {
      const at = new Date(now());
      const { count, rows } = await queries.list(query, at);
      return pageOf(
        query,
        count,
        rows.map((row) => presentAdminUser(row, at)),
      );
    },

    detail,

    /**
     * Every change of one PATCH, with its line of history, in one transaction: on any refusal
     * nothing changes. Deactivating ends every session of the account in it too.
     */
    async update(
      staff: { id: number },
      username: string,
      body: AdminUserUpdateBody,
    ): Promise<AdminUserDetail> {
      const at = new Date(now());
      const ended = await staleReads.transaction(db, async (tx, stale) => {
        const [user] = await tx
          .select()
          .from(users)
          .where(and(sql`lower(${users.username}) = lower(${username})`, isNull(users.deletedAt)))
          .for('update');
        if (!user) throw notFound(NO_SUCH_USER);
        if (user.id === staff.id && body.is_staff === false) throw conflict(NOT_YOURSELF_STAFF);
        if (user.id === staff.id && body.active === false) throw conflict(NOT_YOURSELF_DEACTIVATE);
        stale(readTags.user(user.id));
        const record = (action: StaffActionKind, detail = '') =>
          recordStaffAction(tx, { staffId: staff.id, userId: user.id, action, detail, at });
        let sessionsEnded: string[] = [];

        if (body.is_staff !== undefined && body.is_staff !== user.isStaff) {
          await tx.update(users).set({ isStaff: body.is_staff, updatedAt: at }).where(eq(users.id, user.id));
          await record(body.is_staff ? 'staff_on' : 'staff_off');
        }
        if (body.is_verified !== undefined && body.is_verified !== user.isVerified) {
          await tx
            .update(users)
            .set({ isVerified: body.is_verified, updatedAt: at })
            .where(eq(users.id, user.id));
          await record(body.is_verified ? 'verified_on' : 'verified_off');
        }
        if (body.athlete_id !== undefined) {
          const change = await linkAthlete(tx, user.id, body.athlete_id);
          if (change) await record(change.action, change.detail);
        }
        if (body.active === false && user.deactivatedAt === null) {
          await tx.update(users).set({ deactivatedAt: at, updatedAt: at }).where(eq(users.id, user.id));
          sessionsEnded = await createSessionQueries(tx).revokeAllForUser(user.id, at);
          await record('deactivated');
        }
        if (body.active === true && user.deactivatedAt !== null) {
          await tx.update(users).set({ deactivatedAt: null, updatedAt: at }).where(eq(users.id, user.id));
          await record('reactivated');
        }
        return sessionsEnded;
      });
      deps.sessionsEnded(ended);
      return detail(username);
    },

    /** Teams as their owner sees them (every pick shown), each with its game and event. */
    async teams(username: string, page: ListPageQuery): Promise<AdminUserTeamPage> {
      const { user } = await target(username);
      const { count, rows } = await queries.teamPage(user.id, page);
      const ids = rows.map((r) => r.id);
      const [views, picks] = await Promise.all([teamReads.teams(ids), teamReads.picks(ids)]);
      const scorings = new Map(
        await Promise.all(
          [...new Set(rows.map((r) => r.game.id))].map(
            async (id) => [id, await loadGameScoring(db, id)] as const,
          ),
        ),
      );
      const byId = new Map(views.map((v) => [v.id, v]));
      const results = rows.flatMap((row) => {
        const team = byId.get(row.id);
        const scoring = scorings.get(row.game.id);
        if (!team || !scoring) return [];
        const own = picks.filter((p) => p.teamId === row.id);
        return [{ ...presentTeam(team, own, scoring, now()), game: { ...row.game, event: row.event } }];
      });
      return pageOf(page, count, results);
    },

    async cards(username: string, page: ListPageQuery): Promise<AdminUserCardPage> {
      const { user } = await target(username);
      const { count, ids } = await queries.cardPage(user.id, page);
      return pageOf(page, count, await cards.inOrder(ids, null));
    },

    async ledger(username: string, page: ListPageQuery): Promise<LedgerPage> {
      const { user } = await target(username);
      return ledgerPage(db, user.id, page);
    },

    async notifications(username: string, page: ListPageQuery): Promise<NotificationList> {
      const { user } = await target(username);
      return notices.list(user.id, { page: page.page, limit: page.page_size });
    },
  };
}

export type AdminUserService = ReturnType<typeof createAdminUserService>;
