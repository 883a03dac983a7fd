export { inviteUrl, leaguePath, leagueRefFrom } from './invite-link.ts';
export {
  clientFieldErrors,
  type LeagueFieldErrors,
  LeagueFields,
  serverFieldErrors,
} from './league-fields.tsx';
export { LeagueImage, leagueInitials } from './league-image.tsx';
export { LeagueImagePicker } from './league-image-picker.tsx';
export { LeagueListItem, membersText } from './league-list-item.tsx';
export {
  LEAGUE_PAGE_SIZE,
  leagueKeys,
  useCreateLeagueMutation,
  useJoinLeagueMutation,
  useLeagueEventsMutation,
  useLeagueImageMutation,
  useLeagueInviteQuery,
  useLeagueMembersQuery,
  useLeagueQuery,
  useLeagueSportsMutation,
  useLeagueStandingsQuery,
  useLeaveLeagueMutation,
  useMyLeaguesQuery,
  useRemoveLeagueImageMutation,
  useRemoveMemberMutation,
  useUpdateLeagueMutation,
} from './league-queries.ts';
export { LeagueStandingsTable } from './league-standings.tsx';
export { ShareInvite } from './share-invite.tsx';
export { UserListItem, VerifiedBadge } from './user-list-item.tsx';
