import type { CurrentUser, FollowResult, ProfileStats, PublicProfile } from '@shred/contract';
import { levelForXp } from '@shred/game';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { follows, passwordResets, refreshTokens, users } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { readTags, type StaleReads } from '../../platform/read-cache/stale-reads.ts';
import type { FileStorage } from '../../platform/storage/storage.port.ts';
import { createCatalogQueries } from '../catalog/catalog.queries.ts';
import { gameRecordOf } from './game-record.queries.ts';
import { normaliseProfileImage } from './profile-image.ts';
import { presentCurrentUser, presentPublicProfile } from './users.presenter.ts';
import { createUserQueries, type UserRow } from './users.queries.ts';
import type { ProfileUpdateInput } from './users.types.ts';

export const USER_NOT_FOUND = 'This user does not exist.';
export const CANNOT_FOLLOW_SELF = 'You cannot follow yourself.';

export interface ProfileServiceDeps {
  db: Db;
  storage: FileStorage;
  now: () => number;
  /** Every change of a user's row is announced: servers keep signed-in users' rows in memory. */
  staleReads: StaleReads;
  /** Runs in the same transaction as the update that first completes manager onboarding. */
  onManagerWelcomeCompleted?: (tx: Db, userId: number) => Promise<unknown>;
  /** The user's live premium as the current user shows it. */
  subscriptionOf: (userId: number) => Promise<CurrentUser['subscription']>;
}

