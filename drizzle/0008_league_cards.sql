CREATE TABLE "league_picks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"winner" text NOT NULL,
	"confidence" integer,
	"line" numeric(5, 1),
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_picks_member_game_unique" UNIQUE("league_id","user_id","game_id"),
	CONSTRAINT "league_picks_winner_check" CHECK ("league_picks"."winner" in ('HOME', 'AWAY')),
	CONSTRAINT "league_picks_confidence_check" CHECK ("league_picks"."confidence" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "league_tiebreakers" (
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"total" integer NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_tiebreakers_league_id_user_id_week_id_pk" PRIMARY KEY("league_id","user_id","week_id"),
	CONSTRAINT "league_tiebreakers_total_check" CHECK ("league_tiebreakers"."total" between 0 and 300)
);
--> statement-breakpoint
ALTER TABLE "league_picks" ADD CONSTRAINT "league_picks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_picks" ADD CONSTRAINT "league_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_picks" ADD CONSTRAINT "league_picks_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_picks" ADD CONSTRAINT "league_picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiebreakers" ADD CONSTRAINT "league_tiebreakers_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiebreakers" ADD CONSTRAINT "league_tiebreakers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_tiebreakers" ADD CONSTRAINT "league_tiebreakers_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_picks_confidence_unique" ON "league_picks" USING btree ("league_id","user_id","week_id","confidence") WHERE "league_picks"."confidence" is not null;--> statement-breakpoint
CREATE INDEX "league_picks_game_idx" ON "league_picks" USING btree ("game_id");