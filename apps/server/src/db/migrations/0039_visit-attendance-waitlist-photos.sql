CREATE TYPE "public"."cancelled_by" AS ENUM('patient', 'doctor', 'admin');--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'attended';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" ADD VALUE 'no_show';--> statement-breakpoint
CREATE TABLE "booking_confirmation_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "freed_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"origin" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_doctor_user_unique" UNIQUE("doctor_id","user_id"),
	CONSTRAINT "waitlist_entries_range" CHECK ("waitlist_entries"."from_date" <= "waitlist_entries"."to_date")
);
--> statement-breakpoint
CREATE TABLE "waitlist_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid,
	"doctor_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"appointment_id" uuid,
	CONSTRAINT "waitlist_offers_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "waitlist_offers_doctor_user_start_unique" UNIQUE("doctor_id","user_id","starts_at")
);
--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "photo_key" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancelled_by" "cancelled_by";--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "attendance_marked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "booking_confirmation_codes" ADD CONSTRAINT "booking_confirmation_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "freed_slots" ADD CONSTRAINT "freed_slots_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_entry_id_waitlist_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."waitlist_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_offers" ADD CONSTRAINT "waitlist_offers_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_confirmation_codes_user_idx" ON "booking_confirmation_codes" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "freed_slots_created_idx" ON "freed_slots" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "waitlist_entries_doctor_order_idx" ON "waitlist_entries" USING btree ("doctor_id","created_at","id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_user_idx" ON "waitlist_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_entry_idx" ON "waitlist_offers" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "waitlist_offers_created_idx" ON "waitlist_offers" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "appointments_user_no_show_idx" ON "appointments" USING btree ("user_id","starts_at") WHERE "appointments"."attendance_marked_at" is not null;--> statement-breakpoint
-- Before this migration only the patient could cancel (decision 035).
UPDATE "appointments" SET "cancelled_by" = 'patient' WHERE "status" = 'cancelled';--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_cancelled_by" CHECK (("appointments"."status" = 'cancelled') = ("appointments"."cancelled_by" is not null));--> statement-breakpoint
-- A new or removed photo changes the doctor's search card: each process's copy drops its card (decision 022).
CREATE OR REPLACE FUNCTION tabib_doctor_photo_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_search_changes (doctor_id) VALUES (NEW.id);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER doctors_photo_changed AFTER UPDATE OF photo_key ON doctors
  FOR EACH ROW WHEN (OLD.photo_key IS DISTINCT FROM NEW.photo_key)
  EXECUTE FUNCTION tabib_doctor_photo_changed();--> statement-breakpoint
-- A review is verified exactly while its author has an attended visit with the doctor (decision 035): any
-- change of a visit's status (marked, changed to no-show, cancelled, by whatever path) sets it again.
CREATE OR REPLACE FUNCTION tabib_review_verification() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE reviews r SET verified = EXISTS (
      SELECT 1 FROM appointments a
      WHERE a.user_id = NEW.user_id AND a.doctor_id = NEW.doctor_id AND a.status = 'attended')
    WHERE r.user_id = NEW.user_id AND r.doctor_id = NEW.doctor_id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER appointments_review_verification AFTER UPDATE OF status ON appointments
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION tabib_review_verification();
