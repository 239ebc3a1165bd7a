CREATE TABLE "doctor_search" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"specialty_id" uuid NOT NULL,
	"city_id" uuid,
	"area_id" uuid,
	"gender" "gender" NOT NULL,
	"telehealth" boolean NOT NULL,
	"fee" integer NOT NULL,
	"years_of_experience" smallint NOT NULL,
	"rating_avg" real,
	"rating_count" integer NOT NULL,
	"name_words" text[] NOT NULL,
	"next_slot_at" timestamp with time zone,
	"next_slot_checked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "doctors_name_words_idx";--> statement-breakpoint
DROP INDEX "doctors_specialty_next_slot_idx";--> statement-breakpoint
DROP INDEX "doctors_fee_idx";--> statement-breakpoint
DROP INDEX "doctors_rating_idx";--> statement-breakpoint
DROP INDEX "doctors_experience_idx";--> statement-breakpoint
DROP INDEX "doctors_specialty_fee_idx";--> statement-breakpoint
DROP INDEX "doctors_specialty_rating_idx";--> statement-breakpoint
DROP INDEX "doctors_city_specialty_idx";--> statement-breakpoint
DROP INDEX "doctors_area_specialty_idx";--> statement-breakpoint
DROP INDEX "doctors_specialty_experience_idx";--> statement-breakpoint
ALTER TABLE "doctor_search" ADD CONSTRAINT "doctor_search_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_search_name_words_idx" ON "doctor_search" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "doctor_search_fee_idx" ON "doctor_search" USING btree ("fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_rating_idx" ON "doctor_search" USING btree ("rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_experience_idx" ON "doctor_search" USING btree ("years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_next_slot_idx" ON "doctor_search" USING btree ("next_slot_at","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_fee_idx" ON "doctor_search" USING btree ("specialty_id","fee","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_rating_idx" ON "doctor_search" USING btree ("specialty_id","rating_avg" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_experience_idx" ON "doctor_search" USING btree ("specialty_id","years_of_experience" DESC NULLS LAST,"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_specialty_next_slot_idx" ON "doctor_search" USING btree ("specialty_id","next_slot_at","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_search_city_specialty_idx" ON "doctor_search" USING btree ("city_id","specialty_id");--> statement-breakpoint
CREATE INDEX "doctor_search_area_specialty_idx" ON "doctor_search" USING btree ("area_id","specialty_id");