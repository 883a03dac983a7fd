import { z } from 'zod';
import { defineRoute } from './route.ts';
import { subscriptionsEndpoints } from './subscriptions.endpoints.ts';
import {
  mySubscriptionSchema,
  subscriptionCheckoutBodySchema,
  subscriptionCheckoutSchema,
  subscriptionPlanSchema,
} from './subscriptions.ts';

/** Premium (INTERFACE.md "Premium, polls, insights"). */
export const subscriptionsRoutes = {
  subscriptionPlans: defineRoute({
    ...subscriptionsEndpoints.subscriptionPlans,
    tag: 'subscriptions',
    summary: 'The premium plans on sale, with what each gives',
    response: { 200: z.array(subscriptionPlanSchema) },
    errors: [],
  }),
  mySubscription: defineRoute({
    ...subscriptionsEndpoints.mySubscription,
    tag: 'subscriptions',
    summary: 'The caller’s premium: none, trial, active or cancelled (benefits kept until ends_at)',
    response: { 200: mySubscriptionSchema },
    errors: [],
  }),
  startTrial: defineRoute({
    ...subscriptionsEndpoints.startTrial,
    tag: 'subscriptions',
    summary: 'Start the one 7-day trial (409 the second time, or while premium)',
    response: { 201: mySubscriptionSchema },
    errors: [409],
  }),
  subscriptionCheckout: defineRoute({
    ...subscriptionsEndpoints.subscriptionCheckout,
    tag: 'subscriptions',
    summary:
      'Subscribe to a plan: the dev provider activates at once, Stripe Billing answers its checkout page (409 while already subscribed)',
    body: subscriptionCheckoutBodySchema,
    response: { 201: subscriptionCheckoutSchema },
    errors: [409, 502],
  }),
  cancelSubscription: defineRoute({
    ...subscriptionsEndpoints.cancelSubscription,
    tag: 'subscriptions',
    summary:
      'Cancel at the period’s end: status cancelled, benefits kept until ends_at (409 with nothing to cancel)',
    response: { 200: mySubscriptionSchema },
    errors: [409, 502],
  }),
} as const;
