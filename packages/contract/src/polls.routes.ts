/** The polls calls with their schemas (issue 17). */
export const pollsRoutes = {} as const;
