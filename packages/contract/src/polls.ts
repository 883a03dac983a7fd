/** Schemas of the polls calls (issue 17). */
export {};
