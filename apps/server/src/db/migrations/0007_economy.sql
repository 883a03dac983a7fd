CREATE TABLE "credit_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_balances_nonnegative" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_purchases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"bundle_id" text NOT NULL,
	"credits" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "credit_purchases_credits_positive" CHECK ("credit_purchases"."credits" > 0)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "draft_configs" (
	"sport_id" integer NOT NULL,
	"tier" text NOT NULL,
	"price" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"on_sale" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draft_configs_sport_id_tier_pk" PRIMARY KEY("sport_id","tier"),
	CONSTRAINT "draft_configs_price_positive" CHECK ("draft_configs"."price" > 0)
);
--> statement-breakpoint
CREATE TABLE "draft_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"tier" text NOT NULL,
	"price" integer NOT NULL,
	"odds" jsonb NOT NULL,
	"pool" jsonb NOT NULL,
	"seed_pair_id" integer NOT NULL,
	"nonce" integer NOT NULL,
	"card_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draft_pool" (
	"sport_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"weight" integer NOT NULL,
	CONSTRAINT "draft_pool_sport_id_athlete_id_pk" PRIMARY KEY("sport_id","athlete_id"),
	CONSTRAINT "draft_pool_weight_positive" CHECK ("draft_pool"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "draft_seed_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "credit_ledger_user_idx";--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "balance_after" integer;--> statement-breakpoint
UPDATE "credit_ledger" AS l SET "balance_after" = r.running FROM (SELECT "id", sum("amount") OVER (PARTITION BY "user_id" ORDER BY "id") AS running FROM "credit_ledger") AS r WHERE r."id" = l."id";--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "balance_after" SET NOT NULL;--> statement-breakpoint
INSERT INTO "credit_balances" ("user_id", "balance") SELECT "user_id", sum("amount") FROM "credit_ledger" GROUP BY "user_id";--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_configs" ADD CONSTRAINT "draft_configs_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_openings" ADD CONSTRAINT "draft_openings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_openings" ADD CONSTRAINT "draft_openings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_openings" ADD CONSTRAINT "draft_openings_seed_pair_id_draft_seed_pairs_id_fk" FOREIGN KEY ("seed_pair_id") REFERENCES "public"."draft_seed_pairs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_pool" ADD CONSTRAINT "draft_pool_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_pool" ADD CONSTRAINT "draft_pool_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_seed_pairs" ADD CONSTRAINT "draft_seed_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_purchases_user_idx" ON "credit_purchases" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_purchases_session_key" ON "credit_purchases" USING btree ("provider","provider_session_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_openings_nonce_key" ON "draft_openings" USING btree ("seed_pair_id","nonce");--> statement-breakpoint
CREATE INDEX "draft_openings_user_idx" ON "draft_openings" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "draft_seed_pairs_current_key" ON "draft_seed_pairs" USING btree ("user_id") WHERE "draft_seed_pairs"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_ledger_welcome_once" ON "credit_ledger" USING btree ("user_id") WHERE "credit_ledger"."reason" = 'welcome';--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id","id");--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_balance_after_nonnegative" CHECK ("credit_ledger"."balance_after" >= 0);