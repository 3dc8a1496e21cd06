CREATE TABLE "survivor_picks" (
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"side" text NOT NULL,
	"team" text NOT NULL,
	"saved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "survivor_picks_league_id_user_id_week_id_pk" PRIMARY KEY("league_id","user_id","week_id"),
	CONSTRAINT "survivor_picks_team_once" UNIQUE("league_id","user_id","team"),
	CONSTRAINT "survivor_picks_side_check" CHECK ("survivor_picks"."side" in ('HOME', 'AWAY'))
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "format" text DEFAULT 'pickem' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "lives" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "survivor_picks" ADD CONSTRAINT "survivor_picks_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survivor_picks" ADD CONSTRAINT "survivor_picks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survivor_picks" ADD CONSTRAINT "survivor_picks_week_id_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survivor_picks" ADD CONSTRAINT "survivor_picks_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survivor_picks_game_idx" ON "survivor_picks" USING btree ("game_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_format_check" CHECK ("leagues"."format" in ('pickem', 'survivor'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_lives_check" CHECK ("leagues"."lives" between 1 and 3);