import { z } from 'zod';

export const SUBSCRIPTION_PLAN_IDS = ['monthly', 'yearly'] as const;
export const subscriptionPlanIdSchema = z.enum(SUBSCRIPTION_PLAN_IDS);

/** A premium plan on sale (GET subscriptions/plans/). */
export const subscriptionPlanSchema = z.object({
  id: subscriptionPlanIdSchema,
  label: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  /** Months one payment covers. */
  months: z.number().int(),
  /** Draft credits each month of the plan brings. */
  monthly_credits: z.number().int(),
  /** Teams a premium manager may enter per game. */
  teams_per_game: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const SUBSCRIPTION_STATUS_VALUES = ['none', 'trial', 'active', 'cancelled'] as const;

/**
 * The caller's premium (GET subscriptions/me/, INTERFACE.md "Premium, polls, insights"):
 * `cancelled` keeps the benefits until `ends_at`; `none` has no plan and no `ends_at`.
 */
export const mySubscriptionSchema = z.object({
  status: z.enum(SUBSCRIPTION_STATUS_VALUES),
  /** The paid plan; null on a trial and with none. */
  plan: subscriptionPlanIdSchema.nullable(),
  /** When premium ends, or renews for an active plan. */
  ends_at: z.string().nullable(),
  /** Whether the one 7-day trial has been taken. */
  trial_used: z.boolean(),
  /** Whether premium's benefits apply now. */
  is_premium: z.boolean(),
  /** 'dev' or 'stripe' for a paid plan. */
  provider: z.string().nullable(),
});
export type MySubscription = z.infer<typeof mySubscriptionSchema>;

export const subscriptionCheckoutBodySchema = z.object({ plan: subscriptionPlanIdSchema });

/** A checkout: the dev provider activates at once; Stripe answers `pending` with its page. */
export const subscriptionCheckoutSchema = z.object({
  status: z.enum(['active', 'pending']),
  checkout_url: z.string().optional(),
  subscription: mySubscriptionSchema,
});
export type SubscriptionCheckout = z.infer<typeof subscriptionCheckoutSchema>;
