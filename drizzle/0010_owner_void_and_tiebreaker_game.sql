CREATE TABLE "league_tiebreaker_games" (
	"league_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"named_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_tiebreaker_games_league_id_week_id_pk" PRIMARY KEY("league_id","week_id")
);
--> statement-breakpoint
CREATE TABLE "league_voided_games" (
	"league_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"note" text,
	"voided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_voided_games_league_id_game_id_pk" PRIMARY KEY("league_id","game_id"),
	CONSTRAINT "league_voided_games_note_check" CHECK (char_length("league_voided_games"."note") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "points_transactions" DROP CONSTRAINT "points_transactions_reason_check";--> statement-breakpoint
ALTER TABLE "league_tiebreaker_games" ADD CONSTRAINT "league_tiebreaker_games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiebreaker_games" ADD CONSTRAINT "league_tiebreaker_games_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiebreaker_games" ADD CONSTRAINT "league_tiebreaker_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_voided_games" ADD CONSTRAINT "league_voided_games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_voided_games" ADD CONSTRAINT "league_voided_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_voided_games_game_idx" ON "league_voided_games" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_void_check" CHECK ("points_transactions"."reason" <> 'void' or ("points_transactions"."source" = 'league_pick' and "points_transactions"."amount" = 0));--> statement-breakpoint
ALTER TABLE "points_transactions" ADD CONSTRAINT "points_transactions_reason_check" CHECK ("points_transactions"."reason" in ('correct_winner', 'incorrect_winner', 'exact_score', 'correct_margin', 'over_under', 'upset_bonus', 'trivia_correct', 'streak_bonus', 'league_trivia_correct', 'covered', 'confidence_correct', 'void'));