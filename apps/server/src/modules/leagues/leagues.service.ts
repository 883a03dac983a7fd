import type {
  CreateLeagueBody,
  League,
  LeagueDetail,
  LeaguePage,
  LeagueStandingsPage,
  ListPageQuery,
  UpdateLeagueBody,
  UserListItem,
} from '@shred/contract';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  events,
  leagueEvents,
  leagueMembers,
  leagueSports,
  leagues,
  sports,
  users,
} from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { domainEvent, publish } from '../../platform/domain-events/publish.ts';
import type { FileStorage } from '../../platform/storage/storage.port.ts';
import { isUniqueViolation } from '../admin-events/slugs.ts';
import { type ImageUpload, normaliseImage } from '../users/profile-image.ts';
import { presentUserListItem } from '../users/user-list-item.ts';
import { freeSlug, leagueSlugBase } from './league-slug.ts';
import { presentLeague, presentLeagueDetail, presentStanding } from './leagues.presenter.ts';
import { createLeagueQueries, type LeagueRow } from './leagues.queries.ts';

/** A league's picture arrives in the multipart field `image` and is kept beside the avatars. */
export const LEAGUE_IMAGE: ImageUpload = { field: 'image', folder: 'leagues' };

export const LEAGUE_NOT_FOUND = 'There is no league with this address.';
export const OWNER_ONLY = 'Only the league’s owner can do this.';
export const JOINING_CLOSED = 'This league is closed to new members.';
export const NOT_A_MEMBER = 'You are not a member of this league.';
export const MEMBER_NOT_FOUND = 'This manager is not a member of this league.';
export const OWNER_CANNOT_BE_REMOVED =
  'You own this league: leave it instead, and it passes to its longest-standing member.';

const pageOf = <T>(query: ListPageQuery, count: number, results: T[]) => ({
  count,
  next: query.page * query.page_size < count ? query.page + 1 : null,
  results,
});
const offsetOf = (query: ListPageQuery) => (query.page - 1) * query.page_size;

