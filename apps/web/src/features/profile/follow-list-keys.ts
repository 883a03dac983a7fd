/** Followers: who follows the user. Following: whom the user follows. */
export type FollowDirection = 'followers' | 'following';

/** Cache keys of the followers and following lists, apart so the profile's follow button can refresh them. */
export const followListKeys = {
  all: ['follow-list'] as const,
  page: (userId: number, direction: FollowDirection, page: number) =>
    [...followListKeys.all, userId, direction, page] as const,
};
