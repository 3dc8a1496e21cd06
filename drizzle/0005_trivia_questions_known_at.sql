ALTER TABLE "trivia_questions" ADD COLUMN "known_at" timestamp with time zone;
