CREATE TABLE "league_rule_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"pick_mode" text DEFAULT 'straight' NOT NULL,
	"confidence" boolean DEFAULT false NOT NULL,
	"slate" text DEFAULT 'power5' NOT NULL,
	"deadline" text DEFAULT 'kickoff' NOT NULL,
	"tiebreaker" boolean DEFAULT false NOT NULL,
	"points" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_rule_sets_league_saved_unique" UNIQUE("league_id","saved_at"),
	CONSTRAINT "league_rule_sets_pick_mode_check" CHECK ("league_rule_sets"."pick_mode" in ('straight', 'spread')),
	CONSTRAINT "league_rule_sets_slate_check" CHECK ("league_rule_sets"."slate" in ('power5', 'ranked', 'selected')),
	CONSTRAINT "league_rule_sets_deadline_check" CHECK ("league_rule_sets"."deadline" in ('kickoff', 'first_kickoff'))
);
--> statement-breakpoint
ALTER TABLE "league_rule_sets" ADD CONSTRAINT "league_rule_sets_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every league so far played the site's game: its first rules are the default format with the site's points as they are now.
INSERT INTO "league_rule_sets" ("league_id", "points", "saved_at")
SELECT l."id",
  '{"correctWinner":1,"incorrectWinner":0,"exactScore":2,"correctMargin":1,"overUnderCorrect":1,"upsetBonus":2,"exactScoreEnabled":true,"correctMarginEnabled":true,"overUnderEnabled":true,"upsetBonusEnabled":true}'::jsonb
    || coalesce((SELECT s."value_json" FROM "settings" s WHERE s."key" = 'points'), '{}'::jsonb),
  l."created_at"
FROM "leagues" l;
