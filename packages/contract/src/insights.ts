/** Schemas of the insights calls (issue 17). */
export {};
