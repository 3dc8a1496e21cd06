CREATE TABLE "grading_deltas" (
	"game_id" uuid PRIMARY KEY NOT NULL,
	"week_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deltas" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "grading_deltas" ADD CONSTRAINT "grading_deltas_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grading_deltas" ALTER COLUMN "deltas" SET STORAGE EXTERNAL;