export {
  athleteClaimKeys,
  useAdminAthleteClaimsQuery,
  useApproveAthleteClaimMutation,
  useCreateAthleteClaimMutation,
  useDeclineAthleteClaimMutation,
  useMyAthleteClaimQuery,
} from './athlete-claim-queries.ts';
export { AthleteClaimRequest } from './athlete-claim-request.tsx';
export { AthleteClaimStatus, ClaimStatusChip } from './athlete-claim-status.tsx';
