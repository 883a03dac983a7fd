export { withAthleteNames } from './athlete-names.ts';
export {
  BLOCK_REASONS,
  type BuilderCard,
  type BuilderContext,
  type BuilderPick,
  type BuilderTeam,
  builderCards,
  builderContext,
  builderTeamOf,
  builderViolations,
  CARD_UNAVAILABLE,
  type Candidate,
  type CardChoice,
  candidates,
  canMakeCaptain,
  cardChoices,
  cardsInOtherTeams,
  chooseCard,
  isLocked,
  managerTeamBody,
  togglePick,
  usableCards,
} from './manager-team-builder.ts';
export {
  clearQuickplayDraft,
  type QuickplayDraft,
  readQuickplayDraft,
  saveQuickplayDraft,
} from './quickplay-draft.ts';
export {
  type QuickplayChoice,
  type QuickplayStep,
  quickplayChoices,
  quickplayStep,
  quickplayTeamBody,
  repickDraft,
  spentAndLeft,
} from './quickplay-picker.ts';
export { TeamPickList, TeamPickListSkeleton } from './team-pick-list.tsx';
export {
  myCardsKeys,
  teamKeys,
  useCreateTeamMutation,
  useMyCardsQuery,
  useMyTeamsQuery,
  useTeamQuery,
  useUpdateTeamMutation,
} from './team-queries.ts';
export { useNow } from './use-now.ts';
