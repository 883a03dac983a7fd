/** Schemas of the athlete-zone calls (issue 17). */
export {};
