CREATE TABLE "board_week_figures" (
	"week_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"correct_wins" integer DEFAULT 0 NOT NULL,
	"incorrect_wins" integer DEFAULT 0 NOT NULL,
	"last_counted_pick_at" timestamp with time zone,
	CONSTRAINT "board_week_figures_week_id_user_id_pk" PRIMARY KEY("week_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "figures_week_id" uuid;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "counted_home_score" integer;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "counted_away_score" integer;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "on_board" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "correct_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "incorrect_wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_points" ADD COLUMN "last_counted_pick_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "board_week_figures" ADD CONSTRAINT "board_week_figures_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_week_figures" ADD CONSTRAINT "board_week_figures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_week_figures_user_idx" ON "board_week_figures" USING btree ("user_id");--> statement-breakpoint
-- The boards' stored figures (decision 044). Points follow the global ledger rows in their week, as
-- the rows are written and deleted; a pick puts its player on its week's board and the all-time one.
CREATE FUNCTION figures_follow_added_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO board_week_figures AS f (week_id, user_id, points)
  SELECT week_id, user_id, sum(amount)::int FROM added_rows
  WHERE league_id IS NULL AND week_id IS NOT NULL GROUP BY week_id, user_id ORDER BY week_id, user_id
  ON CONFLICT (week_id, user_id) DO UPDATE SET points = f.points + excluded.points;
  UPDATE user_points u SET on_board = true
  FROM (SELECT DISTINCT user_id FROM added_rows WHERE league_id IS NULL) a
  WHERE u.user_id = a.user_id AND NOT u.on_board;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_transactions_add_figures AFTER INSERT ON points_transactions
  REFERENCING NEW TABLE AS added_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_follow_added_points();
--> statement-breakpoint
-- A player left with no pick in the week and no global row in it leaves the week's board; one with
-- no pick and no global trivia or streak row leaves the all-time board.
CREATE FUNCTION figures_follow_removed_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE board_week_figures f SET points = f.points - r.amount
  FROM (SELECT week_id, user_id, sum(amount)::int AS amount FROM removed_rows
    WHERE league_id IS NULL AND week_id IS NOT NULL GROUP BY week_id, user_id) r
  WHERE f.week_id = r.week_id AND f.user_id = r.user_id;
  DELETE FROM board_week_figures f
  USING (SELECT DISTINCT week_id, user_id FROM removed_rows WHERE league_id IS NULL AND week_id IS NOT NULL) r
  WHERE f.week_id = r.week_id AND f.user_id = r.user_id AND f.points = 0
    AND NOT EXISTS (SELECT 1 FROM picks p JOIN games g ON g.id = p.game_id WHERE p.user_id = r.user_id AND g.week_id = r.week_id)
    AND NOT EXISTS (SELECT 1 FROM points_transactions t
      WHERE t.week_id = r.week_id AND t.user_id = r.user_id AND t.game_id IS NULL AND t.league_id IS NULL);
  UPDATE user_points u SET on_board = false
  FROM (SELECT DISTINCT user_id FROM removed_rows WHERE league_id IS NULL AND game_id IS NULL) r
  WHERE u.user_id = r.user_id AND u.on_board
    AND NOT EXISTS (SELECT 1 FROM picks p WHERE p.user_id = r.user_id)
    AND NOT EXISTS (SELECT 1 FROM user_trivia_attempts a JOIN points_transactions t ON t.trivia_attempt_id = a.id
      WHERE a.user_id = r.user_id AND t.league_id IS NULL)
    AND NOT EXISTS (SELECT 1 FROM trivia_submissions s JOIN points_transactions t ON t.trivia_submission_id = s.id
      WHERE s.user_id = r.user_id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_transactions_remove_figures AFTER DELETE ON points_transactions
  REFERENCING OLD TABLE AS removed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION figures_follow_removed_points();
--> statement-breakpoint
CREATE FUNCTION figures_follow_added_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows already there are skipped by a plain read first: ON CONFLICT alone would wait for a
  -- grading under way that is updating the player's row.
  INSERT INTO board_week_figures (week_id, user_id)
  SELECT DISTINCT g.week_id, n.user_id FROM added_picks n JOIN games g ON g.id = n.game_id
  WHERE NOT EXISTS (SELECT 1 FROM board_week_figures f WHERE f.week_id = g.week_id AND f.user_id = n.user_id)
  ON CONFLICT DO NOTHING;
  UPDATE user_points u SET on_board = true
  FROM (SELECT DISTINCT user_id FROM added_picks) a WHERE u.user_id = a.user_id AND NOT u.on_board;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER picks_add_figures AFTER INSERT ON picks
  REFERENCING NEW TABLE AS added_picks
  FOR EACH STATEMENT EXECUTE FUNCTION figures_follow_added_picks();
--> statement-breakpoint
-- A pick row counts in its game's week (grading rewrites a moved game's rows on regrade; now at once).
UPDATE points_transactions t SET week_id = g.week_id FROM games g
WHERE g.id = t.game_id AND t.week_id IS DISTINCT FROM g.week_id;
--> statement-breakpoint
INSERT INTO board_week_figures (week_id, user_id, points, correct_wins, incorrect_wins, last_counted_pick_at)
SELECT week_id, user_id, coalesce(t.points, 0), coalesce(k.correct_wins, 0), coalesce(k.incorrect_wins, 0), k.last_pick
FROM (
  SELECT week_id, user_id, sum(amount)::int AS points FROM points_transactions
  WHERE league_id IS NULL AND week_id IS NOT NULL GROUP BY week_id, user_id
) t
FULL JOIN (
  SELECT g.week_id, p.user_id,
    count(*) FILTER (WHERE g.graded_at IS NOT NULL AND p.winner = CASE WHEN g.final_home_score > g.final_away_score THEN 'HOME'
      WHEN g.final_away_score > g.final_home_score THEN 'AWAY' END)::int AS correct_wins,
    count(*) FILTER (WHERE g.graded_at IS NOT NULL AND p.winner IS DISTINCT FROM CASE WHEN g.final_home_score > g.final_away_score THEN 'HOME'
      WHEN g.final_away_score > g.final_home_score THEN 'AWAY' END)::int AS incorrect_wins,
    max(p.updated_at) FILTER (WHERE g.graded_at IS NOT NULL) AS last_pick
  FROM picks p JOIN games g ON g.id = p.game_id GROUP BY g.week_id, p.user_id
) k USING (week_id, user_id);
--> statement-breakpoint
UPDATE user_points u SET on_board = true, correct_wins = a.correct_wins, incorrect_wins = a.incorrect_wins,
  last_counted_pick_at = a.last_pick
FROM (
  SELECT user_id, sum(correct_wins)::int AS correct_wins, sum(incorrect_wins)::int AS incorrect_wins,
    max(last_counted_pick_at) AS last_pick
  FROM board_week_figures GROUP BY user_id
) a WHERE u.user_id = a.user_id;
--> statement-breakpoint
UPDATE user_points u SET on_board = true
WHERE u.user_id IN (SELECT user_id FROM points_transactions WHERE game_id IS NULL AND league_id IS NULL);
--> statement-breakpoint
UPDATE games SET figures_week_id = week_id,
  counted_home_score = CASE WHEN graded_at IS NOT NULL THEN final_home_score END,
  counted_away_score = CASE WHEN graded_at IS NOT NULL THEN final_away_score END;
