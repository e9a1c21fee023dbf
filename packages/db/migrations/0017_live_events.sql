CREATE TABLE "live_chat_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"removed_at" timestamp with time zone,
	"removed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_chat_mutes" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"muted_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"title_en" text NOT NULL,
	"title_hi" text NOT NULL,
	"topic_en" text NOT NULL,
	"topic_hi" text NOT NULL,
	"language" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"janus_server" text,
	"janus_room" bigint,
	"janus_secret" text,
	"janus_pin" text,
	"hearts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_viewers" (
	"event_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD CONSTRAINT "live_chat_messages_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_chat_mutes" ADD CONSTRAINT "live_chat_mutes_muted_by_users_id_fk" FOREIGN KEY ("muted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_viewers" ADD CONSTRAINT "live_viewers_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_chat_messages_event_idx" ON "live_chat_messages" USING btree ("event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "live_chat_mutes_key" ON "live_chat_mutes" USING btree ("event_id","user_id");--> statement-breakpoint
CREATE INDEX "live_events_status_idx" ON "live_events" USING btree ("status","starts_at");--> statement-breakpoint
CREATE INDEX "live_events_astrologer_idx" ON "live_events" USING btree ("astrologer_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_events_one_live_key" ON "live_events" USING btree ("astrologer_id") WHERE "live_events"."status" = 'live';--> statement-breakpoint
CREATE UNIQUE INDEX "live_viewers_key" ON "live_viewers" USING btree ("event_id","viewer_key");--> statement-breakpoint
CREATE INDEX "live_viewers_seen_idx" ON "live_viewers" USING btree ("event_id","seen_at");