CREATE TABLE "athlete_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athlete_claims_status_check" CHECK ("athlete_claims"."status" in ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "athlete_claims" ADD CONSTRAINT "athlete_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_claims" ADD CONSTRAINT "athlete_claims_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_claims" ADD CONSTRAINT "athlete_claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "athlete_claims_one_pending_idx" ON "athlete_claims" USING btree ("user_id") WHERE "athlete_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "athlete_claims_status_idx" ON "athlete_claims" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "athlete_claims_user_idx" ON "athlete_claims" USING btree ("user_id","id");