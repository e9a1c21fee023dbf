CREATE TABLE "astrologer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"gender" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"languages" jsonb NOT NULL,
	"skills" jsonb NOT NULL,
	"experience_years" integer NOT NULL,
	"bio_en" text NOT NULL,
	"bio_hi" text NOT NULL,
	"expected_price" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "astrologer_applications" ADD CONSTRAINT "astrologer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "astrologer_applications_user_key" ON "astrologer_applications" USING btree ("user_id");