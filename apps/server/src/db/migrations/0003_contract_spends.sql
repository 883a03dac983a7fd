CREATE TABLE "contract_spends" (
	"game_id" integer NOT NULL,
	"card_instance_id" integer NOT NULL,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contract_spends_game_id_card_instance_id_pk" PRIMARY KEY("game_id","card_instance_id")
);
--> statement-breakpoint
DROP INDEX "teams_user_idx";--> statement-breakpoint
ALTER TABLE "contract_spends" ADD CONSTRAINT "contract_spends_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_spends" ADD CONSTRAINT "contract_spends_card_instance_id_card_instances_id_fk" FOREIGN KEY ("card_instance_id") REFERENCES "public"."card_instances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "teams_cup_user_idx" ON "teams" USING btree ("cup_id","user_id") WHERE "teams"."cup_id" is not null;