/** The athlete-zone calls with their schemas (issue 17). */
export const athleteZoneRoutes = {} as const;
