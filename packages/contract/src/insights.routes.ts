/** The insights calls with their schemas (issue 17). */
export const insightsRoutes = {} as const;
