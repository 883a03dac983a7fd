/** Schemas of the analytics calls (issue 17). */
export {};
