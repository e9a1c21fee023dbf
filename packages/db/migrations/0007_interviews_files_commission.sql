CREATE TABLE "application_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_interviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"interviewer" text NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_interviews_round_range" CHECK ("application_interviews"."round" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "astrologers" ADD COLUMN "commission_percent" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_astrologer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."astrologer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_application_id_astrologer_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."astrologer_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_interviews" ADD CONSTRAINT "application_interviews_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "application_files_kind_key" ON "application_files" USING btree ("application_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "application_interviews_round_key" ON "application_interviews" USING btree ("application_id","round");--> statement-breakpoint
ALTER TABLE "astrologers" ADD CONSTRAINT "astrologers_commission_range" CHECK ("astrologers"."commission_percent" between 0 and 90);