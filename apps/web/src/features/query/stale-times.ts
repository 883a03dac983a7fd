/** How long fetched data counts as fresh, per kind of resource; the one place to tune them. */
export const STALE_TIMES = {
  /** Default for anything not listed: long enough to avoid refetching on every mount. */
  default: 30_000,
  /** Other users' profiles change rarely, follows are written through the cache. */
  publicProfile: 60_000,
  /** Stats move only when games complete. */
  profileStats: 5 * 60_000,
} as const;
