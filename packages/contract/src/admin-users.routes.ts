/** The admin-users calls with their schemas (issue 17). */
export const adminUsersRoutes = {} as const;
