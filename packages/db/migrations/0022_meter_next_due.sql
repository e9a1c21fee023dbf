DROP INDEX "consultations_meter_claim_idx";--> statement-breakpoint
ALTER TABLE "consultations" DROP COLUMN "meter_claimed_until";--> statement-breakpoint
ALTER TABLE "consultations" ADD COLUMN "next_due_at" timestamp with time zone DEFAULT 'epoch' NOT NULL;--> statement-breakpoint
CREATE INDEX "consultations_next_due_idx" ON "consultations" USING btree ("next_due_at") WHERE "consultations"."status" = 'active';