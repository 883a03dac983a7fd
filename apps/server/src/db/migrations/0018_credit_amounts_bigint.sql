ALTER TABLE "credit_balances" ALTER COLUMN "balance" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "credit_purchases" ALTER COLUMN "credits" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "draft_configs" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "draft_openings" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "challenges" ALTER COLUMN "reward_amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "rewards" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "market_alerts" ALTER COLUMN "max_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "market_bot_settings" ALTER COLUMN "budget" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "market_listings" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "market_listings" ALTER COLUMN "fee" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "subscription_credit_grants" ALTER COLUMN "credits" SET DATA TYPE bigint;