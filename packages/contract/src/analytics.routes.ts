/** The analytics calls with their schemas (issue 17). */
export const analyticsRoutes = {} as const;
