CREATE TABLE "user_points" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"points_total" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Grading rewrites most rows at once: half-empty pages keep those updates HOT.
ALTER TABLE "user_points" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "user_points" ADD CONSTRAINT "user_points_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "user_points" ("user_id", "points_total") SELECT "id", "points_total" FROM "users";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "points_total";--> statement-breakpoint
ALTER TABLE "users" RESET (fillfactor);--> statement-breakpoint
CREATE FUNCTION create_user_points() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO user_points (user_id) SELECT id FROM new_users;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_create_points AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_users
  FOR EACH STATEMENT EXECUTE FUNCTION create_user_points();
--> statement-breakpoint
-- Deleted picks take their transactions along, and their owners' totals follow.
CREATE OR REPLACE FUNCTION delete_points_of_deleted_picks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH removed AS (
    DELETE FROM points_transactions t USING deleted_picks d
    WHERE t.game_id = d.game_id AND t.pick_id = d.id
    RETURNING t.user_id, t.amount
  )
  UPDATE user_points u SET points_total = u.points_total - r.amount
  FROM (SELECT user_id, sum(amount)::int AS amount FROM removed GROUP BY user_id) r
  WHERE u.user_id = r.user_id AND r.amount <> 0;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP INDEX "points_txns_game_idx";--> statement-breakpoint
ALTER TABLE "points_transactions" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_pkey" PRIMARY KEY("game_id","pick_id","reason");
