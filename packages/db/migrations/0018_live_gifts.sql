ALTER TABLE "live_chat_messages" ADD COLUMN "gift" text;--> statement-breakpoint
ALTER TABLE "live_chat_messages" ADD COLUMN "gift_coins" integer;