CREATE TABLE "live_stage_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"video" boolean DEFAULT false NOT NULL,
	"cap_coins" integer,
	"consultation_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_stage_requests_cap_positive" CHECK ("live_stage_requests"."cap_coins" is null or "live_stage_requests"."cap_coins" > 0)
);
--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "live_event_id" uuid;--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "cap_coins" integer;--> statement-breakpoint
ALTER TABLE "live_events" ADD COLUMN "stage_price_per_minute" integer;--> statement-breakpoint
ALTER TABLE "live_stage_requests" ADD CONSTRAINT "live_stage_requests_event_id_live_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."live_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stage_requests" ADD CONSTRAINT "live_stage_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_stage_requests" ADD CONSTRAINT "live_stage_requests_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_stage_requests_queue_idx" ON "live_stage_requests" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_stage_requests_waiting_key" ON "live_stage_requests" USING btree ("event_id","user_id") WHERE "live_stage_requests"."status" = 'waiting';--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_live_event_id_live_events_id_fk" FOREIGN KEY ("live_event_id") REFERENCES "public"."live_events"("id") ON DELETE set null ON UPDATE no action;