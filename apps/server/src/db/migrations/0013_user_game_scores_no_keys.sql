ALTER TABLE "user_game_scores" DROP CONSTRAINT "user_game_scores_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "user_game_scores" DROP CONSTRAINT "user_game_scores_game_id_fantasy_games_id_fk";
--> statement-breakpoint
-- Without the keys' cascades: a game's best scores go when its board pointer does (a deleted
-- game takes its game_standings row with it).
CREATE FUNCTION "game_standings_forget_best_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "user_game_scores" WHERE "game_id" = OLD.game_id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "game_standings_forget_best_scores" AFTER DELETE ON "game_standings"
  FOR EACH ROW EXECUTE FUNCTION game_standings_forget_best_scores();--> statement-breakpoint
DELETE FROM "user_game_scores" s WHERE NOT EXISTS (SELECT 1 FROM "game_standings" g WHERE g.game_id = s.game_id);
