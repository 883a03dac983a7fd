import { z } from 'zod';

/** The ranges the staff dashboard offers, in days ending today (UTC). */
export const DASHBOARD_RANGES = [7, 30, 90] as const;
export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export const dashboardQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((days): days is DashboardRange => (DASHBOARD_RANGES as readonly number[]).includes(days), {
      message: 'Choose 7, 30 or 90 days.',
    })
    .default(30),
});
export type DashboardQuery = z.input<typeof dashboardQuerySchema>;

/** One day of a series (`day` is YYYY-MM-DD, UTC); every day of the range is present. */
export const dashboardPointSchema = z.object({ day: z.string(), value: z.number() });
export type DashboardPoint = z.infer<typeof dashboardPointSchema>;

export const dashboardSchema = z.object({
  range: z.object({ days: z.number().int(), from: z.string(), to: z.string() }),
  totals: z.object({
    /** Accounts not deleted, all time. */
    players: z.number().int(),
    /** Accounts made in the range. */
    signups: z.number().int(),
    /** Signed-in players active today (UTC). */
    daily_active_today: z.number().int(),
    /** Teams entered in the range. */
    teams: z.number().int(),
    /** Credits bought with money in the range. */
    credits_bought: z.number().int(),
    /** Credits that left the economy in the range: drafts, contract extensions and market fees. */
    credits_burned: z.number().int(),
    /** Credits paid for market cards sold in the range. */
    market_volume: z.number().int(),
  }),
  series: z.object({
    signups: z.array(dashboardPointSchema),
    daily_active: z.array(dashboardPointSchema),
    teams_entered: z.array(dashboardPointSchema),
    credits_bought: z.array(dashboardPointSchema),
    credits_burned: z.array(dashboardPointSchema),
    market_volume: z.array(dashboardPointSchema),
  }),
  /** The 10 most recently opened games with their teams. */
  teams_per_game: z.array(
    z.object({ game_id: z.number().int(), name: z.string(), event: z.string(), teams: z.number().int() }),
  ),
  /**
   * Weekly sign-up cohorts in the range (weeks start Monday) and the share of each that was
   * active 1, 2 and 4 weeks after its week; null while that week has not ended yet.
   */
  retention: z.array(
    z.object({
      cohort_week: z.string(),
      size: z.number().int(),
      week1: z.number().nullable(),
      week2: z.number().nullable(),
      week4: z.number().nullable(),
    }),
  ),
  /** The most frequent tracked events in the range. */
  top_events: z.array(z.object({ event: z.string(), count: z.number().int() })),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
