CREATE TABLE "trivia_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"total_correct" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trivia_submissions_one_per_day" UNIQUE("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "league_trivia_points" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "league_week_totals" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "league_trivia_points" CASCADE;--> statement-breakpoint
DROP TABLE "league_week_totals" CASCADE;--> statement-breakpoint
ALTER TABLE "leagues" DROP CONSTRAINT "leagues_owner_id_users_id_fk";
--> statement-breakpoint
DROP INDEX "trivia_questions_date_idx";--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_transactions_pkey";--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "pick_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "game_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "trivia_questions" ALTER COLUMN "scheduled_date" SET DATA TYPE date
  USING CASE WHEN "scheduled_date" ~ '^\d{4}-\d{2}-\d{2}$' THEN "scheduled_date"::date END;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "source" text DEFAULT 'pick' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_transactions" ALTER COLUMN "source" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "week_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "trivia_attempt_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "trivia_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "points_transactions" ADD COLUMN "league_id" uuid;--> statement-breakpoint
-- Stored reason texts become stable codes; an unknown text fails the migration rather than vanish.
UPDATE "points_transactions" SET "reason" = CASE lower(trim("reason"))
  WHEN 'correct winner' THEN 'correct_winner'
  WHEN 'incorrect winner' THEN 'incorrect_winner'
  WHEN 'exact score' THEN 'exact_score'
  WHEN 'correct margin' THEN 'correct_margin'
  WHEN 'over/under' THEN 'over_under'
  WHEN 'upset bonus' THEN 'upset_bonus'
END;--> statement-breakpoint
UPDATE "points_transactions" t SET "week_id" = g."week_id" FROM "games" g WHERE g."id" = t."game_id";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
-- A final game with both scores was graded when it went final.
UPDATE "games" SET "graded_at" = "updated_at" WHERE "status" = 'final' AND "final_home_score" IS NOT NULL AND "final_away_score" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "user_trivia_attempts" ADD COLUMN "unlocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_trivia_attempts" ADD COLUMN "deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_trivia_attempts" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trivia_submissions" ADD CONSTRAINT "trivia_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_default_league_id_leagues_id_fk" FOREIGN KEY ("default_league_id") REFERENCES "public"."leagues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "users_default_league_idx" ON "users" USING btree ("default_league_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_pick_key" ON "points_transactions" USING btree ("game_id","pick_id","reason") WHERE "points_transactions"."game_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_attempt_key" ON "points_transactions" USING btree ("trivia_attempt_id","reason") WHERE "points_transactions"."trivia_attempt_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "points_transactions_submission_key" ON "points_transactions" USING btree ("trivia_submission_id","reason") WHERE "points_transactions"."trivia_submission_id" is not null;--> statement-breakpoint
CREATE INDEX "points_transactions_trivia_week_idx" ON "points_transactions" USING btree ("week_id","user_id") WHERE "points_transactions"."game_id" is null;--> statement-breakpoint
CREATE INDEX "points_transactions_league_idx" ON "points_transactions" USING btree ("league_id","user_id") WHERE "points_transactions"."league_id" is not null;--> statement-breakpoint
CREATE INDEX "league_invites_league_idx" ON "league_invites" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "league_invites_invited_by_idx" ON "league_invites" USING btree ("invited_by");--> statement-breakpoint
CREATE INDEX "league_members_invite_idx" ON "league_members" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_members_one_owner" ON "league_members" USING btree ("league_id") WHERE "league_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "leagues_owner_idx" ON "leagues" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "trivia_questions_global_day_idx" ON "trivia_questions" USING btree ("scheduled_date") WHERE "trivia_questions"."league_id" is null;--> statement-breakpoint
CREATE INDEX "trivia_questions_league_day_idx" ON "trivia_questions" USING btree ("league_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "trivia_questions_created_by_idx" ON "trivia_questions" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "user_trivia_attempts_question_idx" ON "user_trivia_attempts" USING btree ("trivia_question_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'ADMIN'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_handle_check" CHECK ("users"."handle" ~ '^[A-Za-z0-9_]{3,20}$');--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_status_check" CHECK ("games"."status" in ('scheduled', 'live', 'final'));--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_finalized_by_check" CHECK ("games"."finalized_by" in ('sync', 'admin'));--> statement-breakpoint
ALTER TABLE "weeks" ADD CONSTRAINT "weeks_season_type_check" CHECK ("weeks"."season_type" in ('regular', 'postseason'));--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_winner_check" CHECK ("picks"."winner" in ('HOME', 'AWAY'));--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_pred_over_under_check" CHECK ("picks"."pred_over_under" in ('over', 'under'));--> statement-breakpoint
ALTER TABLE "picks" ADD CONSTRAINT "picks_pred_scores_check" CHECK ("picks"."pred_home_score" >= 0 and "picks"."pred_away_score" >= 0);--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_source_check" CHECK ("points_transactions"."source" in ('pick', 'trivia', 'streak', 'league_trivia'));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_reason_check" CHECK ("points_transactions"."reason" in ('correct_winner', 'incorrect_winner', 'exact_score', 'correct_margin', 'over_under', 'upset_bonus', 'trivia_correct', 'streak_bonus', 'league_trivia_correct'));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_one_source_key" CHECK (num_nonnulls("points_transactions"."pick_id", "points_transactions"."trivia_attempt_id", "points_transactions"."trivia_submission_id") = 1);--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_source_matches_key" CHECK (case "points_transactions"."source"
        when 'pick' then "points_transactions"."pick_id" is not null and "points_transactions"."game_id" is not null and "points_transactions"."league_id" is null
        when 'trivia' then "points_transactions"."trivia_attempt_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is null
        when 'league_trivia' then "points_transactions"."trivia_attempt_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is not null
        when 'streak' then "points_transactions"."trivia_submission_id" is not null and "points_transactions"."game_id" is null and "points_transactions"."league_id" is null
      end);--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_role_check" CHECK ("league_members"."role" in ('member', 'owner'));--> statement-breakpoint
ALTER TABLE "league_members" ADD CONSTRAINT "league_members_status_check" CHECK ("league_members"."status" in ('active', 'removed'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_visibility_check" CHECK ("leagues"."visibility" in ('private', 'public'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_league_type_check" CHECK ("leagues"."league_type" in ('both', 'picks_only', 'trivia_only'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_name_length_check" CHECK (char_length("leagues"."name") between 3 and 50);--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_slug_check" CHECK ("leagues"."slug" ~ '^[a-z0-9-]{3,50}$');--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_description_length_check" CHECK (char_length("leagues"."description") between 0 and 500);--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_join_code_check" CHECK ("leagues"."join_code" ~ '^[A-Z0-9]{4,16}$');--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_category_check" CHECK ("trivia_questions"."category" in ('historical', 'current', 'conference', 'fun_facts'));--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_difficulty_check" CHECK ("trivia_questions"."difficulty" in ('easy', 'medium', 'hard'));--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_question_length_check" CHECK (char_length("trivia_questions"."question") between 10 and 500);--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_correct_answer_length_check" CHECK (char_length("trivia_questions"."correct_answer") between 1 and 200);--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_explanation_length_check" CHECK (char_length("trivia_questions"."explanation") between 0 and 1000);--> statement-breakpoint
ALTER TABLE "trivia_questions" ADD CONSTRAINT "trivia_questions_incorrect_answers_check" CHECK (cardinality("trivia_questions"."incorrect_answers") = 3 and array_ndims("trivia_questions"."incorrect_answers") = 1
        and char_length("trivia_questions"."incorrect_answers"[1]) between 1 and 200
        and char_length("trivia_questions"."incorrect_answers"[2]) between 1 and 200
        and char_length("trivia_questions"."incorrect_answers"[3]) between 1 and 200);--> statement-breakpoint
ALTER TABLE "user_trivia_attempts" ADD CONSTRAINT "user_trivia_attempts_deadline_check" CHECK ("user_trivia_attempts"."deadline_at" is null or "user_trivia_attempts"."deadline_at" >= "user_trivia_attempts"."unlocked_at");--> statement-breakpoint
-- Each source's table takes its ledger rows along when its rows go, and moves the owners' totals.
-- League trivia counts only in its league's standings, never in pointsTotal.
CREATE FUNCTION delete_points_of_deleted_attempts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM points_transactions t USING deleted_attempts d
    WHERE t.trivia_attempt_id = d.id
    RETURNING t.user_id, t.amount, t.league_id
  )
  UPDATE user_points u SET points_total = u.points_total - r.amount
  FROM (SELECT user_id, sum(amount)::int AS amount FROM removed WHERE league_id IS NULL GROUP BY user_id) r
  WHERE u.user_id = r.user_id AND r.amount <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER user_trivia_attempts_delete_points AFTER DELETE ON user_trivia_attempts
  REFERENCING OLD TABLE AS deleted_attempts
  FOR EACH STATEMENT EXECUTE FUNCTION delete_points_of_deleted_attempts();
--> statement-breakpoint
CREATE FUNCTION delete_points_of_deleted_submissions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM points_transactions t USING deleted_submissions d
    WHERE t.trivia_submission_id = d.id
    RETURNING t.user_id, t.amount
  )
  UPDATE user_points u SET points_total = u.points_total - r.amount
  FROM (SELECT user_id, sum(amount)::int AS amount FROM removed GROUP BY user_id) r
  WHERE u.user_id = r.user_id AND r.amount <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER trivia_submissions_delete_points AFTER DELETE ON trivia_submissions
  REFERENCING OLD TABLE AS deleted_submissions
  FOR EACH STATEMENT EXECUTE FUNCTION delete_points_of_deleted_submissions();
--> statement-breakpoint
-- A deleted owner's league goes to its longest-standing active member; only an empty league is
-- deleted. A statement trigger runs after the user's memberships are gone; the owner foreign key
-- is checked at commit, after the hand-over.
CREATE FUNCTION hand_over_leagues_of_deleted_owners() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owned record;
  heir uuid;
BEGIN
  FOR owned IN SELECT l.id FROM leagues l JOIN deleted_users d ON d.id = l.owner_id FOR UPDATE OF l LOOP
    SELECT m.user_id INTO heir FROM league_members m
    WHERE m.league_id = owned.id AND m.status = 'active'
      AND NOT EXISTS (SELECT 1 FROM deleted_users d WHERE d.id = m.user_id)
    ORDER BY m.joined_at, m.id LIMIT 1;
    IF heir IS NULL THEN
      DELETE FROM leagues WHERE id = owned.id;
    ELSE
      UPDATE league_members SET role = 'member' WHERE league_id = owned.id AND role = 'owner';
      UPDATE league_members SET role = 'owner' WHERE league_id = owned.id AND user_id = heir;
      UPDATE leagues SET owner_id = heir, updated_at = now() WHERE id = owned.id;
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_hand_over_leagues AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted_users
  FOR EACH STATEMENT EXECUTE FUNCTION hand_over_leagues_of_deleted_owners();
