import { formatCount } from '@shred/game';
import { z } from 'zod';
import { paginationQuerySchema, plainTextSchema } from './catalog.ts';
import { usernameSchema } from './users.ts';

/**
 * A page of a list that grows (INTERFACE.md conventions): the total, this page's items and the
 * number of the next page, null on the last.
 */
export const listPageOf = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.number().int(), next: z.number().int().nullable(), results: z.array(item) });

/** Lists that grow are paged like every other list: ?page= and ?page_size=. */
export const listPageQuerySchema = paginationQuerySchema;
export type ListPageQuery = z.infer<typeof listPageQuerySchema>;

/** Why credits moved: the only ways they appear (purchase, grants, rewards, sales) or go. */
export const CREDIT_REASONS = [
  'purchase',
  'welcome',
  'reward',
  'staff_grant',
  'referral',
  'premium_monthly',
  'contract_extension',
  'draft',
  'market_buy',
  'market_sale',
  'market_fee',
] as const;
export const creditReasonSchema = z.enum(CREDIT_REASONS);
export type CreditReason = z.infer<typeof creditReasonSchema>;

export const ledgerMovementSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  reason: creditReasonSchema,
  /** What the movement belongs to, such as `purchase:12` or `draft:7`. */
  reference: z.string().nullable(),
  balance_after: z.number().int(),
  created_at: z.string(),
});
export type LedgerMovement = z.infer<typeof ledgerMovementSchema>;
export const ledgerPageSchema = listPageOf(ledgerMovementSchema);
export type LedgerPage = z.infer<typeof ledgerPageSchema>;

export const creditBundleSchema = z.object({
  id: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  label: z.string(),
});
export type CreditBundleView = z.infer<typeof creditBundleSchema>;

export const purchaseBodySchema = z.object({
  bundle_id: z.string({ error: 'Choose a bundle.' }).min(1, 'Choose a bundle.').max(40, 'Unknown bundle.'),
});
export type PurchaseBody = z.infer<typeof purchaseBodySchema>;

export const PURCHASE_STATUSES = ['pending', 'completed', 'failed', 'expired'] as const;
export const purchaseStatusSchema = z.enum(PURCHASE_STATUSES);

export const purchaseResultSchema = z.object({
  purchase_id: z.number().int(),
  status: z.enum(['completed', 'pending']),
  /** Where to pay, when the provider pays off-site (Stripe Checkout). */
  checkout_url: z.string().optional(),
  /** The balance after a purchase that completed at once. */
  balance: z.number().int().optional(),
});
export type PurchaseResult = z.infer<typeof purchaseResultSchema>;

export const purchaseSchema = z.object({
  id: z.number().int(),
  bundle_id: z.string(),
  credits: z.number().int(),
  price_cents: z.number().int(),
  currency: z.string(),
  status: purchaseStatusSchema,
  provider: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
});
export type Purchase = z.infer<typeof purchaseSchema>;
export const purchasePageSchema = listPageOf(purchaseSchema);
export type PurchasePage = z.infer<typeof purchasePageSchema>;

/** The most credits one staff grant moves either way. */
export const STAFF_GRANT_MAX = 1_000_000;

export const staffGrantParamsSchema = z.object({ username: usernameSchema });
export const staffGrantBodySchema = z.object({
  amount: z
    .number({ error: 'Give a whole number of credits.' })
    .int('Give a whole number of credits.')
    .refine((n) => n !== 0, 'Grant at least 1 credit, or take some with a negative amount.')
    .refine(
      (n) => Math.abs(n) <= STAFF_GRANT_MAX,
      `Move at most ${formatCount(STAFF_GRANT_MAX)} credits at once.`,
    ),
  reason: plainTextSchema(200).refine((s) => s.trim().length > 0, 'Say why, for the ledger.'),
});
export type StaffGrantBody = z.infer<typeof staffGrantBodySchema>;
export const staffGrantResultSchema = z.object({ movement: ledgerMovementSchema, balance: z.number().int() });
export type StaffGrantResult = z.infer<typeof staffGrantResultSchema>;

/** Stripe's webhook body is verified against its raw bytes; the contract only names the answer. */
export const webhookResultSchema = z.object({ received: z.literal(true), handled: z.boolean() });
