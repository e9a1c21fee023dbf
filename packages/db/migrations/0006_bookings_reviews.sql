CREATE TABLE "astrologer_availability" (
	"id" serial PRIMARY KEY NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"start_minute" integer NOT NULL,
	"end_minute" integer NOT NULL,
	CONSTRAINT "astrologer_availability_weekday" CHECK ("astrologer_availability"."weekday" between 0 and 6),
	CONSTRAINT "astrologer_availability_window" CHECK ("astrologer_availability"."start_minute" >= 0 and "astrologer_availability"."end_minute" <= 1440 and "astrologer_availability"."start_minute" < "astrologer_availability"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"channel" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_coins" integer NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"note" text,
	"attachment_key" text,
	"attachment_type" text,
	"payment_order_id" uuid,
	"idempotency_key" text,
	"hold_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_reason" text,
	"refund_coins" integer,
	"reminder_sent_at" timestamp with time zone,
	CONSTRAINT "bookings_price_positive" CHECK ("bookings"."price_coins" > 0),
	CONSTRAINT "bookings_duration" CHECK ("bookings"."duration_minutes" in (15, 30, 45, 60))
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"astrologer_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"reply" text,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "payment_orders" ADD COLUMN "purpose" text DEFAULT 'recharge' NOT NULL;--> statement-breakpoint
ALTER TABLE "astrologer_availability" ADD CONSTRAINT "astrologer_availability_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_payment_order_id_payment_orders_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payment_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_astrologer_id_astrologers_id_fk" FOREIGN KEY ("astrologer_id") REFERENCES "public"."astrologers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "astrologer_availability_astrologer_idx" ON "astrologer_availability" USING btree ("astrologer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_slot_key" ON "bookings" USING btree ("astrologer_id","starts_at") WHERE "bookings"."status" in ('pending_payment', 'confirmed');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_user_idempotency_key" ON "bookings" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "bookings_user_idx" ON "bookings" USING btree ("user_id","starts_at");--> statement-breakpoint
CREATE INDEX "bookings_astrologer_idx" ON "bookings" USING btree ("astrologer_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_subject_key" ON "reviews" USING btree ("subject");--> statement-breakpoint
CREATE INDEX "reviews_astrologer_idx" ON "reviews" USING btree ("astrologer_id","created_at");