CREATE TABLE "xp_awards" (
	"user_id" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" integer NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "xp_awards_user_id_reason_reference_pk" PRIMARY KEY("user_id","reason","reference"),
	CONSTRAINT "xp_awards_amount_positive" CHECK ("xp_awards"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "xp_awards" ADD CONSTRAINT "xp_awards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;