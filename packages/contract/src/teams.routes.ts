import { recordIdParamSchema } from './catalog.ts';
import { defineRoute } from './route.ts';
import { teamsEndpoints } from './teams.endpoints.ts';
import { myTeamsQuerySchema, teamBodySchema, teamListSchema, teamSchema } from './teams.ts';

/** Teams: entering a game, late swaps, and reading a team with its scored breakdown. */
export const teamsRoutes = {
  createTeam: defineRoute({
    ...teamsEndpoints.createTeam,
    tag: 'teams',
    summary: 'Enter a team in an open game (5 picks and a captain)',
    params: recordIdParamSchema,
    body: teamBodySchema,
    response: { 201: teamSchema },
    errors: [409],
  }),
  updateTeam: defineRoute({
    ...teamsEndpoints.updateTeam,
    tag: 'teams',
    summary: 'Change a team before its picks lock (late swap)',
    params: recordIdParamSchema,
    body: teamBodySchema,
    response: { 200: teamSchema },
    errors: [403, 409],
  }),
  teamDetail: defineRoute({
    ...teamsEndpoints.teamDetail,
    tag: 'teams',
    summary: "A team with its score breakdown (the owner's, or anyone's once all its picks have locked)",
    params: recordIdParamSchema,
    response: { 200: teamSchema },
    errors: [403],
  }),
  myTeams: defineRoute({
    ...teamsEndpoints.myTeams,
    tag: 'teams',
    summary: "The signed-in manager's teams in a game",
    params: recordIdParamSchema,
    query: myTeamsQuerySchema,
    response: { 200: teamListSchema },
    errors: [],
  }),
} as const;
