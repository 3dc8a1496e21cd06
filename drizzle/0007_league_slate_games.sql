CREATE TABLE "league_slate_games" (
	"league_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_slate_games_league_id_game_id_pk" PRIMARY KEY("league_id","game_id")
);
--> statement-breakpoint
ALTER TABLE "league_slate_games" ADD CONSTRAINT "league_slate_games_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_slate_games" ADD CONSTRAINT "league_slate_games_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_slate_games" ADD CONSTRAINT "league_slate_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_slate_games_week_idx" ON "league_slate_games" USING btree ("league_id","week_id");