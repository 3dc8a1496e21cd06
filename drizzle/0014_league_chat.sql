CREATE TABLE "league_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"league_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid,
	"author_name" text,
	"body" text,
	"data" jsonb,
	"system_key" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_chat_messages_kind_check" CHECK ("league_chat_messages"."kind" in ('message', 'member_joined', 'week_won')),
	CONSTRAINT "league_chat_messages_body_length_check" CHECK (char_length("league_chat_messages"."body") between 1 and 500),
	CONSTRAINT "league_chat_messages_shape_check" CHECK (("league_chat_messages"."kind" = 'message') = ("league_chat_messages"."body" is not null and "league_chat_messages"."author_name" is not null and "league_chat_messages"."system_key" is null))
);
--> statement-breakpoint
CREATE TABLE "league_chat_mutes" (
	"league_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"muted_until" timestamp with time zone NOT NULL,
	"muted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "league_chat_mutes_league_id_user_id_pk" PRIMARY KEY("league_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "league_chat_messages" ADD CONSTRAINT "league_chat_messages_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_chat_messages" ADD CONSTRAINT "league_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_chat_mutes" ADD CONSTRAINT "league_chat_mutes_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_chat_mutes" ADD CONSTRAINT "league_chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_chat_messages_page_idx" ON "league_chat_messages" USING btree ("league_id","created_at","id");--> statement-breakpoint
CREATE INDEX "league_chat_messages_user_idx" ON "league_chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_chat_messages_system_unique" ON "league_chat_messages" USING btree ("league_id","system_key");--> statement-breakpoint
CREATE INDEX "league_chat_mutes_user_idx" ON "league_chat_mutes" USING btree ("user_id");