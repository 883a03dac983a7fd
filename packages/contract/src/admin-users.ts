/** Schemas of the admin-users calls (issue 17). */
export {};
