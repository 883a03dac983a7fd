CREATE TABLE "starter_squads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"cards" integer NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "starter_squads" ADD CONSTRAINT "starter_squads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;