/** A user's own profile, public profiles, stats and follows. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, storage, now, onManagerWelcomeCompleted, staleReads, subscriptionOf } = deps;
  const queries = createUserQueries(db);
  const catalog = createCatalogQueries(db);

  async function followResult(viewerId: number, targetId: number): Promise<FollowResult> {
    const [following, counts] = await Promise.all([
      queries.isFollowing(viewerId, targetId),
      queries.followCounts(targetId),
    ]);
    return { following, followers_count: counts.followers };
  }

  async function followTarget(viewer: UserRow, targetId: number): Promise<UserRow> {
    if (targetId === viewer.id)
      throw badRequest(CANNOT_FOLLOW_SELF, { target_user_id: [CANNOT_FOLLOW_SELF] });
    const target = await queries.findActiveById(targetId);
    if (!target) throw notFound(USER_NOT_FOUND);
    return target;
  }

  /** The slugs once each, in the order given; 400 naming any sport that does not exist. */
  async function knownSports(slugs: readonly string[]): Promise<string[]> {
    const wanted = [...new Set(slugs)];
    const found = new Set((await catalog.sportsBySlugs(wanted)).map((sport) => sport.slug));
    const unknown = wanted.filter((slug) => !found.has(slug));
    if (unknown.length > 0) {
      const message = `There is no sport ${unknown.map((slug) => `"${slug}"`).join(', ')}.`;
      throw badRequest(message, { followed_sports: [message] });
    }
    return wanted;
  }

  return {
    me: async (user: UserRow): Promise<CurrentUser> =>
      presentCurrentUser(user, await subscriptionOf(user.id)),

    async update(user: UserRow, profileId: number, input: ProfileUpdateInput): Promise<CurrentUser> {
      if (profileId !== user.id) throw forbidden('You can only edit your own profile.');
      if (input.id !== undefined && input.id !== profileId) {
        throw badRequest('The id in the body does not match the profile.', {
          id: ['Does not match the profile.'],
        });
      }
      if (input.username && (await queries.usernameTaken(input.username, user.id))) {
        throw conflict('This username is already taken.', { username: ['This username is already taken.'] });
      }
      const followedSports = input.followed_sports && (await knownSports(input.followed_sports));
      const completesWelcome = input.completed_manager_welcome === true && !user.completedManagerWelcome;
      const updated = await staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.user(user.id));
        const [row] = await tx
          .update(users)
          .set({
            ...(input.username !== undefined ? { username: input.username } : {}),
            ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
            ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
            ...(input.theme_preference !== undefined ? { themePreference: input.theme_preference } : {}),
            ...(input.completed_manager_welcome !== undefined
              ? { completedManagerWelcome: input.completed_manager_welcome }
              : {}),
            ...(input.used_native_app !== undefined ? { usedNativeApp: input.used_native_app } : {}),
            ...(followedSports ? { followedSports } : {}),
            updatedAt: new Date(now()),
          })
          .where(eq(users.id, user.id))
          .returning()
          .catch((error: { code?: string; cause?: { code?: string } }) => {
            if ((error.code ?? error.cause?.code) === '23505') {
              throw conflict('This username is already taken.', {
                username: ['This username is already taken.'],
              });
            }
            throw error;
          });
        if (row && completesWelcome) await onManagerWelcomeCompleted?.(tx, user.id);
        return row;
      });
      if (!updated) throw notFound(USER_NOT_FOUND);
      return presentCurrentUser(updated, await subscriptionOf(updated.id));
    },

    async uploadImage(user: UserRow, data: Buffer): Promise<{ profile_image: string }> {
      const image = await normaliseProfileImage(data);
      const url = await storage.put(image.key, image.bytes);
      await staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.user(user.id));
        await tx
          .update(users)
          .set({ profileImage: url, updatedAt: new Date(now()) })
          .where(eq(users.id, user.id));
      });
      if (user.profileImage) await storage.remove(user.profileImage);
      return { profile_image: url };
    },

    /**
     * Remove what identifies the person; keep the row (under a neutral name) so teams,
     * results and ledgers that point at it stay whole.
     */
    async deleteAccount(user: UserRow): Promise<void> {
      const at = new Date(now());
      await staleReads.transaction(db, async (tx, stale) => {
        stale(readTags.user(user.id));
        await tx
          .update(users)
          .set({
            email: null,
            username: `deleted-${user.id}`,
            passwordHash: null,
            firstName: '',
            lastName: '',
            profileImage: null,
            isStaff: false,
            isVerified: false,
            inviterId: null,
            signupLeagueSlug: null,
            deletedAt: at,
            updatedAt: at,
          })
          .where(eq(users.id, user.id));
        await tx.delete(refreshTokens).where(eq(refreshTokens.userId, user.id));
        await tx.delete(passwordResets).where(eq(passwordResets.userId, user.id));
        await tx.delete(follows).where(eq(follows.followerId, user.id));
        await tx.delete(follows).where(eq(follows.followeeId, user.id));
      });
      if (user.profileImage) await storage.remove(user.profileImage);
    },

    async publicProfile(idOrUsername: number | string, viewer: UserRow | null): Promise<PublicProfile> {
      const found = await queries.findProfile(
        typeof idOrUsername === 'number' ? { id: idOrUsername } : { username: idOrUsername },
        viewer?.id ?? null,
      );
      if (!found) throw notFound(USER_NOT_FOUND);
      return presentPublicProfile(found.user, {
        isAthlete: found.isAthlete,
        athleteName: found.athleteName,
        following: found.followedByViewer,
        followers: found.followers,
        followingCount: found.following,
      });
    },

    async stats(userId: number): Promise<ProfileStats> {
      const [found, record] = await Promise.all([
        queries.findProfile({ id: userId }, null),
        gameRecordOf(db, userId),
      ]);
      if (!found) throw notFound(USER_NOT_FOUND);
      const { user } = found;
      return {
        games_played: record.gamesPlayed,
        wins: record.wins,
        best_rank: record.bestRank,
        xp: user.xp,
        level: { name: levelForXp(user.xp) },
        followers: found.followers,
        following: found.following,
      };
    },

    async follow(viewer: UserRow, targetId: number): Promise<FollowResult> {
      const target = await followTarget(viewer, targetId);
      await queries.follow(viewer.id, target.id);
      return followResult(viewer.id, target.id);
    },

    async unfollow(viewer: UserRow, targetId: number): Promise<FollowResult> {
      const target = await followTarget(viewer, targetId);
      await queries.unfollow(viewer.id, target.id);
      return followResult(viewer.id, target.id);
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
