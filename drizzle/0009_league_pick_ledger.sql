ALTER TABLE "points_transactions" DROP CONSTRAINT "points_transactions_source_check";--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_transactions_reason_check";--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_transactions_source_matches_key";--> statement-breakpoint
DROP INDEX "points_transactions_pick_key";--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_league_pick_key" ON "points_transactions" USING btree ("game_id","league_id","pick_id","reason") WHERE "points_transactions"."source" = 'league_pick';--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_pick_key" ON "points_transactions" USING btree ("game_id","pick_id","reason") WHERE "points_transactions"."game_id" is not null and "points_transactions"."league_id" is null;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_source_check" CHECK ("points_transactions"."source" in ('pick', 'trivia', 'streak', 'league_trivia', 'league_pick'));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_reason_check" CHECK ("points_transactions"."reason" in ('correct_winner', 'incorrect_winner', 'exact_score', 'correct_margin', 'over_under', 'upset_bonus', 'trivia_correct', 'streak_bonus', 'league_trivia_correct', 'covered', 'confidence_correct'));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_source_matches_key" CHECK (case "points_transactions"."source"
        when 'pick' then "points_transactions"."pick_id" is not null and "points_transactions"."game_id" is not null and "points_transactions"."league_id" is null
        when 'trivia' then "points_transactions"."trivia_attempt_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is null
        when 'league_trivia' then "points_transactions"."trivia_attempt_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is not null
        when 'streak' then "points_transactions"."trivia_submission_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is null
        when 'league_pick' then "points_transactions"."pick_id" is not null and "points_transactions"."game_id" is not null and "points_transactions"."league_id" is not null
      end);--> statement-breakpoint
-- A league's pick rows never count in pointsTotal: a deleted pick moves its owner's total by its site rows only.
CREATE OR REPLACE FUNCTION delete_points_of_deleted_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM points_transactions t USING deleted_picks d
    WHERE t.game_id = d.game_id AND t.pick_id = d.id
    RETURNING t.user_id, t.amount, t.league_id
  )
  UPDATE user_points u SET points_total = u.points_total - r.amount
  FROM (SELECT user_id, sum(amount)::int AS amount FROM removed WHERE league_id IS NULL GROUP BY user_id) r
  WHERE u.user_id = r.user_id AND r.amount <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A deleted league card pick takes its league rows along (they never moved a total).
CREATE FUNCTION delete_points_of_deleted_league_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM points_transactions t USING deleted_league_picks d
  WHERE t.source = 'league_pick' AND t.league_id = d.league_id AND t.game_id = d.game_id AND t.pick_id = d.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER league_picks_delete_points AFTER DELETE ON league_picks
  REFERENCING OLD TABLE AS deleted_league_picks
  FOR EACH STATEMENT EXECUTE FUNCTION delete_points_of_deleted_league_picks();
--> statement-breakpoint
-- A deleted league takes its pick rows along, those of the site's picks too.
CREATE FUNCTION delete_points_of_deleted_leagues() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM points_transactions t USING deleted_leagues d
  WHERE t.source = 'league_pick' AND t.league_id = d.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER leagues_delete_points AFTER DELETE ON leagues
  REFERENCING OLD TABLE AS deleted_leagues
  FOR EACH STATEMENT EXECUTE FUNCTION delete_points_of_deleted_leagues();
