CREATE TABLE "provider_calls" (
	"provider" text NOT NULL,
	"month" text NOT NULL,
	"calls" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_calls_provider_month_pk" PRIMARY KEY("provider","month")
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "details" jsonb;