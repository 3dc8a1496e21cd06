-- Custom SQL migration file, put your code below! --
CREATE FUNCTION delete_points_of_deleted_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM points_transactions t USING deleted_picks d WHERE t.game_id = d.game_id AND t.pick_id = d.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER picks_delete_points AFTER DELETE ON picks
  REFERENCING OLD TABLE AS deleted_picks
  FOR EACH STATEMENT EXECUTE FUNCTION delete_points_of_deleted_picks();
--> statement-breakpoint
-- Grading moves many users' points_total at once: room on each page lets those be HOT updates.
ALTER TABLE users SET (fillfactor = 80);
