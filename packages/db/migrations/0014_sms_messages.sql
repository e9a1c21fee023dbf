CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_message_id" text,
	"kind" text NOT NULL,
	"locale" text NOT NULL,
	"phone_masked" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status" CHECK ("sms_messages"."status" in ('sent', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_key" ON "sms_messages" USING btree ("provider","provider_message_id");--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("status","updated_at");