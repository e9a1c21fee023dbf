DROP INDEX "consultations_meter_claim_idx";--> statement-breakpoint
ALTER TABLE "consultations" DROP COLUMN "meter_claimed_until";