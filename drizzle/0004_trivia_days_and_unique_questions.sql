CREATE TABLE "trivia_daily_questions" (
	"day" date NOT NULL,
	"position" smallint NOT NULL,
	"trivia_question_id" uuid NOT NULL,
	CONSTRAINT "trivia_daily_questions_day_position_pk" PRIMARY KEY("day","position"),
	CONSTRAINT "trivia_daily_questions_once_a_day" UNIQUE("day","trivia_question_id")
);
--> statement-breakpoint
ALTER TABLE "trivia_daily_questions" ADD CONSTRAINT "trivia_daily_questions_trivia_question_id_trivia_questions_id_fk" FOREIGN KEY ("trivia_question_id") REFERENCES "public"."trivia_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "trivia_daily_questions_question_idx" ON "trivia_daily_questions" USING btree ("trivia_question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_questions_global_text_unique" ON "trivia_questions" USING btree (lower("question")) WHERE "trivia_questions"."league_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "trivia_questions_league_text_unique" ON "trivia_questions" USING btree ("league_id",lower("question")) WHERE "trivia_questions"."league_id" is not null;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_season_scope_check" CHECK ("leagues"."season_scope" in ('full_season', 'from_creation'));