/** Leagues (GAME.md "Social", INTERFACE.md "Leagues and search"). */
export function createLeaguesService(deps: { db: Db; now: () => number; storage: FileStorage }) {
  const { db, now, storage } = deps;
  const queries = createLeagueQueries(db);

  async function found(tx: Db, slug: string, viewerId: number | null, lock = false): Promise<LeagueRow> {
    const row = await createLeagueQueries(tx).bySlug(slug, viewerId, lock);
    if (!row) throw notFound(LEAGUE_NOT_FOUND);
    return row;
  }

  async function owned(tx: Db, slug: string, viewerId: number): Promise<LeagueRow> {
    const row = await found(tx, slug, viewerId, true);
    if (row.owner_id !== viewerId) throw forbidden(OWNER_ONLY);
    return row;
  }

  async function item(tx: Db, row: LeagueRow, viewerId: number | null): Promise<League> {
    const ranks =
      row.is_member && viewerId !== null ? await createLeagueQueries(tx).ranksOf([row.id], viewerId) : null;
    return presentLeague(row, viewerId, ranks?.get(row.id) ?? null);
  }

  async function detailOf(tx: Db, slug: string, viewerId: number): Promise<LeagueDetail> {
    const row = await found(tx, slug, viewerId);
    // One after the other: inside a transaction the queries share one connection.
    const league = await item(tx, row, viewerId);
    return presentLeagueDetail(league, await createLeagueQueries(tx).scope(row.id));
  }

  async function createWithFreeSlug(viewerId: number, body: CreateLeagueBody): Promise<string> {
    const base = leagueSlugBase(body.name);
    // Two leagues of one name created at once: the unique index refuses the second, which tries the next suffix.
    for (let attempt = 0; ; attempt += 1) {
      const slug = freeSlug(base, await queries.slugsLike(base));
      try {
        await db.transaction(async (tx) => {
          const [league] = await tx
            .insert(leagues)
            .values({ slug, name: body.name, description: body.description ?? '', ownerId: viewerId })
            .returning({ id: leagues.id });
          if (!league) throw new Error('insert returned no league');
          await tx.insert(leagueMembers).values({ leagueId: league.id, userId: viewerId });
          await publish(tx, domainEvent('league.joined', { league_id: league.id, user_id: viewerId }));
        });
        return slug;
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 4) throw error;
      }
    }
  }

  return {
    async list(viewerId: number, query: ListPageQuery): Promise<LeaguePage> {
      const { rows, count } = await queries.mine(viewerId, query.page_size, offsetOf(query));
      // Every rank of the page in one statement, not one per league.
      const ranks = await queries.ranksOf(
        rows.map((row) => row.id),
        viewerId,
      );
      return pageOf(
        query,
        count,
        rows.map((row) => presentLeague(row, viewerId, ranks.get(row.id) ?? null)),
      );
    },

    async create(viewerId: number, body: CreateLeagueBody): Promise<LeagueDetail> {
      return detailOf(db, await createWithFreeSlug(viewerId, body), viewerId);
    },

    detail: (slug: string, viewerId: number): Promise<LeagueDetail> => detailOf(db, slug, viewerId),

    async invite(slug: string, viewerId: number | null): Promise<League> {
      return item(db, await found(db, slug, viewerId), viewerId);
    },

    async update(slug: string, viewerId: number, body: UpdateLeagueBody): Promise<LeagueDetail> {
      return db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        await tx
          .update(leagues)
          .set({
            ...(body.name !== undefined ? { name: body.name } : {}),
            ...(body.description !== undefined ? { description: body.description } : {}),
            ...(body.joining_closed !== undefined ? { joiningClosed: body.joining_closed } : {}),
            updatedAt: new Date(now()),
          })
          .where(eq(leagues.id, league.id));
        return detailOf(tx, slug, viewerId);
      });
    },

    /**
     * Owner only, checked before the upload is read, decoded or stored: who may call comes
     * before what was sent, and a refusal leaves nothing behind. The replaced file is removed once the new one is recorded.
     */
    async setImage(slug: string, viewerId: number, read: () => Promise<Buffer>): Promise<LeagueDetail> {
      const before = await found(db, slug, viewerId);
      if (before.owner_id !== viewerId) throw forbidden(OWNER_ONLY);
      const data = await read();
      const image = await normaliseImage(data, LEAGUE_IMAGE);
      const url = await storage.put(image.key, image.bytes);
      let previous: string | null = null;
      try {
        const detail = await db.transaction(async (tx) => {
          const league = await owned(tx, slug, viewerId);
          previous = league.image;
          await tx
            .update(leagues)
            .set({ image: url, updatedAt: new Date(now()) })
            .where(eq(leagues.id, league.id));
          return detailOf(tx, slug, viewerId);
        });
        if (previous) await storage.remove(previous);
        return detail;
      } catch (error) {
        // The league changed hands or closed while the picture was being made: keep no orphan file.
        await storage.remove(url);
        throw error;
      }
    },

    async removeImage(slug: string, viewerId: number): Promise<LeagueDetail> {
      let previous: string | null = null;
      const detail = await db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        previous = league.image;
        if (previous) {
          await tx
            .update(leagues)
            .set({ image: null, updatedAt: new Date(now()) })
            .where(eq(leagues.id, league.id));
        }
        return detailOf(tx, slug, viewerId);
      });
      if (previous) await storage.remove(previous);
      return detail;
    },

    async remove(slug: string, viewerId: number): Promise<void> {
      const image = await db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        await tx.delete(leagues).where(eq(leagues.id, league.id));
        return league.image;
      });
      if (image) await storage.remove(image);
    },

    async join(slug: string, viewerId: number, inviterId: number | undefined): Promise<LeagueDetail> {
      return db.transaction(async (tx) => {
        const league = await found(tx, slug, viewerId, true);
        if (!league.is_member) {
          if (league.joining_closed) throw conflict(JOINING_CLOSED);
          const [inviter] =
            inviterId !== undefined && inviterId !== viewerId
              ? await tx
                  .select({ id: users.id })
                  .from(users)
                  .where(and(eq(users.id, inviterId), isNull(users.deletedAt)))
              : [];
          const joined = await tx
            .insert(leagueMembers)
            .values({ leagueId: league.id, userId: viewerId, inviterId: inviter?.id ?? null })
            .onConflictDoNothing()
            .returning({ userId: leagueMembers.userId });
          if (joined.length)
            await publish(tx, domainEvent('league.joined', { league_id: league.id, user_id: viewerId }));
        }
        return detailOf(tx, slug, viewerId);
      });
    },

    /** An owner leaving hands the league to its longest-standing member; the last one out closes it. */
    async leave(slug: string, viewerId: number): Promise<{ left: true; closed: boolean }> {
      return db.transaction(async (tx) => {
        const league = await found(tx, slug, viewerId, true);
        if (!league.is_member) throw conflict(NOT_A_MEMBER);
        await tx
          .delete(leagueMembers)
          .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, viewerId)));
        if (league.owner_id !== viewerId) return { left: true, closed: false };
        const [heir] = await tx
          .select({ userId: leagueMembers.userId })
          .from(leagueMembers)
          .where(eq(leagueMembers.leagueId, league.id))
          .orderBy(asc(leagueMembers.joinedAt), asc(leagueMembers.userId))
          .limit(1);
        if (!heir) {
          await tx.delete(leagues).where(eq(leagues.id, league.id));
          return { left: true, closed: true };
        }
        await tx
          .update(leagues)
          .set({ ownerId: heir.userId, updatedAt: new Date(now()) })
          .where(eq(leagues.id, league.id));
        return { left: true, closed: false };
      });
    },

    async members(
      slug: string,
      viewerId: number,
      query: ListPageQuery,
    ): Promise<{ count: number; next: number | null; results: UserListItem[] }> {
      const league = await found(db, slug, viewerId);
      const rows = await queries.members(league.id, query.page_size, offsetOf(query), viewerId);
      return pageOf(query, league.members_count, rows.map(presentUserListItem));
    },

    async removeMember(slug: string, viewerId: number, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        if (userId === viewerId) throw conflict(OWNER_CANNOT_BE_REMOVED);
        const gone = await tx
          .delete(leagueMembers)
          .where(and(eq(leagueMembers.leagueId, league.id), eq(leagueMembers.userId, userId)))
          .returning({ userId: leagueMembers.userId });
        if (gone.length === 0) throw notFound(MEMBER_NOT_FOUND);
      });
    },

    async setEvents(slug: string, viewerId: number, eventIds: number[]): Promise<LeagueDetail> {
      return db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        const known =
          eventIds.length === 0
            ? []
            : await tx.select({ id: events.id }).from(events).where(inArray(events.id, eventIds));
        const knownIds = new Set(known.map((row) => row.id));
        const unknown = eventIds.filter((id) => !knownIds.has(id));
        if (unknown.length > 0) {
          const message = `There is no event with the id ${unknown.join(', ')}.`;
          throw badRequest(message, { event_ids: [message] });
        }
        await tx.delete(leagueEvents).where(eq(leagueEvents.leagueId, league.id));
        if (eventIds.length > 0) {
          await tx.insert(leagueEvents).values(eventIds.map((eventId) => ({ leagueId: league.id, eventId })));
        }
        return detailOf(tx, slug, viewerId);
      });
    },

    async setSports(slug: string, viewerId: number, sportSlugs: string[]): Promise<LeagueDetail> {
      return db.transaction(async (tx) => {
        const league = await owned(tx, slug, viewerId);
        const known =
          sportSlugs.length === 0
            ? []
            : await tx
                .select({ id: sports.id, slug: sports.slug })
                .from(sports)
                .where(inArray(sports.slug, sportSlugs));
        const knownSlugs = new Set(known.map((row) => row.slug));
        const unknown = sportSlugs.filter((s) => !knownSlugs.has(s));
        if (unknown.length > 0) {
          const message = `There is no sport ${unknown.map((s) => `"${s}"`).join(', ')}.`;
          throw badRequest(message, { sport_slugs: [message] });
        }
        await tx.delete(leagueSports).where(eq(leagueSports.leagueId, league.id));
        if (known.length > 0) {
          await tx
            .insert(leagueSports)
            .values(known.map((row) => ({ leagueId: league.id, sportId: row.id })));
        }
        return detailOf(tx, slug, viewerId);
      });
    },

    async standings(slug: string, viewerId: number, query: ListPageQuery): Promise<LeagueStandingsPage> {
      const league = await found(db, slug, viewerId);
      const from = offsetOf(query) + 1;
      const to = query.page * query.page_size;
      const lines = await queries.standingsPage(league.id, from, to, viewerId);
      const own = lines.find((line) => line.id === viewerId);
      return {
        ...pageOf(
          query,
          league.members_count,
          lines.filter((line) => line.position >= from && line.position <= to).map(presentStanding),
        ),
        me: own ? presentStanding(own) : null,
      };
    },
  };
}

export type LeaguesService = ReturnType<typeof createLeaguesService>;
