CREATE TABLE "consultation_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"consultation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"sender" text NOT NULL,
	"client_id" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consultations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text NOT NULL,
	"price_per_minute" integer NOT NULL,
	"commission_percent" integer NOT NULL,
	"reserved_coins" integer DEFAULT 0 NOT NULL,
	"birth" jsonb,
	"idempotency_key" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"request_expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"connected_ms" bigint DEFAULT 0 NOT NULL,
	"billed_minutes" integer DEFAULT 0 NOT NULL,
	"meter_at" timestamp with time zone,
	"user_joined" boolean DEFAULT false NOT NULL,
	"astrologer_joined" boolean DEFAULT false NOT NULL,
	"user_seen_at" timestamp with time zone,
	"astrologer_seen_at" timestamp with time zone,
	"away_since" timestamp with time zone,
	"media_connected_at" timestamp with time zone,
	"warned_at" timestamp with time zone,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_delivered_seq" integer DEFAULT 0 NOT NULL,
	"user_read_seq" integer DEFAULT 0 NOT NULL,
	"astrologer_delivered_seq" integer DEFAULT 0 NOT NULL,
	"astrologer_read_seq" integer DEFAULT 0 NOT NULL,
	"settled_at" timestamp with time zone,
	"charged_coins" integer,
	"astrologer_coins" integer,
	"transcript_deleted_at" timestamp with time zone,
	"refund_requested_at" timestamp with time zone,
	"refund_reason" text,
	CONSTRAINT "consultations_money_nonneg" CHECK ("consultations"."reserved_coins" >= 0 and "consultations"."billed_minutes" >= 0),
	CONSTRAINT "consultations_price_positive" CHECK ("consultations"."price_per_minute" > 0)
);
--> statement-breakpoint
CREATE TABLE "meditation_recordings" (
	"track_id" text PRIMARY KEY NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "astrologers" ADD COLUMN "presence_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_consultation_id_consultations_id_fk" FOREIGN KEY ("consultation_id") REFERENCES "public"."consultations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultations" ADD CONSTRAINT "consultations_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meditation_recordings" ADD CONSTRAINT "meditation_recordings_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_seq_key" ON "consultation_messages" USING btree ("consultation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "consultation_messages_client_key" ON "consultation_messages" USING btree ("consultation_id","client_id");--> statement-breakpoint
CREATE INDEX "consultations_user_idx" ON "consultations" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "consultations_astrologer_idx" ON "consultations" USING btree ("astrologer_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "consultations_status_idx" ON "consultations" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_user_idempotency_key" ON "consultations" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_user_open_key" ON "consultations" USING btree ("user_id") WHERE "consultations"."status" in ('waitlisted', 'requested', 'active');--> statement-breakpoint
CREATE UNIQUE INDEX "consultations_astrologer_busy_key" ON "consultations" USING btree ("astrologer_id") WHERE "consultations"."status" in ('requested', 'active');