CREATE TABLE "market_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"tier" text,
	"max_price" integer NOT NULL,
	"fired_count" integer DEFAULT 0 NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_alerts_max_price_positive" CHECK ("market_alerts"."max_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "market_bot_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"budget" integer DEFAULT 0 NOT NULL,
	"percent_of_reference" integer DEFAULT 100 NOT NULL,
	"max_active" integer DEFAULT 0 NOT NULL,
	"duration_days" integer DEFAULT 3 NOT NULL,
	"tiers" text[] DEFAULT '{common,rare}'::text[] NOT NULL,
	"sports" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_run_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_bot_settings_one_row" CHECK ("market_bot_settings"."id" = 1),
	CONSTRAINT "market_bot_settings_budget_nonnegative" CHECK ("market_bot_settings"."budget" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_instance_id" integer NOT NULL,
	"seller_id" integer,
	"athlete_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	"tier" text NOT NULL,
	"price" integer NOT NULL,
	"fee" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"buyer_id" integer,
	CONSTRAINT "market_listings_price_positive" CHECK ("market_listings"."price" > 0),
	CONSTRAINT "market_listings_fee_range" CHECK ("market_listings"."fee" >= 0 and "market_listings"."fee" <= "market_listings"."price"),
	CONSTRAINT "market_listings_closed_when_done" CHECK (("market_listings"."status" = 'active') = ("market_listings"."closed_at" is null)),
	CONSTRAINT "market_listings_buyer_when_sold" CHECK (("market_listings"."status" = 'sold') = ("market_listings"."buyer_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"cta" text,
	"target" text,
	"is_read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_alerts" ADD CONSTRAINT "market_alerts_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_card_instance_id_card_instances_id_fk" FOREIGN KEY ("card_instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_listings" ADD CONSTRAINT "market_listings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "market_alerts_athlete_idx" ON "market_alerts" USING btree ("athlete_id","max_price");--> statement-breakpoint
CREATE INDEX "market_alerts_user_idx" ON "market_alerts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "market_listings_one_active_per_card" ON "market_listings" USING btree ("card_instance_id") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_price_idx" ON "market_listings" USING btree ("price","id","expires_at") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_newest_idx" ON "market_listings" USING btree ("id") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_athlete_idx" ON "market_listings" USING btree ("athlete_id","tier","price","expires_at") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_sport_idx" ON "market_listings" USING btree ("sport_id","tier","price","expires_at") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_tier_idx" ON "market_listings" USING btree ("tier","price","expires_at") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_active_expiry_idx" ON "market_listings" USING btree ("expires_at") WHERE "market_listings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "market_listings_sold_idx" ON "market_listings" USING btree ("athlete_id","tier","closed_at") WHERE "market_listings"."status" = 'sold';--> statement-breakpoint
CREATE INDEX "market_listings_seller_idx" ON "market_listings" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."is_read";--> statement-breakpoint
INSERT INTO "market_bot_settings" ("id") VALUES (1);
