CREATE TABLE "follow_fanout_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fanout_id" uuid NOT NULL,
	"after_user" uuid,
	"through_user" uuid NOT NULL,
	"lease_until" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "follow_fanouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"notice" jsonb NOT NULL,
	"cursor" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "follows" ADD COLUMN "notified_fanout_id" uuid;--> statement-breakpoint
ALTER TABLE "follow_fanout_batches" ADD CONSTRAINT "follow_fanout_batches_fanout_id_follow_fanouts_id_fk" FOREIGN KEY ("fanout_id") REFERENCES "public"."follow_fanouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follow_fanouts" ADD CONSTRAINT "follow_fanouts_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "follow_fanout_batches_open_idx" ON "follow_fanout_batches" USING btree ("lease_until") WHERE "follow_fanout_batches"."done_at" is null;--> statement-breakpoint
CREATE INDEX "follow_fanout_batches_fanout_idx" ON "follow_fanout_batches" USING btree ("fanout_id");--> statement-breakpoint
CREATE INDEX "follow_fanouts_open_idx" ON "follow_fanouts" USING btree ("created_at") WHERE "follow_fanouts"."done_at" is null;