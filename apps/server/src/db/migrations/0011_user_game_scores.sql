CREATE TABLE "user_game_scores" (
	"user_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"hundredths" integer NOT NULL,
	CONSTRAINT "user_game_scores_user_id_game_id_pk" PRIMARY KEY("user_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "user_game_scores" ADD CONSTRAINT "user_game_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_game_scores" ADD CONSTRAINT "user_game_scores_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_game_scores_game_idx" ON "user_game_scores" USING btree ("game_id");--> statement-breakpoint
-- A game's best scores follow its board: when game_standings points at another generation (a
-- scoring pass's flip, or the board withdrawn), that game's rows are rewritten from the new
-- board in the same transaction. Unchanged scores are not rewritten.
CREATE FUNCTION "game_standings_best_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.generation IS NOT DISTINCT FROM OLD.generation THEN
    RETURN NULL;
  END IF;
  DELETE FROM "user_game_scores" s
  WHERE s.game_id = NEW.game_id
    AND (NEW.generation IS NULL OR NOT EXISTS (
      SELECT 1 FROM "standings" b
      WHERE b.game_id = NEW.game_id AND b.generation = NEW.generation AND b.mode = 'manager'
        AND b.user_id = s.user_id));
  IF NEW.generation IS NOT NULL THEN
    INSERT INTO "user_game_scores" ("user_id", "game_id", "hundredths")
    SELECT b.user_id, NEW.game_id, max(b.hundredths) FROM "standings" b
    WHERE b.game_id = NEW.game_id AND b.generation = NEW.generation AND b.mode = 'manager'
    GROUP BY b.user_id
    ON CONFLICT ("user_id", "game_id") DO UPDATE SET "hundredths" = excluded.hundredths
      WHERE "user_game_scores"."hundredths" <> excluded.hundredths;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "game_standings_best_scores" AFTER INSERT OR UPDATE OF "generation" ON "game_standings"
  FOR EACH ROW EXECUTE FUNCTION game_standings_best_scores();--> statement-breakpoint
INSERT INTO "user_game_scores" ("user_id", "game_id", "hundredths")
SELECT "user_id", "game_id", max("hundredths") FROM "current_standings" WHERE "mode" = 'manager'
GROUP BY "user_id", "game_id";
