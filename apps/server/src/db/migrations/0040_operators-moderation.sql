CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_reports_review_user_unique" UNIQUE("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "search_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"specialty" text,
	"city" text,
	"with_text" boolean DEFAULT false NOT NULL,
	"results" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "moderated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_reports_created_idx" ON "review_reports" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "search_events_at_idx" ON "search_events" USING btree ("at");--> statement-breakpoint
CREATE INDEX "search_events_no_result_idx" ON "search_events" USING btree ("at") WHERE "search_events"."results" = 0;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");--> statement-breakpoint
-- Decision 036. A suspended doctor has no doctor_search row, as a doctor not yet approved has none (there is
-- no doctor row before approval): search, and each process's copy of it (the row's deletion is a change the
-- copies read before their next search, decision 022), leave the doctor out at once. Reinstating puts the row
-- back the same way.
CREATE OR REPLACE FUNCTION tabib_doctor_search_inserted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_search (doctor_id, specialty_id, city_id, area_id, gender, telehealth, fee,
      years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at)
    SELECT id, specialty_id, city_id, area_id, gender, telehealth, fee,
      years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at
    FROM inserted_doctors
    WHERE suspended_at IS NULL;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION tabib_doctor_search_updated() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE doctor_search s SET specialty_id = n.specialty_id, city_id = n.city_id, area_id = n.area_id,
      gender = n.gender, telehealth = n.telehealth, fee = n.fee, years_of_experience = n.years_of_experience,
      rating_avg = n.rating_avg, rating_count = n.rating_count, name_words = n.name_words,
      next_slot_at = n.next_slot_at, next_slot_checked_at = n.next_slot_checked_at
    FROM updated_doctors n
    WHERE s.doctor_id = n.id AND n.suspended_at IS NULL
      AND (s.specialty_id, s.city_id, s.area_id, s.gender, s.telehealth, s.fee, s.years_of_experience,
          s.rating_avg, s.rating_count, s.name_words, s.next_slot_at, s.next_slot_checked_at)
        IS DISTINCT FROM (n.specialty_id, n.city_id, n.area_id, n.gender, n.telehealth, n.fee,
          n.years_of_experience, n.rating_avg, n.rating_count, n.name_words, n.next_slot_at, n.next_slot_checked_at);
  -- Suspended: out. Reinstated (or any listed doctor without a row): in.
  DELETE FROM doctor_search s USING updated_doctors n WHERE s.doctor_id = n.id AND n.suspended_at IS NOT NULL;
  INSERT INTO doctor_search (doctor_id, specialty_id, city_id, area_id, gender, telehealth, fee,
      years_of_experience, rating_avg, rating_count, name_words, next_slot_at, next_slot_checked_at)
    SELECT n.id, n.specialty_id, n.city_id, n.area_id, n.gender, n.telehealth, n.fee,
      n.years_of_experience, n.rating_avg, n.rating_count, n.name_words, n.next_slot_at, n.next_slot_checked_at
    FROM updated_doctors n
    WHERE n.suspended_at IS NULL AND NOT EXISTS (SELECT 1 FROM doctor_search s WHERE s.doctor_id = n.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A hidden review counts in neither the doctor's rating sum nor its count, like one without stars.
CREATE OR REPLACE FUNCTION tabib_reviews_rating() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.rating IS NOT NULL AND OLD.hidden_at IS NULL THEN
    UPDATE doctors SET rating_sum = rating_sum - OLD.rating, rating_count = rating_count - 1
    WHERE id = OLD.doctor_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.rating IS NOT NULL AND NEW.hidden_at IS NULL THEN
    UPDATE doctors SET rating_sum = rating_sum + NEW.rating, rating_count = rating_count + 1
    WHERE id = NEW.doctor_id;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER reviews_rating ON reviews;
--> statement-breakpoint
CREATE TRIGGER reviews_rating AFTER INSERT OR DELETE OR UPDATE OF rating, doctor_id, hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION tabib_reviews_rating();
