import type { CreateLeagueBody, LeagueDetail, UpdateLeagueBody } from '@shred/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../api/index.ts';
import { STALE_TIMES } from '../query/stale-times.ts';

/** Standings and member lists show 50 a page (issue 15). */
export const LEAGUE_PAGE_SIZE = 50;

export const leagueKeys = {
  /** Everything about leagues; joining, leaving or a settings change makes all of it stale. */
  all: ['leagues'] as const,
  mine: (page: number) => ['leagues', 'mine', page] as const,
  league: (slug: string) => ['leagues', 'one', slug] as const,
  detail: (slug: string) => ['leagues', 'one', slug, 'detail'] as const,
  invite: (slug: string) => ['leagues', 'one', slug, 'invite'] as const,
  standings: (slug: string, page: number) => ['leagues', 'one', slug, 'standings', page] as const,
  members: (slug: string, page: number) => ['leagues', 'one', slug, 'members', page] as const,
};

/** GET leagues/: the viewer's leagues with their rank in each. */
export function useMyLeaguesQuery(page: number) {
  return useQuery({
    queryKey: leagueKeys.mine(page),
    queryFn: ({ signal }) => call('leagueList', { query: { page }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** GET leagues/{slug}/: the league with the events and sports that count. */
export function useLeagueQuery(slug: string) {
  return useQuery({
    queryKey: leagueKeys.detail(slug),
    queryFn: ({ signal }) => call('leagueDetail', { params: { slug }, signal }),
    staleTime: STALE_TIMES.default,
  });
}

/** GET leagues/{slug}/invite/: what an invite link shows anyone, signed in or not. */
export function useLeagueInviteQuery(slug: string) {
  return useQuery({
    queryKey: leagueKeys.invite(slug),
    queryFn: ({ signal }) => call('leagueInvite', { params: { slug }, signal }),
    enabled: slug !== '',
    staleTime: STALE_TIMES.default,
  });
}

/** GET leagues/{slug}/standings/: a page of 50 with the viewer's own row pinned. */
export function useLeagueStandingsQuery(slug: string, page: number, enabled = true) {
  return useQuery({
    queryKey: leagueKeys.standings(slug, page),
    queryFn: ({ signal }) =>
      call('leagueStandings', { params: { slug }, query: { page, page_size: LEAGUE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
    enabled,
  });
}

/** GET leagues/{slug}/members/: members, longest-standing first. */
export function useLeagueMembersQuery(slug: string, page: number) {
  return useQuery({
    queryKey: leagueKeys.members(slug, page),
    queryFn: ({ signal }) =>
      call('leagueMembers', { params: { slug }, query: { page, page_size: LEAGUE_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    staleTime: STALE_TIMES.default,
  });
}

/** After a change: the changed league is known at once, and every list refetches. */
function useSettled() {
  const queryClient = useQueryClient();
  return async (league?: LeagueDetail) => {
    if (league) queryClient.setQueryData(leagueKeys.detail(league.slug), league);
    await queryClient.invalidateQueries({ queryKey: leagueKeys.all });
  };
}

/** POST leagues/: the caller owns the new league and is its first member. */
export function useCreateLeagueMutation() {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: CreateLeagueBody) => call('leagueCreate', { body }),
    onSuccess: (league) => settled(league),
  });
}

/** PUT leagues/{slug}/: the owner changes the name, description or whether joining is closed. */
export function useUpdateLeagueMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (body: UpdateLeagueBody) => call('leagueUpdate', { params: { slug }, body }),
    onSuccess: (league) => settled(league),
  });
}

/** POST leagues/{slug}/join/: joining again is fine; the inviter is credited when given. */
export function useJoinLeagueMutation() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ slug, inviterId }: { slug: string; inviterId?: number | null }) =>
      call('leagueJoin', { params: { slug }, body: inviterId ? { inviter_id: inviterId } : {} }),
    onSuccess: (league) => settled(league),
  });
}

/** POST leagues/{slug}/leave/: an owner leaving passes the league on, or closes it when alone. */
export function useLeaveLeagueMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: () => call('leagueLeave', { params: { slug } }),
    onSuccess: () => settled(),
  });
}

/** DELETE leagues/{slug}/members/{user_id}/: the owner removes a member. */
export function useRemoveMemberMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (userId: number) => call('leagueMemberRemove', { params: { slug, user_id: userId } }),
    onSuccess: () => settled(),
  });
}

/** PUT leagues/{slug}/events/: the events whose games count (none: every event). */
export function useLeagueEventsMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (eventIds: number[]) =>
      call('leagueEvents', { params: { slug }, body: { event_ids: eventIds } }),
    onSuccess: (league) => settled(league),
  });
}

/** PUT leagues/{slug}/sports/: the sports whose games count (none: every sport). */
export function useLeagueSportsMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: (sportSlugs: string[]) =>
      call('leagueSports', { params: { slug }, body: { sport_slugs: sportSlugs } }),
    onSuccess: (league) => settled(league),
  });
}

/** POST leagues/{slug}/image/ as multipart with the field image: the owner sets the league's picture. */
export function useLeagueImageMutation() {
  const settled = useSettled();
  return useMutation({
    mutationFn: ({ slug, file }: { slug: string; file: File }) => {
      const form = new FormData();
      form.append('image', file);
      return call('leagueImageUpload', { params: { slug }, body: form });
    },
    onSuccess: (league) => settled(league),
  });
}

/** DELETE leagues/{slug}/image/: the owner removes the picture; the initials crest shows again. */
export function useRemoveLeagueImageMutation(slug: string) {
  const settled = useSettled();
  return useMutation({
    mutationFn: () => call('leagueImageDelete', { params: { slug } }),
    onSuccess: (league) => settled(league),
  });
}
