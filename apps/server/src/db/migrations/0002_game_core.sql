CREATE TABLE "card_instances" (
	"id" serial PRIMARY KEY NOT NULL,
	"athlete_id" integer NOT NULL,
	"tier" text NOT NULL,
	"season" text NOT NULL,
	"serial" integer NOT NULL,
	"owner_id" integer,
	"contract_games_left" integer DEFAULT 10 NOT NULL,
	"minted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_instances_contract_nonnegative" CHECK ("card_instances"."contract_games_left" >= 0)
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_amount_nonzero" CHECK ("credit_ledger"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "athlete_game_points" (
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"place" integer,
	"place_points" integer NOT NULL,
	"bonus_points" integer NOT NULL,
	"points" numeric(10, 2) NOT NULL,
	CONSTRAINT "athlete_game_points_game_id_athlete_id_pk" PRIMARY KEY("game_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "athletes" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"primary_sport_id" integer NOT NULL,
	"nationality" text NOT NULL,
	"aspi" real DEFAULT 50 NOT NULL,
	"avatar" text,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "athletes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "athletes_aspi_range" CHECK ("athletes"."aspi" >= 0 and "athletes"."aspi" <= 100)
);
--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"name" text NOT NULL,
	"round_order" integer NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disciplines" (
	"id" serial PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_sports" (
	"event_id" integer NOT NULL,
	"sport_id" integer NOT NULL,
	CONSTRAINT "event_sports_event_id_sport_id_pk" PRIMARY KEY("event_id","sport_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"image" text,
	"location" text NOT NULL,
	"season" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"results_feed_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_slug_unique" UNIQUE("slug"),
	CONSTRAINT "events_dates_order" CHECK ("events"."date_from" <= "events"."date_to")
);
--> statement-breakpoint
CREATE TABLE "fantasy_games" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"discipline_id" integer NOT NULL,
	"gender" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'UPC' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"ruleset_id" integer NOT NULL,
	"scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results" (
	"competition_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"place" integer NOT NULL,
	"score" real,
	"bonuses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "results_competition_id_athlete_id_pk" PRIMARY KEY("competition_id","athlete_id"),
	CONSTRAINT "results_place_positive" CHECK ("results"."place" > 0)
);
--> statement-breakpoint
CREATE TABLE "rulesets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"place_points" jsonb NOT NULL,
	"step" integer DEFAULT 2 NOT NULL,
	"min_points" integer DEFAULT 2 NOT NULL,
	"bonuses" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rulesets_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "sports_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "startlist_entries" (
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"competition_id" integer NOT NULL,
	"seed" integer,
	"withdrawn" boolean DEFAULT false NOT NULL,
	CONSTRAINT "startlist_entries_game_id_athlete_id_pk" PRIMARY KEY("game_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "quickplay_cup_games" (
	"cup_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	CONSTRAINT "quickplay_cup_games_cup_id_game_id_pk" PRIMARY KEY("cup_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "quickplay_cups" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"season" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quickplay_cups_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_picks" (
	"team_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"athlete_id" integer NOT NULL,
	"card_instance_id" integer,
	"tier" text,
	"price" integer,
	"picked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_picks_team_id_athlete_id_pk" PRIMARY KEY("team_id","athlete_id")
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" serial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"mode" text NOT NULL,
	"cup_id" integer,
	"entry_number" integer DEFAULT 1 NOT NULL,
	"captain_athlete_id" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"score" numeric(10, 2),
	"rank" integer
);
--> statement-breakpoint
ALTER TABLE "card_instances" ADD CONSTRAINT "card_instances_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_instances" ADD CONSTRAINT "card_instances_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_game_points" ADD CONSTRAINT "athlete_game_points_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athlete_game_points" ADD CONSTRAINT "athlete_game_points_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_primary_sport_id_sports_id_fk" FOREIGN KEY ("primary_sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "athletes" ADD CONSTRAINT "athletes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitions" ADD CONSTRAINT "competitions_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "disciplines" ADD CONSTRAINT "disciplines_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sports" ADD CONSTRAINT "event_sports_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_sports" ADD CONSTRAINT "event_sports_sport_id_sports_id_fk" FOREIGN KEY ("sport_id") REFERENCES "public"."sports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_games" ADD CONSTRAINT "fantasy_games_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_games" ADD CONSTRAINT "fantasy_games_discipline_id_disciplines_id_fk" FOREIGN KEY ("discipline_id") REFERENCES "public"."disciplines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fantasy_games" ADD CONSTRAINT "fantasy_games_ruleset_id_rulesets_id_fk" FOREIGN KEY ("ruleset_id") REFERENCES "public"."rulesets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results" ADD CONSTRAINT "results_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startlist_entries" ADD CONSTRAINT "startlist_entries_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startlist_entries" ADD CONSTRAINT "startlist_entries_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "startlist_entries" ADD CONSTRAINT "startlist_entries_competition_id_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."competitions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickplay_cup_games" ADD CONSTRAINT "quickplay_cup_games_cup_id_quickplay_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."quickplay_cups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quickplay_cup_games" ADD CONSTRAINT "quickplay_cup_games_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_picks" ADD CONSTRAINT "team_picks_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_picks" ADD CONSTRAINT "team_picks_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_picks" ADD CONSTRAINT "team_picks_athlete_id_athletes_id_fk" FOREIGN KEY ("athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_picks" ADD CONSTRAINT "team_picks_card_instance_id_card_instances_id_fk" FOREIGN KEY ("card_instance_id") REFERENCES "public"."card_instances"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_cup_id_quickplay_cups_id_fk" FOREIGN KEY ("cup_id") REFERENCES "public"."quickplay_cups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_captain_athlete_id_athletes_id_fk" FOREIGN KEY ("captain_athlete_id") REFERENCES "public"."athletes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_instances_serial_key" ON "card_instances" USING btree ("athlete_id","tier","season","serial");--> statement-breakpoint
CREATE INDEX "card_instances_owner_idx" ON "card_instances" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_user_idx" ON "credit_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "athletes_sport_idx" ON "athletes" USING btree ("primary_sport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "athletes_user_key" ON "athletes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitions_game_round_key" ON "competitions" USING btree ("game_id","round_order");--> statement-breakpoint
CREATE UNIQUE INDEX "disciplines_sport_slug_key" ON "disciplines" USING btree ("sport_id","slug");--> statement-breakpoint
CREATE INDEX "events_dates_idx" ON "events" USING btree ("date_from","date_to");--> statement-breakpoint
CREATE UNIQUE INDEX "fantasy_games_event_discipline_gender_key" ON "fantasy_games" USING btree ("event_id","discipline_id","gender");--> statement-breakpoint
CREATE INDEX "fantasy_games_status_idx" ON "fantasy_games" USING btree ("status","opens_at");--> statement-breakpoint
CREATE INDEX "startlist_athlete_idx" ON "startlist_entries" USING btree ("athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_picks_card_per_game_key" ON "team_picks" USING btree ("game_id","card_instance_id") WHERE "team_picks"."card_instance_id" is not null;--> statement-breakpoint
CREATE INDEX "team_picks_game_athlete_idx" ON "team_picks" USING btree ("game_id","athlete_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_user_game_mode_entry_key" ON "teams" USING btree ("user_id","game_id","mode","entry_number");--> statement-breakpoint
CREATE INDEX "teams_leaderboard_idx" ON "teams" USING btree ("game_id","mode","rank");--> statement-breakpoint
CREATE INDEX "teams_user_idx" ON "teams" USING btree ("user_id");