CREATE SEQUENCE "public"."standings_generation_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "game_standings" (
	"game_id" integer PRIMARY KEY NOT NULL,
	"generation" integer,
	"teams_ranked" integer DEFAULT 0 NOT NULL,
	"stale" boolean DEFAULT false NOT NULL,
	"line_values" integer[],
	"ranked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "standings" (
	"game_id" integer NOT NULL,
	"generation" integer NOT NULL,
	"mode" text NOT NULL,
	"position" integer NOT NULL,
	"rank" integer NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"entry_number" integer NOT NULL,
	"hundredths" integer NOT NULL,
	CONSTRAINT "standings_game_id_generation_mode_position_pk" PRIMARY KEY("game_id","generation","mode","position")
) PARTITION BY LIST ("generation");
--> statement-breakpoint
DROP INDEX "teams_leaderboard_idx";--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "lines" integer[] DEFAULT '{}'::int[] NOT NULL;--> statement-breakpoint
ALTER TABLE "game_standings" ADD CONSTRAINT "game_standings_game_id_fantasy_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."fantasy_games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "standings_team_idx" ON "standings" USING btree ("team_id","generation");--> statement-breakpoint
CREATE INDEX "teams_game_idx" ON "teams" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "score";--> statement-breakpoint
ALTER TABLE "teams" DROP COLUMN "rank";--> statement-breakpoint
CREATE VIEW "current_standings" AS
  SELECT s.* FROM "standings" s
  JOIN "game_standings" g ON g."game_id" = s."game_id" AND g."generation" = s."generation";--> statement-breakpoint
CREATE FUNCTION "team_line_keys"(team integer, captain integer) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(
    (p.athlete_id * 5 + CASE p.tier WHEN 'common' THEN 1 WHEN 'rare' THEN 2 WHEN 'epic' THEN 3 WHEN 'legendary' THEN 4 ELSE 0 END) * 2
      + (p.athlete_id = captain)::int
    ORDER BY p.athlete_id), '{}')
  FROM "team_picks" p WHERE p."team_id" = team
$$;--> statement-breakpoint
CREATE FUNCTION "team_picks_refresh_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "teams" t SET "lines" = team_line_keys(t.id, t.captain_athlete_id)
  WHERE t.id IN (SELECT DISTINCT team_id FROM changed_picks);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "team_picks_lines_insert" AFTER INSERT ON "team_picks"
  REFERENCING NEW TABLE AS changed_picks FOR EACH STATEMENT EXECUTE FUNCTION team_picks_refresh_lines();--> statement-breakpoint
CREATE TRIGGER "team_picks_lines_update" AFTER UPDATE ON "team_picks"
  REFERENCING NEW TABLE AS changed_picks FOR EACH STATEMENT EXECUTE FUNCTION team_picks_refresh_lines();--> statement-breakpoint
CREATE TRIGGER "team_picks_lines_delete" AFTER DELETE ON "team_picks"
  REFERENCING OLD TABLE AS changed_picks FOR EACH STATEMENT EXECUTE FUNCTION team_picks_refresh_lines();--> statement-breakpoint
CREATE FUNCTION "teams_captain_lines"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."lines" := team_line_keys(NEW.id, NEW.captain_athlete_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "teams_captain_lines" BEFORE UPDATE OF "captain_athlete_id" ON "teams"
  FOR EACH ROW EXECUTE FUNCTION teams_captain_lines();--> statement-breakpoint
UPDATE "teams" t SET "lines" = team_line_keys(t.id, t.captain_athlete_id);--> statement-breakpoint
INSERT INTO "game_standings" ("game_id", "stale") SELECT DISTINCT "game_id", true FROM "athlete_game_points";
