-- Best scores are read only by league standings: keep them for managers in some league, so a
-- scoring pass writes a row per league member on the board rather than one per manager (a
-- million-team board is mostly managers in no league). A manager joining a league brings
-- their scores of every current board along; rows of managers in no league any more go at
-- the next pass of that game.
CREATE OR REPLACE FUNCTION "game_standings_best_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.generation IS NOT DISTINCT FROM OLD.generation THEN
    RETURN NULL;
  END IF;
  DELETE FROM "user_game_scores" s
  WHERE s.game_id = NEW.game_id
    AND (NEW.generation IS NULL
      OR NOT EXISTS (SELECT 1 FROM "league_members" lm WHERE lm.user_id = s.user_id)
      OR NOT EXISTS (
        SELECT 1 FROM "standings" b
        WHERE b.game_id = NEW.game_id AND b.generation = NEW.generation AND b.mode = 'manager'
          AND b.user_id = s.user_id));
  IF NEW.generation IS NOT NULL THEN
    INSERT INTO "user_game_scores" ("user_id", "game_id", "hundredths")
    SELECT b.user_id, NEW.game_id, max(b.hundredths) FROM "standings" b
    WHERE b.game_id = NEW.game_id AND b.generation = NEW.generation AND b.mode = 'manager'
      AND b.user_id IN (SELECT lm.user_id FROM "league_members" lm)
    GROUP BY b.user_id
    ON CONFLICT ("user_id", "game_id") DO UPDATE SET "hundredths" = excluded.hundredths
      WHERE "user_game_scores"."hundredths" <> excluded.hundredths;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "league_members_best_scores"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "user_game_scores" ("user_id", "game_id", "hundredths")
  SELECT t.user_id, t.game_id, max(cs.hundredths)
  FROM (SELECT DISTINCT user_id FROM joined) j
  JOIN "teams" t ON t.user_id = j.user_id AND t.mode = 'manager'
  JOIN "current_standings" cs ON cs.team_id = t.id
  GROUP BY t.user_id, t.game_id
  ON CONFLICT ("user_id", "game_id") DO UPDATE SET "hundredths" = excluded.hundredths
    WHERE "user_game_scores"."hundredths" <> excluded.hundredths;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "league_members_best_scores" AFTER INSERT ON "league_members"
  REFERENCING NEW TABLE AS joined FOR EACH STATEMENT EXECUTE FUNCTION league_members_best_scores();--> statement-breakpoint
DELETE FROM "user_game_scores" s WHERE NOT EXISTS (SELECT 1 FROM "league_members" lm WHERE lm.user_id = s.user_id);
