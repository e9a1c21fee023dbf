ALTER TABLE "live_events" ADD COLUMN "host_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "host_away_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "media_generation" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "end_reason" text;