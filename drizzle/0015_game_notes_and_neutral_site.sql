ALTER TABLE "games" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "neutral_site" boolean DEFAULT false NOT NULL;